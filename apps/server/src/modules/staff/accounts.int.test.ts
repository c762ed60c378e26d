import {
  type ImportError,
  type ResourcePage,
  STAFF_DEFAULT_PASSWORD,
  type StaffAccount,
} from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildXlsx,
  type Caller,
  caller,
  fileNameOf,
  readXlsx,
  setUpTenants,
} from '../../core/resources/test-fixtures.ts';
import { login, md5, registerAccount } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const P = '/compStaffMember';
let t: TestApp;
let tenants: Awaited<ReturnType<typeof setUpTenants>>;
let api: Caller;
const joined: unknown[] = [];
beforeAll(async () => {
  t = await createTestApp();
  t.deps.events.on('staff.joined', async (e) => {
    joined.push(e);
  });
  tenants = await setUpTenants(t);
  api = tenants.a.api;
});
afterAll(() => t.close());

const insert = async (input: object, as = api) => {
  const res = await as.post<StaffAccount>(`${P}/insert`, input);
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
};
const session = async (token: string) =>
  (
    await caller(t, token).get<{ compId: number; userType: number }>(
      '/companyMemberCtl/selectUserInfoByToken',
    )
  ).body.data;

describe('staff accounts: create', () => {
  it('creates a staff login with the default initial password that lands in the company', async () => {
    const dept = (await api.post<{ id: number }>('/cCompDepartment/insert', { name: '研发部' })).body.data;
    const row = await insert({ staffName: '王五', mobile: '13811110001', deptId: dept.id, jobNo: 'A001' });
    expect(row).toMatchObject({
      staffName: '王五',
      mobile: '13811110001',
      deptId: dept.id,
      deptName: '研发部',
      jobNo: 'A001',
      employeeType: 1,
      staffAdmin: 0,
      loginStatus: 1,
      status: 1,
      version: 1,
    });
    expect(joined).toContainEqual({ compId: tenants.a.compId, staffId: row.id, userId: row.userId });
    const token = await login(t, '13811110001', STAFF_DEFAULT_PASSWORD);
    expect(await session(token)).toMatchObject({ compId: tenants.a.compId });
  });

  it('uses the chosen password (an MD5 digest) for a new login', async () => {
    await insert({ staffName: '赵六', mobile: '13811110002', password: md5('Chosen#123') });
    await expect(login(t, '13811110002', STAFF_DEFAULT_PASSWORD)).rejects.toThrow();
    expect(await login(t, '13811110002', 'Chosen#123')).toBeTruthy();
  });

  it("links an existing person's login without touching its password", async () => {
    const userId = await registerAccount(t, { loginCode: '13811110003', userType: 1, userName: 'Person' });
    const row = await insert({ staffName: '钱七', mobile: '13811110003', password: md5('Other#123') });
    expect(row.userId).toBe(userId);
    expect(await login(t, '13811110003')).toBeTruthy();
    await expect(login(t, '13811110003', 'Other#123')).rejects.toThrow();
  });

  it('refuses a second record for the same login with a translated 409', async () => {
    const res = await api.post(`${P}/insert`, { staffName: 'Again', mobile: '13811110001' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'The mobile number 13811110001 already belongs to a staff member of this company',
    );
    // Another company may employ the same person.
    await insert({ staffName: '王五', mobile: '13811110001' }, tenants.b.api);
  });

  it('answers bad input with translated 400s and writes nothing', async () => {
    const before = (await api.post<ResourcePage<StaffAccount>>(`${P}/selectPage`, {})).body.data.total;
    const cases: [object, string, string][] = [
      [{ staffName: 'X', mobile: '12345' }, 'mobile', 'Enter a valid mainland China mobile number'],
      [{ staffName: '', mobile: '13811110009' }, 'staffName', 'is required'],
      [
        { staffName: 'X', mobile: '13811110009', password: 'plain' },
        'password',
        'The password must be a 32-character hexadecimal MD5 digest',
      ],
      [
        { staffName: 'X', mobile: '13811110009', jobNo: 'A001' },
        'jobNo',
        'Job number "A001" is already in use',
      ],
      [
        { staffName: 'X', mobile: '13811110009', deptId: 999999 },
        'deptId',
        'the department does not exist or was removed',
      ],
      [
        { staffName: 'X', mobile: '13811110009', positionId: 999999 },
        'positionId',
        'the position does not exist or was removed',
      ],
      [{ staffName: 'X', mobile: '13811110009', rankId: 999999 }, 'rankId', 'the rank does not exist'],
    ];
    for (const [body, field, message] of cases) {
      const res = await api.post<{ fields: { field: string; message: string }[] }>(`${P}/insert`, body);
      expect(res.status, field).toBe(400);
      expect(res.body.data.fields).toContainEqual({ field, message });
    }
    const zh = await caller(t, api.token, 'zh-CN').post<{ fields: unknown[] }>(`${P}/insert`, {
      staffName: 'X',
      mobile: '1',
    });
    expect(zh.body.data.fields).toContainEqual({ field: 'mobile', message: '请输入正确的手机号' });
    // Another company's department is not a reference this company may use.
    const other = (await tenants.b.api.post<{ id: number }>('/cCompDepartment/insert', { name: 'B dept' }))
      .body.data;
    expect(
      (await api.post(`${P}/insert`, { staffName: 'X', mobile: '13811110009', deptId: other.id })).status,
    ).toBe(400);
    expect((await api.post<ResourcePage<StaffAccount>>(`${P}/selectPage`, {})).body.data.total).toBe(before);
    await expect(login(t, '13811110009', STAFF_DEFAULT_PASSWORD)).rejects.toThrow();
  });
});

describe('staff accounts: list, change, remove', () => {
  it('filters by search text (name, mobile, job number), department, type and login status', async () => {
    const hro = await insert({ staffName: '外包甲', mobile: '13811110010', employeeType: 2, jobNo: 'HRO-9' });
    const page = async (filter: object) =>
      (await api.post<ResourcePage<StaffAccount>>(`${P}/selectPage`, filter)).body.data.list.map(
        (r) => r.staffName,
      );
    expect(await page({ searchText: '外包' })).toEqual(['外包甲']);
    expect(await page({ searchText: '1381111001' })).toContain('外包甲');
    expect(await page({ searchText: 'hro-9' })).toEqual(['外包甲']);
    expect(await page({ employeeType: 2 })).toEqual(['外包甲']);
    expect(await page({ loginStatus: 2 })).toEqual([]);
    expect((await api.get<StaffAccount>(`${P}/selectById/${hro.id}`)).body.data.jobNo).toBe('HRO-9');
    expect(await page({ searchText: '100%' })).toEqual([]);
  });

  it('updates with optimistic concurrency (stale version: 409)', async () => {
    const row = await insert({ staffName: '孙八', mobile: '13811110011' });
    const changed = await api.post<StaffAccount>(`${P}/update`, {
      id: row.id,
      version: 1,
      staffName: '孙八八',
      entryDate: '2026-11-01',
    });
    expect(changed.body.data).toMatchObject({
      staffName: '孙八八',
      entryDate: '2026-11-01',
      version: 2,
      mobile: '13811110011',
    });
    expect((await api.post(`${P}/update`, { id: row.id, version: 1, staffName: 'Stale' })).status).toBe(409);
  });

  it('removes softly: status 2, login closed, the identity signed out, hidden from lists', async () => {
    await insert({ staffName: '周九', mobile: '13811110012' });
    const token = await login(t, '13811110012', STAFF_DEFAULT_PASSWORD);
    const list = (await api.post<ResourcePage<StaffAccount>>(`${P}/selectPage`, { searchText: '周九' })).body
      .data.list;
    const res = await api.post(`${P}/delete`, { ids: [list[0]!.id] });
    expect(res.status).toBe(200);
    expect((await caller(t, token).get('/companyMemberCtl/selectUserInfoByToken')).status).toBe(406);
    await expect(login(t, '13811110012', STAFF_DEFAULT_PASSWORD)).rejects.toThrow();
    expect((await api.get(`${P}/selectById/${list[0]!.id}`)).status).toBe(404);
    const search = await api.post<{ result: { total: number } }>('/compStaffMember/getStaff', {
      searchText: '周九',
    });
    expect(search.body.data.result.total).toBe(0);

    // Re-hiring the same person makes a new current record beside the removed one.
    const again = await insert({ staffName: '周九', mobile: '13811110012' });
    expect(again.id).not.toBe(list[0]!.id);
    expect((await session(await login(t, '13811110012', STAFF_DEFAULT_PASSWORD))).compId).toBe(
      tenants.a.compId,
    );
  });
});

describe('staff accounts: who may manage them', () => {
  it('refuses plain staff everything, reading included', async () => {
    const plain = tenants.plainStaff.api;
    expect((await plain.post(`${P}/selectPage`, {})).status).toBe(403);
    expect((await plain.post(`${P}/insert`, { staffName: 'X', mobile: '13811110020' })).status).toBe(403);
    expect((await plain.post(`${P}/delete`, { ids: [tenants.staffAdmin.staffId] })).status).toBe(403);
    // The address book stays open to them.
    expect((await plain.post('/compStaffMember/getStaff', {})).status).toBe(200);
  });

  it('limits a scoped staff admin to the staff of their scope (list, export, writes)', async () => {
    const scoped = await insert({ staffName: '人事HRM', mobile: '13811110021' });
    await api.post('/companyStaffMemberCtl/updateAdmin', {
      id: scoped.id,
      staffAdmin: 1,
      adminScope: ['hrm'],
    });
    const hrm = caller(t, await login(t, '13811110021', STAFF_DEFAULT_PASSWORD));
    const rows = (await hrm.post<ResourcePage<StaffAccount>>(`${P}/selectPage`, { pageSize: 100 })).body.data
      .list;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.employeeType === 1)).toBe(true);
    const sheet = await readXlsx((await hrm.download(`${P}/export`, {})).rawPayload);
    expect(sheet.length - 1).toBe(
      (await hrm.post<ResourcePage<StaffAccount>>(`${P}/selectPage`, {})).body.data.total,
    );
    const outsourced = (await api.post<ResourcePage<StaffAccount>>(`${P}/selectPage`, { employeeType: 2 }))
      .body.data.list[0]!;
    expect((await hrm.get(`${P}/selectById/${outsourced.id}`)).status).toBe(404);
    expect(
      (await hrm.post(`${P}/update`, { id: outsourced.id, version: outsourced.version, staffName: 'X' }))
        .status,
    ).toBe(404);
    const refused = await hrm.post<{ fields: unknown[] }>(`${P}/insert`, {
      staffName: 'X',
      mobile: '13811110022',
      employeeType: 2,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data.fields).toContainEqual({
      field: 'employeeType',
      message: 'You can only manage staff of your own scope (HRM/HRO)',
    });
    expect((await hrm.post(`${P}/insert`, { staffName: '内部乙', mobile: '13811110022' })).status).toBe(200);
    expect((await hrm.post(`${P}/delete`, { ids: [scoped.id] })).status).toBe(403);
  });
});

describe('staff accounts: export and import', () => {
  it('imports new staff with logins, all or nothing', async () => {
    const bad = await buildXlsx([
      ['Name', 'Mobile (login)', 'Job number'],
      ['导入一', '13811110031', 'IMP-1'],
      ['导入二', 'not-a-mobile', 'IMP-2'],
    ]);
    const refused = await api.upload<{ errors: ImportError[] }>(`${P}/import`, bad);
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual([
      { row: 3, field: 'mobile', message: 'Enter a valid mainland China mobile number' },
    ]);
    await expect(login(t, '13811110031', STAFF_DEFAULT_PASSWORD)).rejects.toThrow();
    const good = await buildXlsx([
      ['姓名', '手机号（登录账号）', '工号'],
      ['导入一', '13811110031', 'IMP-1'],
    ]);
    expect((await api.upload<{ imported: number }>(`${P}/import`, good)).body.data).toEqual({ imported: 1 });
    expect(await login(t, '13811110031', STAFF_DEFAULT_PASSWORD)).toBeTruthy();
    const sheet = await readXlsx((await api.download(`${P}/export`, { searchText: 'IMP-1' })).rawPayload);
    expect(sheet[1]).toEqual(expect.arrayContaining(['导入一', '13811110031', 'IMP-1']));
  });

  it('takes an option by its label in either language and names the allowed ones when it is none', async () => {
    const sheet = await buildXlsx([
      ['姓名', '手机号（登录账号）', '员工类型'],
      ['选项一', '13811110041', '外包员工（HRO）'],
      ['选项二', '13811110042', 'Internal (HRM)'],
      ['选项三', '13811110043', '临时工'],
    ]);
    const zh = caller(t, api.token, 'zh-CN');
    const refused = await zh.upload<{ errors: ImportError[] }>(`${P}/import`, sheet);
    expect(refused.body.data.errors).toEqual([
      {
        row: 4,
        field: 'employeeType',
        message: '“临时工”不是可选的值，可填：内部员工（HRM）、外包员工（HRO）',
      },
    ]);
    const fixed = await buildXlsx([
      ['姓名', '手机号（登录账号）', '员工类型'],
      ['选项一', '13811110041', '外包员工（HRO）'],
      ['选项二', '13811110042', 'Internal (HRM)'],
    ]);
    expect((await zh.upload(`${P}/import`, fixed)).body.data).toEqual({ imported: 2 });
    const listed = await api.post<ResourcePage<StaffAccount>>(`${P}/selectPage`, { searchText: '选项' });
    expect(listed.body.data.list.map((s) => [s.staffName, s.employeeType]).sort()).toEqual([
      ['选项一', 2],
      ['选项二', 1],
    ]);
  });

  it('takes department, position and rank by name, and exports names, never ids', async () => {
    const zh = caller(t, api.token, 'zh-CN');
    const dept = (await api.post<{ id: number }>('/cCompDepartment/insert', { name: '导入部' })).body.data;
    const position = (await api.post<{ id: number }>('/cCompPosition/insert', { name: '导入岗' })).body.data;
    const rank = (await api.post<{ id: number }>('/cCompRank/insert', { name: 'P5', level: 5 })).body.data;
    await tenants.b.api.post('/cCompDepartment/insert', { name: '别家部门' });
    const foreign = await buildXlsx([
      ['姓名', '手机号（登录账号）', '部门'],
      ['导入四', '13811110034', '别家部门'],
    ]);
    const refused = await zh.upload<{ errors: ImportError[] }>(`${P}/import`, foreign);
    expect(refused.body.data.errors).toEqual([
      { row: 2, field: 'deptId', message: '找不到名为“别家部门”的部门' },
    ]);

    const sheet = await buildXlsx([
      ['姓名', '手机号（登录账号）', '工号', '部门', '职位', '职级', '员工类型'],
      ['导入三', '13811110033', 'IMP-3', '导入部', '导入岗', 'P5', '外包员工（HRO）'],
    ]);
    expect((await zh.upload<{ imported: number }>(`${P}/import`, sheet)).body.data).toEqual({ imported: 1 });
    const [row] = (await api.post<ResourcePage<StaffAccount>>(`${P}/selectPage`, { searchText: 'IMP-3' }))
      .body.data.list;
    expect(row).toMatchObject({
      deptId: dept.id,
      deptName: '导入部',
      positionId: position.id,
      positionName: '导入岗',
      rankId: rank.id,
      rankName: 'P5',
      employeeType: 2,
    });

    const file = await zh.download(`${P}/export`, { searchText: 'IMP-3' });
    expect(fileNameOf(file.headers['content-disposition'])).toMatch(/^员工账号_\d{14}\.xlsx$/);
    const rows = await readXlsx(file.rawPayload);
    expect(rows[0]).toEqual([
      '姓名',
      '手机号（登录账号）',
      '邮箱',
      '部门',
      '职位',
      '职级',
      '工号',
      '入职日期',
      '员工类型',
      '登录状态',
      '更新时间',
    ]);
    expect(rows[1]!.slice(0, 10)).toEqual([
      '导入三',
      '13811110033',
      undefined,
      '导入部',
      '导入岗',
      'P5',
      'IMP-3',
      undefined,
      '外包员工（HRO）',
      '已开启',
    ]);
    expect(String(rows[1]![10])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});
