import { createHmac } from 'node:crypto';
import type { IceServersResult } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, registerAccount } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

const SECRET = 'coturn-static-auth-secret';

describe('GET /chat/ice-servers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      STUN_URLS: 'stun:turn.example.com:3478',
      TURN_URLS: 'turn:turn.example.com:3478?transport=udp, turns:turn.example.com:5349?transport=tcp',
      TURN_SECRET: SECRET,
      TURN_TTL_SECONDS: '600',
    });
  });
  afterAll(() => t.close());

  it('needs a session', async () => {
    expect((await t.call({ method: 'GET', url: '/chat/ice-servers' })).status).toBe(401);
  });

  it('gives a signed-in user STUN and a TURN credential bound to them that expires', async () => {
    const userId = await registerAccount(t, { loginCode: 'ice@renli.test', userType: 1 });
    const token = await login(t, 'ice@renli.test');
    const before = Math.floor(Date.now() / 1000);
    const res = await t.call<IceServersResult>({
      method: 'GET',
      url: '/chat/ice-servers',
      headers: { access_token: token },
    });
    expect(res.status).toBe(200);
    const { iceServers, expiresAt } = res.body.data;
    expect(expiresAt).toBeGreaterThanOrEqual(before + 600);
    expect(expiresAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 600);
    expect(iceServers[0]).toEqual({ urls: ['stun:turn.example.com:3478'] });
    const turn = iceServers[1];
    expect(turn?.urls).toEqual([
      'turn:turn.example.com:3478?transport=udp',
      'turns:turn.example.com:5349?transport=tcp',
    ]);
    expect(turn?.username).toBe(`${expiresAt}:${userId}`);
    expect(turn?.credential).toBe(
      createHmac('sha1', SECRET).update(`${expiresAt}:${userId}`).digest('base64'),
    );
    // The secret itself never leaves the server.
    expect(res.raw.body).not.toContain(SECRET);
  });
});

describe('GET /chat/ice-servers without configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists no ICE servers (host candidates: LAN and localhost)', async () => {
    await registerAccount(t, { loginCode: 'lan@renli.test', userType: 1 });
    const token = await login(t, 'lan@renli.test');
    const res = await t.call<IceServersResult>({
      method: 'GET',
      url: '/chat/ice-servers',
      headers: { access_token: token },
    });
    expect(res.body.data).toEqual({ iceServers: [], expiresAt: 0 });
  });
});
