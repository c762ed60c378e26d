import { CURRENT_TERMS } from '@renli/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5, PASSWORD, registerAccount, requestCode } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { users, verificationCodes } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userAt = async (loginCode: string) =>
  (await t.deps.db.select().from(users).where(eq(users.loginCode, loginCode)))[0];

/** A company registration that is complete but for the consent, which the caller decides. */
async function attempt(loginCode: string, consent: Record<string, unknown>, lang = 'zh-CN') {
  const verifyCode = await requestCode(t, loginCode, 1);
  return t.call<{ fields: { field: string; message: string }[] }>({
    method: 'POST',
    url: '/anon/register',
    headers: { lang },
    payload: {
      userType: 2,
      userLoginCode: loginCode,
      password: md5(PASSWORD),
      verifyCode,
      compName: `同意测试${loginCode.slice(0, 4)}`,
      ...consent,
    },
  });
}

describe('consent to the 用户协议 and 隐私政策 at registration (docs/product/legal.md)', () => {
  it('refuses a registration without consent, in Chinese, creates nothing and keeps the code', async () => {
    const res = await attempt('none@renli.test', {});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('agreeTerms：请阅读并同意《用户协议》和《隐私政策》');
    expect(res.body.data.fields).toEqual([
      { field: 'agreeTerms', message: '请阅读并同意《用户协议》和《隐私政策》' },
    ]);
    expect(await userAt('none@renli.test')).toBeUndefined();
    const [code] = await t.deps.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.loginCode, 'none@renli.test'));
    expect(code?.consumedAt).toBeNull();
  });

  it('refuses consent given as false or as any other word, in the language asked for', async () => {
    const refused = await attempt('false@renli.test', { agreeTerms: false });
    expect(refused.body.data.fields).toEqual([
      { field: 'agreeTerms', message: '请阅读并同意《用户协议》和《隐私政策》' },
    ]);
    const english = await attempt('yes@renli.test', { agreeTerms: 'yes' }, 'en');
    expect(english.status).toBe(400);
    expect(english.body.message).toBe(
      'agreeTerms: read and accept the User Agreement and the Privacy Policy',
    );
    expect(await userAt('false@renli.test')).toBeUndefined();
    expect(await userAt('yes@renli.test')).toBeUndefined();
  });

  it('records the version accepted and when, for JSON and for a form body', async () => {
    const before = Date.now();
    await registerAccount(t, { loginCode: 'json@renli.test', userType: 1 });
    const verifyCode = await requestCode(t, 'form@renli.test', 1);
    const form = await t.call({
      method: 'POST',
      url: '/anon/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        userType: '1',
        userLoginCode: 'form@renli.test',
        password: md5(PASSWORD),
        verifyCode,
        agreeTerms: 'true',
      }).toString(),
    });
    expect(form.status).toBe(200);
    for (const loginCode of ['json@renli.test', 'form@renli.test']) {
      const user = await userAt(loginCode);
      expect(user?.termsVersion).toBe(CURRENT_TERMS.version);
      expect(user!.termsAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before);
      expect(user!.termsAcceptedAt!.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });
});
