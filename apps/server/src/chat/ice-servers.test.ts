import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { iceServersFor, turnCredential } from './ice-servers.ts';

const none = { STUN_URLS: [], TURN_URLS: [], TURN_SECRET: undefined, TURN_TTL_SECONDS: 3600 };

describe('turnCredential', () => {
  it("is coturn's REST-API form: expiry:userID and base64 HMAC-SHA1 of it", () => {
    // Reference value computed independently of the implementation's string building.
    const expected = createHmac('sha1', 's3cret').update('1700003600:10011').digest('base64');
    expect(turnCredential('s3cret', '10011', 1700003600)).toEqual({
      username: '1700003600:10011',
      credential: expected,
    });
  });

  it('changes with the secret, the user and the expiry', () => {
    const base = turnCredential('a', 'u1', 100).credential;
    expect(turnCredential('b', 'u1', 100).credential).not.toBe(base);
    expect(turnCredential('a', 'u2', 100).credential).not.toBe(base);
    expect(turnCredential('a', 'u1', 101).credential).not.toBe(base);
  });
});

describe('iceServersFor', () => {
  it('is empty with nothing configured (host candidates only)', () => {
    expect(iceServersFor(none, 'u1')).toEqual({ iceServers: [], expiresAt: 0 });
  });

  it('lists STUN without credentials, and TURN only with a secret', () => {
    const stunOnly = { ...none, STUN_URLS: ['stun:turn.example.com:3478'], TURN_URLS: ['turn:x:3478'] };
    expect(iceServersFor(stunOnly, 'u1')).toEqual({
      iceServers: [{ urls: ['stun:turn.example.com:3478'] }],
      expiresAt: 0,
    });
  });

  it('gives TURN a credential that expires after the TTL', () => {
    const config = { ...none, TURN_URLS: ['turn:x:3478?transport=udp'], TURN_SECRET: 'k' };
    const result = iceServersFor(config, 'u7', 1_700_000_000_000);
    expect(result.expiresAt).toBe(1_700_003_600);
    expect(result.iceServers).toEqual([
      { urls: ['turn:x:3478?transport=udp'], ...turnCredential('k', 'u7', 1_700_003_600) },
    ]);
  });
});
