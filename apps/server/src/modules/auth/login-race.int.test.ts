import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5, PASSWORD, registerAccount } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await registerAccount(t, { loginCode: 'race@renli.test', userType: 1 });
});
afterAll(() => t.close());

const attempt = (password: string) =>
  t.call({
    method: 'POST',
    url: '/anon/generateToken',
    payload: { userLoginCode: 'race@renli.test', password: md5(password) },
  });

describe('login lockout under parallel guessing (issue 14, item 4)', () => {
  it('checks at most LOGIN_MAX_FAILURES_PER_ACCOUNT (5) of 60 parallel wrong passwords', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => attempt(`wrong-${i}`)));
    const checked = answers.filter((a) => a.status === 400).length;
    const locked = answers.filter((a) => a.status === 429).length;
    expect({ checked, locked }).toEqual({ checked: 5, locked: 55 });
    // The right password is locked out too, until the window passes.
    expect((await attempt(PASSWORD)).status).toBe(429);
  });
});
