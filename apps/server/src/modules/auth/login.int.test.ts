import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, md5, PASSWORD, registerAccount, requestCode } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { sessions, users } from './schema.ts';
import { hashToken } from './tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3' });
  await registerAccount(t, { loginCode: 'owner@acme.test', userType: 2, compName: '艾克米咨询' });
  await registerAccount(t, { loginCode: '13500000001', userType: 1, userName: '秦雨' });
});
afterAll(() => t.close());

const sessionOf = (token: string) =>
  t.call({ method: 'GET', url: '/companyMemberCtl/selectUserInfoByToken', headers: { access_token: token } });

describe('login', () => {
  it('accepts JSON, form-encoded and multipart bodies', async () => {
    const password = md5(PASSWORD);
    const json = await t.call<{ access_token: string }>({
      method: 'POST',
      url: '/anon/generateToken',
      payload: { userLoginCode: '13500000001', password },
    });
    const form = await t.call<{ access_token: string }>({
      method: 'POST',
      url: '/anon/generateToken',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ userLoginCode: '13500000001', password }).toString(),
    });
    const multipartBody = new FormData();
    multipartBody.set('userLoginCode', '13500000001');
    multipartBody.set('password', password);
    const encoded = new Response(multipartBody);
    const multipart = await t.call<{ access_token: string }>({
      method: 'POST',
      url: '/anon/generateToken',
      headers: { 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    for (const res of [json, form, multipart]) {
      expect(res.status).toBe(200);
      expect((await sessionOf(res.body.data.access_token)).status).toBe(200);
    }
  });

  it('says the same thing for a wrong password and an unknown account', async () => {
    const wrong = await t.call({
      method: 'POST',
      url: '/anon/generateToken',
      payload: { userLoginCode: '13500000001', password: md5('nope-nope') },
    });
    const unknown = await t.call({
      method: 'POST',
      url: '/anon/generateToken',
      payload: { userLoginCode: '13599999999', password: md5(PASSWORD) },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('账号或密码错误');
    expect(unknown.body).toEqual(wrong.body);
  });

  it('locks an account after repeated failures, even for the right password', async () => {
    const attempt = (password: string) =>
      t.call({
        method: 'POST',
        url: '/anon/generateToken',
        headers: { lang: 'en' },
        payload: { userLoginCode: 'owner@acme.test', password: md5(password) },
      });
    for (let i = 0; i < 3; i++) expect((await attempt('wrong-password')).status).toBe(400);
    const locked = await attempt(PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many failed logins; try again in 15 minutes');
  });

  it('returns the session fields of a company account', async () => {
    const t2 = await createTestApp();
    try {
      const userId = await registerAccount(t2, {
        loginCode: 'hr@nova.test',
        userType: 2,
        compName: '新星人力',
        userName: '钱坤',
      });
      const token = await login(t2, 'hr@nova.test');
      const res = await t2.call<Record<string, unknown>>({
        method: 'GET',
        url: '/companyMemberCtl/selectUserInfoByToken',
        headers: { access_token: token },
      });
      expect(res.body.data).toMatchObject({
        access_token: token,
        userId,
        compName: '新星人力',
        userName: '钱坤',
        compAdmin: 1,
        staffAdmin: 0,
        systemId: 2,
        user: { userId, userLoginCode: 'hr@nova.test', userType: 2 },
      });
      expect(res.body.data.compId).toBeTypeOf('number');
      expect((res.body.data.user as { vipId: number }).vipId).toBe(res.body.data.compId);
    } finally {
      await t2.close();
    }
  });
});

describe('tokens', () => {
  it('answers 401 without a token and for a forged one', async () => {
    expect((await t.call({ method: 'GET', url: '/selectAuthByToken' })).status).toBe(401);
    const forged = await sessionOf('forged-token-that-was-never-issued');
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ code: 401, message: '请先登录', data: null });
  });

  it('answers 406 after logout', async () => {
    const token = await login(t, '13500000001');
    const out = await t.call({ method: 'GET', url: '/invalidToken', headers: { access_token: token } });
    expect(out.status).toBe(200);
    const after = await sessionOf(token);
    expect(after.status).toBe(406);
    expect(after.body.message).toBe('登录信息已失效，请重新登录');
    const check = await t.call<{ valid: boolean }>({
      method: 'GET',
      url: '/userCtl/checkTokenNose',
      headers: { access_token: token },
    });
    expect(check.body.data.valid).toBe(false);
  });

  it('answers 406 once the session has expired', async () => {
    const token = await login(t, '13500000001');
    await t.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await sessionOf(token)).status).toBe(406);
  });

  it('stores only the digest of a token', async () => {
    const token = await login(t, '13500000001');
    const rows = await t.deps.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(rows).toHaveLength(0);
    expect(
      await t.deps.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token))),
    ).toHaveLength(1);
  });
});

describe('passwords', () => {
  it('changes the password through the endpoint of the account kind and revokes every session', async () => {
    await registerAccount(t, { loginCode: 'pw@renli.test', userType: 1 });
    const token = await login(t, 'pw@renli.test');
    const other = await login(t, 'pw@renli.test');
    const asCompany = await t.call({
      method: 'POST',
      url: '/compMemberCtl/updatePassWord',
      headers: { access_token: token },
      payload: { oldPassword: md5(PASSWORD), newPassword: md5('New#Pass1') },
    });
    expect(asCompany.status).toBe(403);
    const wrongOld = await t.call({
      method: 'POST',
      url: '/userMember/updatePassWord',
      headers: { access_token: token },
      payload: { oldPassword: md5('not-it'), newPassword: md5('New#Pass1') },
    });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.message).toBe('原密码错误');

    const changed = await t.call({
      method: 'POST',
      url: '/userMember/updatePassWord',
      headers: { access_token: token },
      payload: { oldPassword: md5(PASSWORD), newPassword: md5('New#Pass1') },
    });
    expect(changed.status).toBe(200);
    expect((await sessionOf(token)).status).toBe(406);
    expect((await sessionOf(other)).status).toBe(406);
    await expect(login(t, 'pw@renli.test')).rejects.toThrow(/400/);
    expect(await login(t, 'pw@renli.test', 'New#Pass1')).toBeTruthy();
  });

  it('resets a forgotten password with a code and ends old sessions', async () => {
    await registerAccount(t, { loginCode: 'forgot@renli.test', userType: 1 });
    const token = await login(t, 'forgot@renli.test');
    const verifyCode = await requestCode(t, 'forgot@renli.test', 2);
    const res = await t.call({
      method: 'POST',
      url: '/anon/resetPassword',
      payload: { userLoginCode: 'forgot@renli.test', verifyCode, password: md5('Reset#2026') },
    });
    expect(res.status).toBe(200);
    expect((await sessionOf(token)).status).toBe(406);
    expect(await login(t, 'forgot@renli.test', 'Reset#2026')).toBeTruthy();
  });

  it('answers a reset for an unknown account as for a known one, and sends nothing', async () => {
    const ask = (userLoginCode: string) =>
      t.call({ method: 'GET', url: '/anon/verifyCode', query: { userLoginCode } });
    // Made without asking for a code, so its own resend cool-down is not running.
    await t.deps.db
      .insert(users)
      .values({ loginCode: 'known@renli.test', passwordHash: 'x', userType: 1, userName: 'Known' });
    const unknown = await ask('ghost@renli.test');
    const known = await ask('known@renli.test');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(t.outbox.list('ghost@renli.test')).toHaveLength(0);
  });
});

describe('social logins', () => {
  it('answer a clear "not configured" error', async () => {
    const res = await t.call({ method: 'POST', url: '/anon/weChatLogin', payload: {} });
    expect(res.status).toBe(501);
    expect(res.body.message).toBe('微信 WeChat登录未配置，请使用账号密码登录');
  });
});
