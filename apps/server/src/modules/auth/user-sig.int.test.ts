import { LIMITS, type UserSig } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, registerAccount } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { verifyUserSig } from './user-sig.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CHAT_SDK_APP_ID: '1400123456' });
});
afterAll(() => t.close());

describe('GET /userSig/getUserSig', () => {
  it('signs the caller with the server secret for 604800 s', async () => {
    const userId = await registerAccount(t, { loginCode: 'chat@renli.test', userType: 1 });
    const token = await login(t, 'chat@renli.test');
    const res = await t.call<UserSig>({
      method: 'GET',
      url: '/userSig/getUserSig',
      headers: { access_token: token },
    });
    expect(res.body.data).toMatchObject({
      SDKAppID: 1400123456,
      userID: String(userId),
      officialMode: false,
    });
    const check = verifyUserSig(t.deps.chatSecret, res.body.data.userSig, {
      sdkAppId: 1400123456,
      identifier: String(userId),
    });
    expect(check.ok).toBe(true);
    if (check.ok) expect(check.claims.expire).toBe(LIMITS.userSigValiditySeconds);
    expect(verifyUserSig('another-secret', res.body.data.userSig, { sdkAppId: 1400123456 }).ok).toBe(false);
  });

  it('tells the web app when chat runs in official mode (CHAT_OFFICIAL_MODE=1)', async () => {
    const official = await createTestApp({ CHAT_OFFICIAL_MODE: '1' });
    try {
      await registerAccount(official, { loginCode: 'official@renli.test', userType: 1 });
      const token = await login(official, 'official@renli.test');
      const res = await official.call<UserSig>({
        method: 'GET',
        url: '/userSig/getUserSig',
        headers: { access_token: token },
      });
      expect(res.body.data.officialMode).toBe(true);
    } finally {
      await official.close();
    }
  });

  it('needs a session', async () => {
    expect((await t.call({ method: 'GET', url: '/userSig/getUserSig' })).status).toBe(401);
  });
});
