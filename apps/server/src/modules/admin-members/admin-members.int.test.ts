import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Caller,
  caller,
  fileNameOf,
  readXlsx,
  setUpTenants,
} from '../../core/resources/test-fixtures.ts';
import { login, md5, PASSWORD, registerAccount } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { users } from '../auth/schema.ts';
import { adminCaller } from '../company/test-fixtures.ts';
import { addStaffMember } from '../staff/records.ts';

let t: TestApp;
let tenants: Awaited<ReturnType<typeof setUpTenants>>;
let admin: Caller;
let personId: number;

beforeAll(async () => {
  t = await createTestApp();
  tenants = await setUpTenants(t);
  admin = await adminCaller(t);
  personId = await registerAccount(t, { loginCode: '13911110000', userType: 1, userName: '求职者' });
});
afterAll(() => t.close());

type CompanyRow = {
  compId: number;
  compLabel: string | null;
  staffCount: number;
  ownerLogin: string;
  status: number;
};
type CompanyPage = { list: CompanyRow[]; total: number; current: number; size: number };
type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number };

const companies = (filters: object) => admin.post<CompanyPage>('/admin/company/selectList', filters);
const loginAnswer = (loginCode: string) =>
  t.call({
    method: 'POST',
    url: '/anon/generateToken',
    payload: { userLoginCode: loginCode, password: md5(PASSWORD) },
  });

describe('admin member lists', () => {
  it('is for platform admins only', async () => {
    expect((await tenants.a.api.post('/admin/company/selectList', {})).status).toBe(403);
    expect((await t.call({ method: 'POST', url: '/admin/person/selectList', payload: {} })).status).toBe(401);
  });

  it('lists companies with staff counts, owner logins and the spec filters', async () => {
    const { a, b } = tenants;
    const all = await companies({ current: 1, size: 10 });
    expect(all.body.data).toMatchObject({ total: 2, current: 1, size: 10 });
    const rowA = all.body.data.list.find((r) => r.compId === a.compId);
    expect(rowA).toMatchObject({ staffCount: 2, ownerLogin: 'a@resources.test', status: 1 });

    const withStaff = await companies({ enableStaffCountFilter: true });
    expect(withStaff.body.data.list.map((r) => r.compId)).toEqual([a.compId]);
    expect((await companies({ enableStaffCountFilter: false })).body.data.total).toBe(2);

    expect(
      (await admin.post('/admin/company/updateLabel', { compId: b.compId, compLabel: 'VIP' })).status,
    ).toBe(200);
    expect((await companies({ compLabel: 'VIP' })).body.data.list.map((r) => r.compId)).toEqual([b.compId]);
    expect((await companies({ keyword: 'b@resources' })).body.data.list.map((r) => r.compId)).toEqual([
      b.compId,
    ]);
    expect((await companies({ current: 2, size: 1 })).body.data.list).toHaveLength(1);
    expect((await companies({ size: 101 })).status).toBe(400);
    expect((await admin.post('/admin/company/updateLabel', { compId: 1, compLabel: 'x' })).status).toBe(404);
  });

  it('lists persons and staff across companies with filters', async () => {
    const persons = await admin.post<Page<{ userId: number }>>('/admin/person/selectList', {
      keyword: '求职',
    });
    expect(persons.body.data.list.map((p) => p.userId)).toEqual([personId]);

    const { a, b } = tenants;
    const outsourced = await registerAccount(t, {
      loginCode: '13911110001',
      userType: 1,
      userName: '外包员工',
    });
    await addStaffMember(t.deps.db, {
      compId: b.compId,
      userId: outsourced,
      staffName: '外包员工',
      employeeType: 2,
    });
    type Staff = { compId: number; staffName: string };
    const staffOfA = await admin.post<Page<Staff>>('/admin/staff/selectList', { compId: a.compId });
    expect(staffOfA.body.data.total).toBe(2);
    const hro = await admin.post<Page<Staff>>('/admin/staff/selectList', { employeeType: 2 });
    expect(hro.body.data.list).toEqual([
      expect.objectContaining({ compId: b.compId, staffName: '外包员工' }),
    ]);
    expect((await admin.post('/admin/staff/selectList', { employeeType: 3 })).status).toBe(400);
  });
});

describe('admin member exports', () => {
  it('write labels, names and option labels (no ids), in the caller language, named in China time', async () => {
    const { a } = tenants;
    const file = await admin.download('/admin/company/export', { sortField: 'compName' });
    expect(fileNameOf(file.headers['content-disposition'])).toMatch(/^Companies_\d{14}\.xlsx$/);
    const rows = await readXlsx(file.rawPayload);
    expect(rows[0]).toEqual([
      'Company',
      'Company account',
      'Active staff',
      'Verification',
      'Status',
      'Label',
      'Type',
      'Registered',
    ]);
    const rowA = rows.find((r) => r[1] === 'a@resources.test')!;
    expect(rowA.slice(2, 5)).toEqual([2, 'Not verified', 'Active']);
    expect(String(rowA[7])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const zh = caller(t, admin.token, 'zh-CN');
    const staff = await zh.download('/admin/staff/export', { compId: a.compId });
    expect(fileNameOf(staff.headers['content-disposition'])).toMatch(/^员工_\d{14}\.xlsx$/);
    const staffRows = await readXlsx(staff.rawPayload);
    expect(staffRows[0]).toEqual(['员工姓名', '登录账号', '企业名称', '员工类型', '登录状态', '加入时间']);
    expect(staffRows.slice(1).every((r) => r[2] === '资源甲公司' && r[4] === '正常')).toBe(true);

    const persons = await readXlsx(
      (await zh.download('/admin/person/export', { keyword: '求职' })).rawPayload,
    );
    expect(persons[0]).toEqual(['姓名', '登录账号', '手机号', '邮箱', '状态', '注册时间']);
    expect(persons[1]!.slice(0, 2)).toEqual(['求职者', '13911110000']);
  });
});

describe('disabling', () => {
  it('a disabled company ends its own and its staff sessions (406) and cannot be entered again', async () => {
    const { a, b, plainStaff, staffAdmin } = tenants;
    expect((await a.api.get('/companyCtl/selectMyCompany')).status).toBe(200);
    expect((await admin.post('/admin/company/updateStatus', { compId: a.compId, status: 2 })).status).toBe(
      200,
    );
    for (const api of [a.api, plainStaff.api, staffAdmin.api]) {
      expect((await api.get('/companyCtl/selectMyCompany')).status).toBe(406);
    }
    // The company account has no other identity; the staff logins are persons and land on themselves.
    expect((await loginAnswer('a@resources.test')).status).toBe(403);
    const asPerson = caller(t, await login(t, '13600000101'));
    expect((await asPerson.get('/companyCtl/selectMyCompany')).status).toBe(403);
    expect((await companies({ status: 2 })).body.data.list.map((r) => r.compId)).toEqual([a.compId]);
    expect((await b.api.get('/companyCtl/selectMyCompany')).status).toBe(200);

    await admin.post('/admin/company/updateStatus', { compId: a.compId, status: 1 });
    expect((await loginAnswer('a@resources.test')).status).toBe(200);
  });

  it('a disabled person login ends its sessions and cannot log in until enabled', async () => {
    const me = caller(t, await login(t, '13911110000'));
    expect((await me.get('/selectAuthByToken')).status).toBe(200);
    expect((await admin.post('/admin/person/updateStatus', { userId: personId, status: 2 })).status).toBe(
      200,
    );
    expect((await me.get('/selectAuthByToken')).status).toBe(406);
    expect((await loginAnswer('13911110000')).status).toBe(403);
    const listed = await admin.post<Page<{ status: number }>>('/admin/person/selectList', { status: 2 });
    expect(listed.body.data.list).toHaveLength(1);
    await admin.post('/admin/person/updateStatus', { userId: personId, status: 1 });
    expect((await loginAnswer('13911110000')).status).toBe(200);

    // A company account is disabled through its company, not as a person.
    const [owner] = await t.deps.db.select().from(users).where(eq(users.loginCode, 'b@resources.test'));
    expect((await admin.post('/admin/person/updateStatus', { userId: owner!.id, status: 2 })).status).toBe(
      404,
    );
  });
});
