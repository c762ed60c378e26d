import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5, PASSWORD, registerAccount } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ADDRESS: '3' });
  await registerAccount(t, { loginCode: '13500009999', userType: 1 });
});
afterAll(() => t.close());

const attempt = (userLoginCode: string, password: string, remoteAddress = '10.0.0.7') =>
  t.call({
    method: 'POST',
    url: '/anon/generateToken',
    remoteAddress,
    payload: { userLoginCode, password: md5(password) },
  });

describe('failed logins per address', () => {
  it('locks an address guessing across many accounts, and only that address', async () => {
    for (const code of ['13500000101', '13500000102', '13500000103']) {
      expect((await attempt(code, 'guess-guess')).status).toBe(400);
    }
    const locked = await attempt('13500009999', PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('登录失败次数过多，请15分钟后再试');
    expect((await attempt('13500009999', PASSWORD, '10.0.0.8')).status).toBe(200);
  });
});
