import { type DepartmentGroupResult, GROUP_ROLES } from '@renli/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller, setUpTenants } from '../core/resources/test-fixtures.ts';
import { login, registerAccount } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { chatGroupMembers, chatGroups } from './schema.ts';

const URL = '/chat/departmentGroup';
let t: TestApp;
let tenants: Awaited<ReturnType<typeof setUpTenants>>;
let person: Caller;
let hr = 0;
let recruiting = 0;
let empty = 0;
/** The logins of HR's active staff with an open login: the members a department group gets. */
const hrMembers: number[] = [];

/** A staff record of company A made by its account, as the staff screen does; answers its row. */
async function hire(staffName: string, mobile: string, deptId: number) {
  const res = await tenants.a.api.post<{ id: number; userId: number }>('/compStaffMember/insert', {
    staffName,
    mobile,
    deptId,
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
}

const department = async (name: string, parentId?: number) =>
  (await tenants.a.api.post<{ id: number }>('/cCompDepartment/insert', { name, parentId })).body.data.id;

const members = async (groupID: string) =>
  t.deps.db
    .select({ userId: chatGroupMembers.userId, role: chatGroupMembers.role })
    .from(chatGroupMembers)
    .where(eq(chatGroupMembers.groupId, groupID));

beforeAll(async () => {
  t = await createTestApp();
  tenants = await setUpTenants(t);
  hr = await department('人力资源部');
  recruiting = await department('招聘组', hr);
  empty = await department('空部门');
  for (const [name, mobile] of [
    ['张伟', '13620000001'],
    ['刘芳', '13620000002'],
  ] as const) {
    hrMembers.push((await hire(name, mobile, hr)).userId);
  }
  // Not members: a closed login, a removed record, a sub-department's staff.
  const closed = await hire('陈静', '13620000003', hr);
  await tenants.a.api.post('/companyStaffMemberCtl/updateLoginStatus', { ids: [closed.id], loginStatus: 2 });
  const removed = await hire('杨洋', '13620000004', hr);
  await tenants.a.api.post('/compStaffMember/delete', { ids: [removed.id] });
  await hire('赵丽娟', '13620000005', recruiting);
  await registerAccount(t, { loginCode: '13820000001', userType: 1, userName: '求职者' });
  person = caller(t, await login(t, '13820000001'));
});
afterAll(() => t.close());

const create = (as: Caller, deptId: number) => as.post<DepartmentGroupResult>(URL, { deptId });
/** The same caller reading Chinese. */
const zh = (as: Caller) => caller(t, as.token, 'zh-CN');

describe('department groups (issue 16)', () => {
  it("a staff admin makes one of the department's active staff, named after it and owned by them", async () => {
    const res = await create(tenants.staffAdmin.api, hr);
    expect(res.status, res.body.message).toBe(200);
    // The admin and HR's two active staff with open logins: 3.
    expect(res.body.data).toMatchObject({ name: '人力资源部', memberCount: 3 });
    const [group] = await t.deps.db
      .select({ type: chatGroups.type, ownerId: chatGroups.ownerId })
      .from(chatGroups)
      .where(eq(chatGroups.groupId, res.body.data.groupID));
    const admin = (await members(res.body.data.groupID)).find((m) => m.role === GROUP_ROLES.OWNER);
    expect(group?.type).toBe('Public');
    expect(group?.ownerId).toBe(admin?.userId);
    expect((await members(res.body.data.groupID)).map((m) => Number(m.userId)).sort()).toEqual(
      [Number(admin?.userId), ...hrMembers].sort(),
    );
  });

  it('the company account may do it too, and a long name is cut to the 20 characters of a group name', async () => {
    const long = await department('一二三四五六七八九十一二三四五六七八九十超出');
    await hire('孙浩然', '13620000006', long);
    const res = await create(tenants.a.api, long);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ name: '一二三四五六七八九十一二三四五六七八九十', memberCount: 2 });
    const owner = (await members(res.body.data.groupID)).find((m) => m.role === GROUP_ROLES.OWNER);
    expect(owner?.userId).toBe(String(tenants.a.ownerId));
  });

  it('refuses plain staff and people without a company', async () => {
    const plain = await create(zh(tenants.plainStaff.api), hr);
    expect(plain.status).toBe(403);
    expect(plain.body.message).toBe('只有企业管理员或员工管理员可以创建部门群');
    expect((await create(person, hr)).status).toBe(403);
  });

  it("refuses another company's department as if it did not exist", async () => {
    const res = await create(zh(tenants.b.api), hr);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('部门不存在');
    expect((await create(tenants.a.api, 999_999)).status).toBe(404);
  });

  it('refuses a department nobody could join', async () => {
    const res = await create(zh(tenants.a.api), empty);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('该部门（不含下级部门）还没有可以加入群聊的在职员工');
  });
});
