import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5, PASSWORD, requestCode } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (verifyCode: string) =>
  t.call({
    method: 'POST',
    url: '/anon/register',
    payload: {
      userType: 1,
      userLoginCode: 'guess@renli.test',
      password: md5(PASSWORD),
      verifyCode,
      agreeTerms: true,
    },
  });

describe('verification code guessing (issue 14)', () => {
  it('checks at most five guesses of one code, however many arrive at once', async () => {
    const code = await requestCode(t, 'guess@renli.test', 1);
    const wrong = Array.from({ length: 50 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(wrong.map(register));
    expect(answers.every((a) => a.status === 400)).toBe(true);
    // The five attempts are used up: even the right code no longer registers.
    expect((await register(code)).status).toBe(400);
  });
});
