import type { StaffSearchResult } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller, setUpTenants } from '../../core/resources/test-fixtures.ts';
import { login, registerAccount } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createDepartment } from '../org/service.ts';
import { addStaffMember } from './records.ts';

const URL = '/compStaffMember/getStaff';
let t: TestApp;
let tenants: Awaited<ReturnType<typeof setUpTenants>>;
let hrmAdmin: Caller;
let person: Caller;

/** Registers a person and makes them staff of the company; returns their user id. */
async function hire(compId: number, loginCode: string, staffName: string, extra: object = {}) {
  const userId = await registerAccount(t, { loginCode, userType: 1, userName: staffName });
  await addStaffMember(t.deps.db, { compId, userId, staffName, ...extra });
  return userId;
}

beforeAll(async () => {
  t = await createTestApp();
  tenants = await setUpTenants(t);
  const { a, b } = tenants;
  const sales = await createDepartment(t.deps.db, { compId: a.compId, name: '销售部' });
  const research = await createDepartment(t.deps.db, { compId: a.compId, name: 'Research_Lab' });
  await hire(a.compId, '13611112222', '王建国', { deptId: sales.id, position: '销售总监' });
  await hire(a.compId, '13633334444', '李秀英', { deptId: research.id, position: '测试工程师' });
  await hire(a.compId, '13655556666', '郭佳怡', { deptId: sales.id, employeeType: 2 });
  await hire(a.compId, '13677778888', '100%达人', { employeeType: 2 });
  for (let i = 0; i < 8; i += 1) await hire(a.compId, `1369000000${i}`, `员工${i}`);
  await hire(b.compId, '13511112222', '王建国乙');
  await hire(a.compId, '13699990000', '招聘主管', { staffAdmin: 1, adminScope: 'hrm' });
  hrmAdmin = caller(t, await login(t, '13699990000'));
  await registerAccount(t, { loginCode: '13800000001', userType: 1, userName: '求职者' });
  person = caller(t, await login(t, '13800000001'));
});
afterAll(() => t.close());

const search = (body: object, as: Caller = tenants.plainStaff.api) => as.post<StaffSearchResult>(URL, body);
const names = async (body: object, as?: Caller) =>
  (await search(body, as)).body.data.result.list.map((s) => s.staffName);

describe('getStaff: the address book of the caller company', () => {
  it('pages 10 at a time by default over every staff member', async () => {
    const first = await search({});
    expect(first.status).toBe(200);
    // setUpTenants' two staff, 12 hired above and the HRM admin.
    expect(first.body.data.result).toMatchObject({ total: 15, pageNum: 1, pageSize: 10 });
    expect(first.body.data.result.list).toHaveLength(10);
    const last = await search({ pageNum: 2 });
    expect(last.body.data.result.list).toHaveLength(5);
    const seen = [...first.body.data.result.list, ...last.body.data.result.list].map((s) => s.userId);
    expect(new Set(seen).size).toBe(15);
    expect(first.body.data.result.list[2]).toMatchObject({
      staffName: '王建国',
      jobNo: null,
      deptName: '销售部',
      position: '销售总监',
      employeeType: 1,
      mobile: '13611112222',
      staffPhotoWebAddr: null,
    });
  });

  it('searches a Chinese name, part of a mobile number or a department name', async () => {
    expect(await names({ searchText: '建国' })).toEqual(['王建国']);
    expect(await names({ searchText: '3334' })).toEqual(['李秀英']);
    expect(await names({ searchText: '销售' })).toEqual(['王建国', '郭佳怡']);
    expect(await names({ searchText: 'research_' })).toEqual(['李秀英']);
  });

  it('treats LIKE wildcards as plain text', async () => {
    expect(await names({ searchText: '%' })).toEqual(['100%达人']);
    expect(await names({ searchText: '_' })).toEqual(['李秀英']);
    expect(await names({ searchText: '\\' })).toEqual([]);
  });

  it('filters by employee type and login status, by POST body or GET query', async () => {
    expect(await names({ employeeType: 2 })).toEqual(['郭佳怡', '100%达人']);
    expect((await search({ status: 2 })).body.data.result.total).toBe(0);
    const get = await tenants.plainStaff.api.get<StaffSearchResult>(`${URL}?employeeType=2&pageSize=1`);
    expect(get.status).toBe(200);
    expect(get.body.data.result).toMatchObject({ total: 2, pageSize: 1, list: [{ staffName: '郭佳怡' }] });
    expect((await search({ employeeType: 3 })).status).toBe(400);
  });

  it('shows an HRM-scoped staff admin only internal staff', async () => {
    expect((await search({ employeeType: 2 }, hrmAdmin)).body.data.result.total).toBe(0);
    expect((await search({}, hrmAdmin)).body.data.result.total).toBe(13);
    expect((await search({}, tenants.staffAdmin.api)).body.data.result.total).toBe(15);
    expect((await search({}, tenants.a.api)).body.data.result.total).toBe(15);
  });
});

describe('getStaff: tenancy', () => {
  it('never lists another company staff', async () => {
    expect(await names({ searchText: '王建国' })).toEqual(['王建国']);
    expect(await names({ searchText: '王建国' }, tenants.b.api)).toEqual(['王建国乙']);
  });

  it('refuses a compId other than the caller company, and people without a company', async () => {
    const other = await search({ compId: tenants.b.compId, searchText: '王建国' });
    expect(other.status).toBe(403);
    expect(other.body.data).toBeNull();
    expect((await search({ compId: tenants.a.compId })).status).toBe(200);
    const refused = await search({}, person);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'You do not have permission to do this; ask your company administrator',
    );
  });
});

describe('getStaff: positions', () => {
  it('shows the name of the position record a staff member holds', async () => {
    const position = await tenants.a.api.post<{ id: number }>('/cCompPosition/insert', {
      name: '产品经理',
      sort: 1,
    });
    const staff = await tenants.a.api.post('/compStaffMember/insert', {
      staffName: '周产品',
      mobile: '13612340000',
      positionId: position.body.data.id,
    });
    expect(staff.status, staff.body.message).toBe(200);
    const [row] = (await search({ searchText: '周产品' })).body.data.result.list;
    expect(row).toMatchObject({ staffName: '周产品', position: '产品经理' });
  });
});

describe('getStaff: pinyin, job numbers and departments (issue 16)', () => {
  let development = 0;
  beforeAll(async () => {
    development = (await createDepartment(t.deps.db, { compId: tenants.a.compId, name: '研发部' })).id;
    const hire = (staffName: string, mobile: string, extra: object = {}) =>
      tenants.a.api.post('/compStaffMember/insert', { staffName, mobile, ...extra });
    await hire('张三', '13612345001', { jobNo: 'RL-0001', deptId: development });
    await hire('张伟', '13612345002', { jobNo: 'RL-0002', deptId: development });
    await hire('单田芳', '13612345003');
  });

  it('finds 张三 by "zs", its syllables or a part of them', async () => {
    expect(await names({ searchText: 'zs' })).toEqual(['张三']);
    expect(await names({ searchText: 'ZS' })).toEqual(['张三']);
    expect(await names({ searchText: 'zhang san' })).toEqual(['张三']);
    expect(await names({ searchText: 'zhang' })).toEqual(['张三', '张伟']);
    expect(await names({ searchText: 'zw' })).toEqual(['张伟']);
    expect(await names({ searchText: 'wjg' })).toEqual(['王建国']);
    // 单 as a surname is shan.
    expect(await names({ searchText: 'stf' })).toEqual(['单田芳']);
  });

  it('finds a job number, whole or in part', async () => {
    expect(await names({ searchText: 'RL-0002' })).toEqual(['张伟']);
    expect(await names({ searchText: 'rl-000' })).toEqual(['张三', '张伟']);
  });

  it("lists one department's staff, or those without a department (0)", async () => {
    expect(await names({ deptId: development })).toEqual(['张三', '张伟']);
    expect(await names({ deptId: development, searchText: 'zw' })).toEqual(['张伟']);
    const unplaced = await names({ deptId: 0, pageSize: 100 });
    expect(unplaced).toContain('单田芳');
    expect(unplaced).not.toContain('张三');
    expect(unplaced).not.toContain('王建国');
  });

  it("never matches another company's staff by pinyin", async () => {
    expect(await names({ searchText: 'wjg' }, tenants.b.api)).toEqual(['王建国乙']);
    expect(await names({ searchText: 'zs' }, tenants.b.api)).toEqual([]);
  });
});
