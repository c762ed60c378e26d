import { type MyStaffRecord, STAFF_DEFAULT_PASSWORD, type StaffAccount } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller, setUpTenants } from '../../core/resources/test-fixtures.ts';
import { login, md5, registerAccount } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { addStaffMember } from './records.ts';

const CTL = '/companyStaffMemberCtl';
let t: TestApp;
let tenants: Awaited<ReturnType<typeof setUpTenants>>;
let api: Caller;
beforeAll(async () => {
  t = await createTestApp();
  tenants = await setUpTenants(t);
  api = tenants.a.api;
});
afterAll(() => t.close());

const insert = async (input: object) => {
  const res = await api.post<StaffAccount>('/compStaffMember/insert', input);
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
};
const mustChange = async (token: string) =>
  (await caller(t, token).get<{ mustChangePassword: boolean }>('/companyMemberCtl/selectUserInfoByToken'))
    .body.data.mustChangePassword;
const alive = async (token: string) =>
  (await caller(t, token).get('/companyMemberCtl/selectUserInfoByToken')).status === 200;

describe('companyStaffMemberCtl/updateLoginStatus', () => {
  it('closes a login (sessions end, no new login) and opens it again', async () => {
    const row = await insert({ staffName: '关闭者', mobile: '13822220001' });
    const token = await login(t, '13822220001', STAFF_DEFAULT_PASSWORD);
    const closed = await api.post(`${CTL}/updateLoginStatus`, { ids: [row.id], loginStatus: 2 });
    expect(closed.body.data).toEqual({ updated: 1 });
    expect(await alive(token)).toBe(false);
    const refused = await t.call({
      method: 'POST',
      url: '/anon/generateToken',
      payload: { userLoginCode: '13822220001', password: md5(STAFF_DEFAULT_PASSWORD) },
    });
    expect(refused.status).toBe(403);
    await api.post(`${CTL}/updateLoginStatus`, { ids: [row.id], loginStatus: 1 });
    expect(await alive(await login(t, '13822220001', STAFF_DEFAULT_PASSWORD))).toBe(true);
  });

  it("refuses another company's ids (404), plain staff (403) and a staff admin closing themselves", async () => {
    const row = await insert({ staffName: '某人', mobile: '13822220002' });
    expect(
      (await tenants.b.api.post(`${CTL}/updateLoginStatus`, { ids: [row.id], loginStatus: 2 })).status,
    ).toBe(404);
    expect(
      (await tenants.plainStaff.api.post(`${CTL}/updateLoginStatus`, { ids: [row.id], loginStatus: 2 }))
        .status,
    ).toBe(403);
    const self = await tenants.staffAdmin.api.post(`${CTL}/updateLoginStatus`, {
      ids: [tenants.staffAdmin.staffId],
      loginStatus: 2,
    });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot close or remove your own account');
    expect(
      (await tenants.staffAdmin.api.post(`${CTL}/updateLoginStatus`, { ids: [row.id], loginStatus: 2 }))
        .status,
    ).toBe(200);
    expect((await api.post(`${CTL}/updateLoginStatus`, { ids: [row.id], loginStatus: 3 })).status).toBe(400);
  });
});

describe('companyStaffMemberCtl/resetPassword', () => {
  it('puts a staff login back on the default password, to be changed at the next login, and ends its sessions', async () => {
    const row = await insert({ staffName: '忘密码', mobile: '13822220003', password: md5('Mine#2026') });
    const token = await login(t, '13822220003', 'Mine#2026');
    expect(await mustChange(token)).toBe(false);
    expect((await api.post(`${CTL}/resetPassword`, { id: row.id })).body.data).toEqual({ reset: true });
    expect(await alive(token)).toBe(false);
    expect(await mustChange(await login(t, '13822220003', STAFF_DEFAULT_PASSWORD))).toBe(true);
  });

  it('asks for a new password until the staff member has chosen one', async () => {
    await insert({ staffName: '新员工', mobile: '13822220009' });
    const first = await login(t, '13822220009', STAFF_DEFAULT_PASSWORD);
    expect(await mustChange(first)).toBe(true);
    const changed = await caller(t, first).post('/compStffMember/updatePassWord', {
      oldPassword: md5(STAFF_DEFAULT_PASSWORD),
      newPassword: md5('Chosen#2026'),
    });
    expect(changed.status, changed.body.message).toBe(200);
    expect(await mustChange(await login(t, '13822220009', 'Chosen#2026'))).toBe(false);
  });

  it("refuses to reset a person's own login linked as staff", async () => {
    await registerAccount(t, { loginCode: '13822220004', userType: 1 });
    const row = await insert({ staffName: '个人', mobile: '13822220004' });
    const res = await api.post(`${CTL}/resetPassword`, { id: row.id });
    expect(res.status).toBe(403);
    expect(await login(t, '13822220004')).toBeTruthy();
  });
});

describe('companyStaffMemberCtl/updateAdmin', () => {
  it('lets only the company account grant admin flags with a scope', async () => {
    const row = await insert({ staffName: '新管理员', mobile: '13822220005' });
    const granted = await api.post<StaffAccount>(`${CTL}/updateAdmin`, {
      id: row.id,
      staffAdmin: 1,
      adminScope: ['hro', 'hrm'],
    });
    expect(granted.body.data).toMatchObject({ staffAdmin: 1, adminScope: 'hrm,hro', version: 2 });
    const byAdmin = await tenants.staffAdmin.api.post(`${CTL}/updateAdmin`, { id: row.id, staffAdmin: 0 });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.message).toBe('Only the company account can set staff administrators');
    const own = await tenants.staffAdmin.api.post(`${CTL}/updateAdmin`, {
      id: tenants.staffAdmin.staffId,
      staffAdmin: 0,
    });
    expect(own.status).toBe(403);
    expect((await api.post(`${CTL}/updateAdmin`, { id: row.id, staffAdmin: 1, adminScope: [] })).status).toBe(
      400,
    );
    expect(
      (await api.post(`${CTL}/updateAdmin`, { id: row.id, staffAdmin: 1, adminScope: ['crm'] })).status,
    ).toBe(400);
    const revoked = await api.post<StaffAccount>(`${CTL}/updateAdmin`, {
      id: row.id,
      staffAdmin: 0,
      adminScope: ['hrm'],
    });
    expect(revoked.body.data).toMatchObject({ staffAdmin: 0, adminScope: '' });
    expect(
      (await tenants.b.api.post(`${CTL}/updateAdmin`, { id: row.id, staffAdmin: 1, adminScope: ['hrm'] }))
        .status,
    ).toBe(404);
  });
});

describe('companyStaffMemberCtl/selectMy', () => {
  it('shows a position held as text the same in 我的, the roster and the address book (issue 16, item 6)', async () => {
    const userId = await registerAccount(t, { loginCode: '13822220016', userType: 1, userName: '赵总监' });
    await addStaffMember(t.deps.db, {
      compId: tenants.a.compId,
      userId,
      staffName: '赵总监',
      position: '人力资源总监',
    });
    const me = caller(t, await login(t, '13822220016'));
    expect((await me.get<MyStaffRecord>(`${CTL}/selectMy`)).body.data.positionName).toBe('人力资源总监');
    const roster = await api.post<{ list: StaffAccount[] }>('/compStaffMember/selectPage', {
      searchText: '赵总监',
    });
    expect(roster.status, roster.body.message).toBe(200);
    expect(roster.body.data.list.map((s) => s.positionName)).toEqual(['人力资源总监']);
    const book = await me.post<{ result: { list: { position: string | null }[] } }>(
      '/compStaffMember/getStaff',
      { searchText: '赵总监' },
    );
    expect(book.status, book.body.message).toBe(200);
    expect(book.body.data.result.list.map((s) => s.position)).toEqual(['人力资源总监']);
  });

  it('gives a staff member their own record with names; the company account and persons get 403', async () => {
    const dept = (await api.post<{ id: number }>('/cCompDepartment/insert', { name: '财务部' })).body.data;
    const position = (await api.post<{ id: number }>('/cCompPosition/insert', { name: '会计' })).body.data;
    const rank = (await api.post<{ id: number }>('/cCompRank/insert', { name: 'P5', level: 5 })).body.data;
    await insert({
      staffName: '我自己',
      mobile: '13822220006',
      deptId: dept.id,
      positionId: position.id,
      rankId: rank.id,
      jobNo: 'ME-1',
    });
    const me = caller(t, await login(t, '13822220006', STAFF_DEFAULT_PASSWORD));
    const mine = await me.get<MyStaffRecord>(`${CTL}/selectMy`);
    expect(mine.body.data).toMatchObject({
      staffName: '我自己',
      mobile: '13822220006',
      deptName: '财务部',
      positionName: '会计',
      rankName: 'P5',
      jobNo: 'ME-1',
      compId: tenants.a.compId,
      compName: '资源甲公司',
    });
    expect((await api.get(`${CTL}/selectMy`)).status).toBe(403);
    await registerAccount(t, { loginCode: '13822220007', userType: 1 });
    const person = caller(t, await login(t, '13822220007'));
    expect((await person.get(`${CTL}/selectMy`)).status).toBe(403);
  });
});
