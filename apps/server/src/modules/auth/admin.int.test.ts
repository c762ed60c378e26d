import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, md5, PASSWORD, registerAccount } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { hashPassword } from './passwords.ts';
import { platformAdmins } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.deps.db
    .insert(platformAdmins)
    .values({ loginCode: 'root@renli.test', passwordHash: await hashPassword(md5(PASSWORD)), name: '运维' });
  await registerAccount(t, { loginCode: '13700001111', userType: 1 });
});
afterAll(() => t.close());

const adminLogin = async (password = PASSWORD) =>
  t.call<{ access_token: string }>({
    method: 'POST',
    url: '/anon/generateMngToken',
    payload: { userLoginCode: 'root@renli.test', password: md5(password) },
  });

describe('platform admin', () => {
  it('logs in separately and cannot use user endpoints, nor users admin ones', async () => {
    const res = await adminLogin();
    expect(res.status).toBe(200);
    const adminToken = res.body.data.access_token;
    const info = await t.call({
      method: 'GET',
      url: '/adminCtl/selectAdminInfo',
      headers: { access_token: adminToken },
    });
    expect(info.body.data).toMatchObject({ name: '运维', userLoginCode: 'root@renli.test' });
    expect(
      (await t.call({ method: 'GET', url: '/selectAuthByToken', headers: { access_token: adminToken } }))
        .status,
    ).toBe(403);

    const userToken = await login(t, '13700001111');
    expect(
      (
        await t.call({
          method: 'GET',
          url: '/adminCtl/selectAdminInfo',
          headers: { access_token: userToken },
        })
      ).status,
    ).toBe(403);
    // A user login code is not an admin login.
    const asAdmin = await t.call({
      method: 'POST',
      url: '/anon/generateMngToken',
      payload: { userLoginCode: '13700001111', password: md5(PASSWORD) },
    });
    expect(asAdmin.status).toBe(400);
  });

  it('changes the admin password and revokes admin sessions', async () => {
    const token = (await adminLogin()).body.data.access_token;
    const res = await t.call({
      method: 'POST',
      url: '/adminCtl/updateAdminPassword',
      headers: { access_token: token },
      payload: { oldPassword: md5(PASSWORD), newPassword: md5('Admin#2027') },
    });
    expect(res.status).toBe(200);
    expect(
      (await t.call({ method: 'GET', url: '/adminCtl/selectAdminInfo', headers: { access_token: token } }))
        .status,
    ).toBe(406);
    expect((await adminLogin()).status).toBe(400);
    expect((await adminLogin('Admin#2027')).status).toBe(200);
  });
});
