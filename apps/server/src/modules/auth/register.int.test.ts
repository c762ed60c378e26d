import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, md5, PASSWORD, registerAccount, requestCode } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { companies } from '../company/schema.ts';
import { DEFAULT_PLATFORM } from '../platform/info.ts';
import { adminSession } from '../platform/test-admin.ts';
import { users, verificationCodes } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const countUsers = async () => (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

describe('registration', () => {
  it('registers a company whose code came from the dev outbox, then the name is taken', async () => {
    const before = await t.call<{ available: boolean }>({
      method: 'GET',
      url: '/anon/trial/checkCompName',
      query: { compName: '星河科技有限公司' },
    });
    expect(before.body.data.available).toBe(true);

    const userId = await registerAccount(t, {
      loginCode: 'Boss@Xinghe.cn',
      userType: 2,
      compName: '星河科技有限公司',
    });
    const [company] = await t.deps.db.select().from(companies).where(eq(companies.ownerUserId, userId));
    expect(company?.compName).toBe('星河科技有限公司');

    const after = await t.call<{ available: boolean }>({
      method: 'GET',
      url: '/anon/trial/checkCompName',
      query: { compName: '星河科技有限公司' },
    });
    expect(after.body).toMatchObject({ code: 200, data: { available: false } });
    // Login codes are case-insensitive.
    expect(await login(t, 'boss@xinghe.cn')).toMatch(/^[\w-]{43}$/);
  });

  it('stores a salted slow hash, never the MD5 the client sent', async () => {
    const userId = await registerAccount(t, { loginCode: '13811112222', userType: 1, userName: '郑晓' });
    const [user] = await t.deps.db.select().from(users).where(eq(users.id, userId));
    expect(user?.passwordHash).toMatch(/^scrypt\$/);
    expect(user?.passwordHash).not.toContain(md5(PASSWORD));
  });

  it('refuses missing and malformed fields with field messages and creates nothing', async () => {
    const before = await countUsers();
    const res = await t.call<{ fields: { field: string; message: string }[] }>({
      method: 'POST',
      url: '/anon/register',
      payload: {
        userType: 2,
        userLoginCode: 'not-a-phone',
        password: '123',
        verifyCode: 'abc',
        agreeTerms: true,
      },
    });
    expect(res.status).toBe(400);
    const fields = res.body.data.fields.map((f) => f.field).sort();
    expect(fields).toEqual(['compName', 'password', 'userLoginCode', 'verifyCode']);
    expect(res.body.data.fields.find((f) => f.field === 'compName')?.message).toBe('企业注册需填写公司名称');
    expect(await countUsers()).toBe(before);
  });

  it('answers validation errors in English when asked', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/anon/register',
      headers: { lang: 'en' },
      payload: { userType: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('userLoginCode: is required');
  });

  it('refuses a wrong code, and kills the code after five wrong guesses', async () => {
    const loginCode = 'guess@renli.test';
    const code = await requestCode(t, loginCode, 1);
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = (verifyCode: string) =>
      t.call({
        method: 'POST',
        url: '/anon/register',
        payload: {
          userType: 1,
          userLoginCode: loginCode,
          password: md5(PASSWORD),
          verifyCode,
          agreeTerms: true,
        },
      });
    for (let i = 0; i < 5; i++) {
      const res = await attempt(wrong);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('验证码错误或已过期');
    }
    expect((await attempt(code)).status).toBe(400);
    expect(await t.deps.db.select().from(users).where(eq(users.loginCode, loginCode))).toHaveLength(0);
  });

  it('refuses a second code within a minute', async () => {
    await requestCode(t, 'often@renli.test', 1);
    const again = await t.call({
      method: 'GET',
      url: '/anon/verifyCode',
      query: { userLoginCode: 'often@renli.test', verifyType: '1' },
    });
    expect(again.status).toBe(429);
    expect(again.body.message).toContain('60');
  });

  it('refuses a taken login code and a taken company name without partial data', async () => {
    await registerAccount(t, { loginCode: 'first@renli.test', userType: 2, compName: '东方人力' });
    // Asking for a code answers as for anyone; the owner's inbox says the address is registered.
    await t.deps.db
      .insert(users)
      .values({ loginCode: 'taken@renli.test', passwordHash: 'x', userType: 1, userName: 'Taken' });
    const dupCode = await t.call({
      method: 'GET',
      url: '/anon/verifyCode',
      query: { userLoginCode: 'taken@renli.test', verifyType: '1' },
    });
    expect(dupCode.status).toBe(200);
    const [notice] = t.outbox.list('taken@renli.test');
    expect(notice).toMatchObject({ code: null });
    expect(notice!.text).toContain('已经注册过了');

    const before = await countUsers();
    const verifyCode = await requestCode(t, 'second@renli.test', 1);
    const res = await t.call({
      method: 'POST',
      url: '/anon/register',
      payload: {
        userType: 2,
        userLoginCode: 'second@renli.test',
        password: md5(PASSWORD),
        verifyCode,
        compName: '东方人力',
        agreeTerms: true,
      },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('该公司名称已被注册');
    expect(await countUsers()).toBe(before);
    // The code was not spent by the failed attempt.
    const [code] = await t.deps.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.loginCode, 'second@renli.test'));
    expect(code?.consumedAt).toBeNull();
  });

  it('uses a code only once', async () => {
    const verifyCode = await requestCode(t, 'once@renli.test', 1);
    const body = {
      userType: 1,
      userLoginCode: 'once@renli.test',
      password: md5(PASSWORD),
      verifyCode,
      agreeTerms: true,
    };
    expect((await t.call({ method: 'POST', url: '/anon/register', payload: body })).status).toBe(200);
    // A spent code says nothing about the account it made.
    const again = await t.call({ method: 'POST', url: '/anon/register', payload: body });
    expect(again.status).toBe(400);
  });
});

describe('registration switch (back-office platform page)', () => {
  it('refuses registration with a translated 403 while the platform has it closed, and writes nothing', async () => {
    const admin = await adminSession(t, 'switch@renli.test');
    const settings = (payload: object) => admin.as<{ version: number }>('/admin/plat/update', payload);
    const closed = await settings({ ...DEFAULT_PLATFORM, version: 0, registrationOpen: false });
    expect(closed.status).toBe(200);

    const users = await countUsers();
    await expect(registerAccount(t, { loginCode: 'closed@example.cn', userType: 1 })).rejects.toThrow(
      /403 平台暂未开放注册/,
    );
    expect(await countUsers()).toBe(users);

    await settings({ ...DEFAULT_PLATFORM, version: closed.body.data.version, registrationOpen: true });
    expect(await registerAccount(t, { loginCode: 'reopened@example.cn', userType: 1 })).toBeGreaterThan(0);
  });
});
