import type { AdminAccount } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5, PASSWORD } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { adminLogin, adminSession, asToken } from './test-admin.ts';

let t: TestApp;
let me: Awaited<ReturnType<typeof adminSession>>;
beforeAll(async () => {
  t = await createTestApp();
  me = await adminSession(t);
});
afterAll(() => t.close());

describe('/Set: platform admin accounts', () => {
  it('adds an admin who can then log in; a taken login is a 409', async () => {
    const added = await me.as<AdminAccount>('/admin/set/insert', {
      loginCode: 'ops@renli.test',
      name: '值班',
      password: md5(PASSWORD),
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ loginCode: 'ops@renli.test', status: 1, self: false });
    expect(await adminLogin(t, 'ops@renli.test')).toMatch(/./);
    const twin = await me.as('/admin/set/insert', {
      loginCode: 'ops@renli.test',
      name: '另一个',
      password: md5(PASSWORD),
    });
    expect(twin.status).toBe(409);
    expect(twin.body.message).toContain('ops@renli.test');
    expect(
      (await me.as('/admin/set/insert', { loginCode: 'a b', name: 'x', password: md5(PASSWORD) })).status,
    ).toBe(400);

    const list = await me.as<{ list: AdminAccount[] }>('/admin/set/selectPage', { keyword: 'renli' });
    expect(list.body.data.list.map((a) => [a.loginCode, a.self])).toEqual([
      ['root@renli.test', true],
      ['ops@renli.test', false],
    ]);
  });

  it('keeps logins lower-cased, so one typed with capitals logs in and cannot be added twice', async () => {
    const added = await me.as<AdminAccount>('/admin/set/insert', {
      loginCode: 'Night.Shift',
      name: '夜班',
      password: md5(PASSWORD),
    });
    expect(added.body.data).toMatchObject({ loginCode: 'night.shift' });
    expect(await adminLogin(t, 'Night.Shift')).toMatch(/./);
    const twin = await me.as('/admin/set/insert', {
      loginCode: 'night.SHIFT',
      name: '夜班二',
      password: md5(PASSWORD),
    });
    expect(twin.status).toBe(409);
  });

  it('disabling ends that admin’s sessions and logins; nobody disables themselves', async () => {
    const other = await adminSession(t, 'night@renli.test');
    expect((await other.as('/adminCtl/selectAdminInfo')).status).toBe(200);
    const self = await me.as('/admin/set/updateStatus', { id: me.id, status: 2 });
    expect(self.status).toBe(400);
    expect(self.body.message).toContain('不能停用自己');

    expect((await me.as('/admin/set/updateStatus', { id: other.id, status: 2 })).status).toBe(200);
    expect((await other.as('/adminCtl/selectAdminInfo')).status).toBe(406);
    await expect(adminLogin(t, 'night@renli.test')).rejects.toThrow(/403/);
    await me.as('/admin/set/updateStatus', { id: other.id, status: 1 });
    expect(await adminLogin(t, 'night@renli.test')).toMatch(/./);
    expect((await me.as('/admin/set/updateStatus', { id: 99999, status: 2 })).status).toBe(404);
  });

  it('resets a password and ends the old sessions', async () => {
    const other = await adminSession(t, 'reset@renli.test');
    expect(
      (await me.as('/admin/set/resetPassword', { id: other.id, password: md5('Fresh#2027') })).status,
    ).toBe(200);
    expect((await other.as('/adminCtl/selectAdminInfo')).status).toBe(406);
    await expect(adminLogin(t, 'reset@renli.test')).rejects.toThrow(/400/);
    expect(await adminLogin(t, 'reset@renli.test', 'Fresh#2027')).toMatch(/./);
  });

  it('is closed to user tokens and strangers', async () => {
    expect((await asToken(t, null)('/admin/set/selectPage', {})).status).toBe(401);
  });
});
