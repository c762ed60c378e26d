import type { MemberProfile, SessionsOverview } from '@renli/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../core/resources/test-fixtures.ts';
import { login, md5, PASSWORD, registerAccount } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { sessions, users } from '../auth/schema.ts';
import { hashToken } from '../auth/tokens.ts';

let t: TestApp;
let userId: number;
const LOGIN = '13800002001';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

/** Logs in with a chosen browser, as the sessions list shows it. */
async function loginFrom(userAgent: string, loginCode = LOGIN) {
  const res = await t.call<{ access_token: string }>({
    method: 'POST',
    url: '/anon/generateToken',
    headers: { 'user-agent': userAgent },
    payload: { userLoginCode: loginCode, password: md5(PASSWORD) },
  });
  return caller(t, res.body.data.access_token);
}

beforeAll(async () => {
  t = await createTestApp();
  userId = await registerAccount(t, { loginCode: LOGIN, userType: 1, userName: '王小明' });
  await registerAccount(t, { loginCode: '13800002002', userType: 1, userName: '旁人' });
  await registerAccount(t, { loginCode: '13800002003', userType: 1, userName: '改密码的人' });
});
afterAll(() => t.close());

describe('profile (/userSetCtl/selectProfile, updateProfile)', () => {
  it('shows the own profile with the mobile and no security level before a rated password change', async () => {
    const api = caller(t, await login(t, LOGIN));
    const res = await api.get<MemberProfile>('/userSetCtl/selectProfile');
    expect(res.body.data).toMatchObject({
      userId,
      userType: 1,
      identityType: 1,
      userLoginCode: LOGIN,
      userName: '王小明',
      userFace: '',
      securityLevel: null,
    });
    expect(JSON.stringify(res.body.data)).not.toMatch(/password_hash|passwordHash/);
  });

  it('saves name, avatar, sex and e-mail and announces user.profileChanged once', async () => {
    const api = caller(t, await login(t, LOGIN));
    const announced: number[] = [];
    t.deps.events.on('user.profileChanged', async (e) => {
      announced.push(e.userId);
    });
    const res = await api.post<MemberProfile>('/userSetCtl/updateProfile', {
      userName: '王晓明',
      userFace: 'female2',
      sex: 2,
      email: 'wang@example.cn',
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({
      userName: '王晓明',
      userFace: 'female2',
      sex: 2,
      email: 'wang@example.cn',
    });
    expect(announced).toEqual([userId]);
    // Same name and avatar: only the e-mail changes, nothing to announce to the chat.
    await api.post('/userSetCtl/updateProfile', { userName: '王晓明', email: '' });
    expect(announced).toEqual([userId]);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ userName: '王晓明', email: null, mobile: LOGIN });
  });

  it('refuses bad input with translated field messages and writes nothing', async () => {
    const api = caller(t, await login(t, LOGIN), 'zh-CN');
    const res = await api.post('/userSetCtl/updateProfile', {
      userName: ' ',
      email: 'not-an-email',
      userFace: 'javascript:alert(1)',
    });
    expect(res.status).toBe(400);
    const fields = (res.body.data as { fields: { field: string; message: string }[] }).fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'userName', message: '请输入姓名' },
        { field: 'email', message: '邮箱格式不正确' },
        { field: 'userFace', message: '头像格式不正确' },
      ]),
    );
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, userId));
    expect(row!.userName).toBe('王晓明');
  });

  it('needs a login', async () => {
    expect((await t.call({ method: 'GET', url: '/userSetCtl/selectProfile' })).status).toBe(401);
  });
});

describe('security level on password change', () => {
  it('stores the level the client sent and shows it; a reset forgets it', async () => {
    const api = caller(t, await login(t, '13800002003'));
    const change = await api.post('/userMember/updatePassWord', {
      oldPassword: md5(PASSWORD),
      newPassword: md5('Better#Pass1'),
      securityLevel: 'strong',
    });
    expect(change.status, change.body.message).toBe(200);
    const again = caller(t, await login(t, '13800002003', 'Better#Pass1'));
    const profile = await again.get<MemberProfile>('/userSetCtl/selectProfile');
    expect(profile.body.data.securityLevel).toBe('strong');
    expect(profile.body.data.passwordChangedAt).not.toBeNull();
    expect((await again.get<SessionsOverview>('/userSetCtl/selectSessions')).body.data.securityLevel).toBe(
      'strong',
    );

    const bad = await again.post('/userMember/updatePassWord', {
      oldPassword: md5('Better#Pass1'),
      newPassword: md5('x'),
      securityLevel: 'excellent',
    });
    expect(bad.status).toBe(400);
  });
});

describe('sessions (/userSetCtl/selectSessions, revokeSession, revokeOtherSessions)', () => {
  it('lists only the login’s live sessions with an opaque id, device and the current one marked', async () => {
    await loginFrom(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1',
    );
    const desktop = await loginFrom(CHROME);
    const other = await loginFrom(CHROME, '13800002002');
    await other.get('/userSetCtl/selectSessions');

    const res = await desktop.get<SessionsOverview>('/userSetCtl/selectSessions');
    const list = res.body.data.sessions;
    const current = list.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]!.device).toBe('Chrome · Windows');
    expect(list.some((s) => s.device === 'Safari · iOS')).toBe(true);
    // Never the token nor its stored hash.
    const stored = await t.deps.db.select().from(sessions).where(eq(sessions.userId, userId));
    const text = JSON.stringify(res.body.data);
    for (const row of stored) expect(text).not.toContain(row.tokenHash.slice(0, 12));
    expect(text).not.toContain(desktop.token);
    expect(res.body.data.history.length).toBeGreaterThanOrEqual(list.length);
  });

  it('revokes one own session by id; another login’s id is not found; revoking the current logs out', async () => {
    const phone = await loginFrom('Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36');
    const desktop = await loginFrom(CHROME);
    const stranger = await loginFrom(CHROME, '13800002002');
    const mine = (await desktop.get<SessionsOverview>('/userSetCtl/selectSessions')).body.data.sessions;
    const phoneId = mine.find((s) => !s.current && s.device === 'Chrome · Android')!.id;

    const foreign = await stranger.post('/userSetCtl/revokeSession', { id: phoneId });
    expect(foreign.status).toBe(404);
    expect((await phone.get('/userSetCtl/selectProfile')).status).toBe(200);

    const res = await desktop.post('/userSetCtl/revokeSession', { id: phoneId });
    expect(res.body.data).toEqual({ current: false });
    expect((await phone.get('/userSetCtl/selectProfile')).status).toBe(406);
    expect((await desktop.post('/userSetCtl/revokeSession', { id: phoneId })).status).toBe(404);

    const currentId = (
      await desktop.get<SessionsOverview>('/userSetCtl/selectSessions')
    ).body.data.sessions.find((s) => s.current)!.id;
    expect((await desktop.post('/userSetCtl/revokeSession', { id: currentId })).body.data).toEqual({
      current: true,
    });
    expect((await desktop.get('/userSetCtl/selectProfile')).status).toBe(406);
  });

  it('logs out every other device of the login and keeps the caller and other logins', async () => {
    const a = await loginFrom(CHROME);
    const b = await loginFrom(CHROME);
    const stranger = await loginFrom(CHROME, '13800002002');
    const res = await a.post<{ revoked: number }>('/userSetCtl/revokeOtherSessions', {});
    expect(res.body.data.revoked).toBeGreaterThanOrEqual(1);
    expect((await b.get('/userSetCtl/selectProfile')).status).toBe(406);
    expect((await a.get('/userSetCtl/selectProfile')).status).toBe(200);
    expect((await stranger.get('/userSetCtl/selectProfile')).status).toBe(200);
    const overview = (await a.get<SessionsOverview>('/userSetCtl/selectSessions')).body.data;
    expect(overview.sessions).toHaveLength(1);
    expect(overview.history.some((h) => h.state === 'ended')).toBe(true);
    const [row] = await t.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(a.token)));
    expect(row!.revokedAt).toBeNull();
  });
});
