import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { genUserSig, USER_SIG_MAX_LENGTH, verifyUserSig } from './user-sig.ts';

const key = 'k-0123456789';
const claims = { identifier: '10001', sdkAppId: 1400000001, time: 1_700_000_000, expire: 604800 };

describe('userSig v2', () => {
  it('is URL-safe and verifies with the same key, app and user', () => {
    const sig = genUserSig(key, claims);
    expect(sig).toMatch(/^[A-Za-z0-9*\-_]+$/);
    const check = verifyUserSig(key, sig, { sdkAppId: 1400000001, identifier: '10001' }, claims.time + 10);
    expect(check).toEqual({ ok: true, claims });
  });

  it('refuses another key, another app, another user, expiry and garbage', () => {
    const sig = genUserSig(key, claims);
    const at = claims.time + 10;
    expect(verifyUserSig('other', sig, { sdkAppId: 1400000001 }, at)).toEqual({
      ok: false,
      reason: 'badSignature',
    });
    expect(verifyUserSig(key, sig, { sdkAppId: 1400000002 }, at)).toEqual({ ok: false, reason: 'wrongApp' });
    expect(verifyUserSig(key, sig, { sdkAppId: 1400000001, identifier: '10002' }, at)).toEqual({
      ok: false,
      reason: 'wrongUser',
    });
    expect(verifyUserSig(key, sig, { sdkAppId: 1400000001 }, claims.time + 604800)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(verifyUserSig(key, 'not-a-sig', { sdkAppId: 1400000001 }, at)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('refuses a signature whose claims were edited after signing', () => {
    const forged = genUserSig(key, { ...claims, expire: 999999999 });
    const original = genUserSig(key, claims);
    expect(forged).not.toBe(original);
    const tampered = genUserSig('attacker', { ...claims, identifier: '1' });
    expect(verifyUserSig(key, tampered, { sdkAppId: 1400000001 }, claims.time).ok).toBe(false);
  });

  it('carries a signed userbuf (the login session) that cannot be changed or dropped', () => {
    const bound = { ...claims, userbuf: 'a'.repeat(64) };
    const sig = genUserSig(key, bound);
    const at = claims.time + 10;
    expect(verifyUserSig(key, sig, { sdkAppId: 1400000001 }, at)).toEqual({ ok: true, claims: bound });
    // The same claims with another session, or with none, carry another signature.
    expect(genUserSig(key, { ...claims, userbuf: 'b'.repeat(64) })).not.toBe(sig);
    expect(genUserSig(key, claims)).not.toBe(sig);
  });

  it('refuses deflate bombs and oversized input before inflating them (issue 14, item 2)', () => {
    const urlSafe = (buf: Buffer) =>
      buf.toString('base64').replace(/\+/g, '*').replace(/\//g, '-').replace(/=/g, '_');
    // 1.5 MB of zeros deflate to about 1.5 KB: short enough to be read, stopped at the inflate bound.
    const small = urlSafe(deflateSync(Buffer.alloc(1_500_000)));
    expect(small.length).toBeLessThanOrEqual(USER_SIG_MAX_LENGTH);
    // 600 MB would freeze the server for seconds: refused by length alone.
    const large = urlSafe(deflateSync(Buffer.alloc(50_000_000))).padEnd(700_000, 'A');
    for (const bomb of [small, large]) {
      expect(verifyUserSig(key, bomb, { sdkAppId: 1400000001 })).toEqual({ ok: false, reason: 'malformed' });
    }
  });
});
