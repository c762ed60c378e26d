import {
  STAFF_DEFAULT_PASSWORD,
  type StaffAccount,
  type StaffInvitation,
  StaffStatus,
} from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller, setUpTenants } from '../../core/resources/test-fixtures.ts';
import { login, md5, registerAccount } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const CTL = '/companyStaffMemberCtl';
const VICTIM_PASSWORD = 'Victim#2026';
let t: TestApp;
let tenants: Awaited<ReturnType<typeof setUpTenants>>;
let a: Caller;
let b: Caller;
beforeAll(async () => {
  t = await createTestApp();
  tenants = await setUpTenants(t);
  a = tenants.a.api;
  b = tenants.b.api;
});
afterAll(() => t.close());

const insert = async (api: Caller, input: object) => {
  const res = await api.post<StaffAccount>('/compStaffMember/insert', input);
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
};
const identityKeys = async (token: string) =>
  (await caller(t, token).get<{ identityKey: string }[]>('/changeUserList')).body.data.map(
    (i) => i.identityKey,
  );

describe('a company linking a login it did not create (issue 14, item 1)', () => {
  it("cannot take over another company's staff admin: invited, no reset, no identity", async () => {
    // Company A's staff admin, a login A created with a password the staff member chose.
    const victim = await insert(a, {
      staffName: '受害者',
      mobile: '13833330001',
      password: md5(VICTIM_PASSWORD),
    });
    await a.post(`${CTL}/updateAdmin`, { id: victim.id, staffAdmin: 1, adminScope: ['hrm', 'hro'] });

    // The reproduction of the issue: B links the mobile, then resets the password.
    const linked = await insert(b, { staffName: 'x', mobile: '13833330001' });
    expect(linked).toMatchObject({ userId: victim.userId, status: StaffStatus.INVITED });
    const reset = await b.post(`${CTL}/resetPassword`, { id: linked.id });
    expect(reset.status).toBe(403);
    expect(reset.body.message).toBe(
      'This login was not created by your company, or it is also used elsewhere: only its owner can change its password',
    );
    await expect(login(t, '13833330001', STAFF_DEFAULT_PASSWORD)).rejects.toThrow();
    const token = await login(t, '13833330001', VICTIM_PASSWORD);
    // The invitation is not an identity: nothing to switch to in B.
    expect(await identityKeys(token)).toEqual([`staff:${tenants.a.compId}:${victim.id}`]);
    const switched = await caller(t, token).get(
      `/anon/changeUser?identityKey=staff:${tenants.b.compId}:${linked.id}`,
    );
    expect(switched.status).toBe(403);
    // A's own reset of its own login still works while the login acts only in A.
    expect((await a.post(`${CTL}/resetPassword`, { id: victim.id })).status).toBe(200);
  });

  it('lets the login owner accept: the identity appears, and neither company may reset it any more', async () => {
    const own = await insert(a, {
      staffName: '双职工',
      mobile: '13833330002',
      password: md5(VICTIM_PASSWORD),
    });
    const invited = await insert(b, { staffName: '双职工', mobile: '13833330002' });
    const me = caller(t, await login(t, '13833330002', VICTIM_PASSWORD));
    const invitations = (await me.get<StaffInvitation[]>(`${CTL}/myInvitations`)).body.data;
    expect(invitations).toEqual([
      expect.objectContaining({
        id: invited.id,
        compId: tenants.b.compId,
        compName: '资源乙公司',
        staffName: '双职工',
      }),
    ]);
    // Nobody else answers for the login: not company B, not another login.
    expect((await b.post(`${CTL}/answerInvitation`, { id: invited.id, accept: true })).status).toBe(404);
    expect(
      (await tenants.plainStaff.api.post(`${CTL}/answerInvitation`, { id: invited.id, accept: true })).status,
    ).toBe(404);

    const accepted = await me.post(`${CTL}/answerInvitation`, { id: invited.id, accept: true });
    expect(accepted.body.data).toEqual({ status: StaffStatus.ACTIVE });
    const token = await login(t, '13833330002', VICTIM_PASSWORD);
    expect(await identityKeys(token)).toEqual(
      expect.arrayContaining([
        `staff:${tenants.a.compId}:${own.id}`,
        `staff:${tenants.b.compId}:${invited.id}`,
      ]),
    );
    // The login now acts in two companies: its password is its owner's alone.
    expect((await a.post(`${CTL}/resetPassword`, { id: own.id })).status).toBe(403);
    expect((await b.post(`${CTL}/resetPassword`, { id: invited.id })).status).toBe(403);
    expect((await me.get<StaffInvitation[]>(`${CTL}/myInvitations`)).body.data).toEqual([]);
    // Answered once only.
    expect((await me.post(`${CTL}/answerInvitation`, { id: invited.id, accept: false })).status).toBe(404);
  });

  it("declining removes the invitation; a person's own login is always invited", async () => {
    await registerAccount(t, { loginCode: '13833330003', userType: 1, userName: '求职者' });
    const invited = await insert(a, { staffName: '求职者', mobile: '13833330003' });
    expect(invited.status).toBe(StaffStatus.INVITED);
    expect((await a.post(`${CTL}/resetPassword`, { id: invited.id })).status).toBe(403);
    const me = caller(t, await login(t, '13833330003'));
    const declined = await me.post(`${CTL}/answerInvitation`, { id: invited.id, accept: false });
    expect(declined.body.data).toEqual({ status: StaffStatus.REMOVED });
    const list = await a.post<{ list: StaffAccount[] }>('/compStaffMember/selectPage', {
      searchText: '13833330003',
    });
    expect(list.body.data.list).toEqual([]);
    // The company may invite again later.
    expect((await insert(a, { staffName: '求职者', mobile: '13833330003' })).status).toBe(
      StaffStatus.INVITED,
    );
  });

  it('re-links a former staff login the company created and that acts nowhere else without asking', async () => {
    const first = await insert(a, { staffName: '回流员工', mobile: '13833330004' });
    expect((await a.post('/compStaffMember/delete', { ids: [first.id] })).status).toBe(200);
    const again = await insert(a, { staffName: '回流员工', mobile: '13833330004' });
    expect(again).toMatchObject({ userId: first.userId, status: StaffStatus.ACTIVE });
  });
});
