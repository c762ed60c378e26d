import { ageOn, type JobVersion, type StaffArchive, type StaffArchiveDetail } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaToday } from '../../core/china-time.ts';
import { type Caller, readXlsx } from '../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { PNG_1X1 } from '../files/test-fixtures.ts';
import { tenureMonths } from './archive-present.ts';
import { MAN_ID, setUpArchives, WOMAN_ID } from './test-archives.ts';

const P = '/staffArchive';
let t: TestApp;
let world: Awaited<ReturnType<typeof setUpArchives>>;
let company: Caller;
let zh: Caller;

beforeAll(async () => {
  t = await createTestApp();
  world = await setUpArchives(t);
  company = world.a.api;
  zh = world.zh(company.token);
});
afterAll(() => t.close());

type Page = { list: StaffArchive[]; total: number; canWrite: boolean };
const list = (as: Caller, filters: object = {}) =>
  as.post<Page>(`${P}/selectPage`, { pageSize: 50, ...filters });
const names = async (as: Caller, filters: object = {}) =>
  (await list(as, filters)).body.data.list.map((row) => row.jobNo).sort();
const detail = async (id: number, as: Caller = company) =>
  (await as.get<StaffArchiveDetail>(`${P}/getStaffArchive/${id}`)).body.data;
const update = (body: object, as: Caller = zh) =>
  as.post<StaffArchiveDetail>(`${P}/updateStaffArchive`, body);

describe('the archives list', () => {
  it('shows each archive with its staff facts, masked numbers, age and months of service', async () => {
    const page = await list(company);
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBe(3);
    const row = page.body.data.list.find((r) => r.jobNo === 'A001')!;
    const today = chinaToday();
    expect(row).toMatchObject({
      staffName: '普通员工',
      mobile: '13600000101',
      deptName: '研发部',
      employeeType: 1,
      empStatus: 2,
      entryDate: '2024-03-01',
      idNumber: '4401**********1233',
      bankAccount: '6222 **** **** 0123',
      sex: 1,
      age: ageOn('1990-01-01', today),
      tenureMonths: tenureMonths('2024-03-01', today),
      highestEducation: 4,
      workLocation: '杭州',
    });
    // Newest entry first.
    expect(page.body.data.list.map((r) => r.jobNo)).toEqual(['O001', 'A001', 'A002']);
  });

  it('filters by search, department, type, status and entry dates, and keeps the older path', async () => {
    expect(await names(company, { searchText: 'a00' })).toEqual(['A001', 'A002']);
    expect(await names(company, { searchText: '普通' })).toEqual(['A001']);
    expect(await names(company, { searchText: '13600000201' })).toEqual(['O001']);
    expect(await names(company, { searchText: '19900101' })).toEqual(['A001']);
    expect(await names(company, { deptId: world.deptId })).toEqual(['A001']);
    expect(await names(company, { employeeType: 2 })).toEqual(['O001']);
    expect(await names(company, { state: 'probation' })).toEqual(['O001']);
    expect(await names(company, { state: 'employed' })).toEqual(['A001', 'A002', 'O001']);
    expect(await names(company, { state: 'left' })).toEqual([]);
    expect(await names(company, { entryFrom: '2024-01-01', entryTo: '2024-12-31' })).toEqual(['A001']);
    const older = await company.post<Page>(`${P}/getStaffArchivePage`, { pageSize: 50 });
    expect(older.body.data.total).toBe(3);
  });

  it('keeps an HRM admin to HRM staff whatever the tab asks, and plain staff out', async () => {
    expect(await names(world.hrmAdmin.api)).toEqual(['A001', 'A002']);
    expect(await names(world.hrmAdmin.api, { employeeType: 2 })).toEqual([]);
    expect((await world.hrmAdmin.api.get(`${P}/getStaffArchive/${world.archives.hro.id}`)).status).toBe(404);
    expect((await list(world.plainStaff.api)).status).toBe(403);
    expect((await world.plainStaff.api.get(`${P}/getStaffArchive/${world.archives.plain.id}`)).status).toBe(
      403,
    );
  });

  it('counts archives by status in the scope', async () => {
    const counts = await company.post(`${P}/selectCount`, {});
    expect(counts.body.data).toEqual({ employed: 3, probation: 1, official: 2, left: 0, pendingRequests: 0 });
    const hrm = await world.hrmAdmin.api.post(`${P}/selectCount`, { employeeType: 2 });
    expect(hrm.body.data).toEqual({ employed: 0, probation: 0, official: 0, left: 0, pendingRequests: 0 });
  });

  it('exports the filtered archives with the numbers masked', async () => {
    const file = await zh.download(`${P}/export`, { employeeType: 1 });
    expect(file.statusCode).toBe(200);
    const rows = await readXlsx(file.rawPayload);
    const header = rows[0] as string[];
    expect(header).toEqual(expect.arrayContaining(['姓名', '工号', '身份证号', '员工状态', '司龄（月）']));
    const a001 = rows.find((row) => row.includes('A001'))!;
    expect(a001[header.indexOf('身份证号')]).toBe('4401**********1233');
    expect(a001[header.indexOf('员工状态')]).toBe('正式');
    expect(rows).toHaveLength(3);
  });

  it('answers 404 to another company on every archive endpoint', async () => {
    const { id } = world.archives.plain;
    const b = world.b.api;
    expect((await b.get(`${P}/getStaffArchive/${id}`)).status).toBe(404);
    expect((await b.post(`${P}/updateStaffArchive`, { id, version: 1, ethnicity: '汉族' })).status).toBe(404);
    expect((await b.get(`${P}/jobHistory/${id}`)).status).toBe(404);
    expect((await b.post(`${P}/correctJob`, { id, version: 1, salaryGrade: 'P9' })).status).toBe(404);
    expect((await b.post('/remarks/editStaffRemarks', { id, version: 1, remarks: '×' })).status).toBe(404);
    expect((await b.get(`${P}/selectTimeline/${id}`)).status).toBe(404);
    expect((await list(b)).body.data.total).toBe(0);
  });
});

describe('the full archive and its edits', () => {
  it('shows HR who may edit it the identity and bank numbers in full', async () => {
    const archive = await detail(world.archives.plain.id);
    expect(archive).toMatchObject({
      idNumber: MAN_ID,
      bankAccount: '6222021234567890123',
      canEdit: true,
      pendingRequest: null,
      staffName: '普通员工',
    });
  });

  it('refuses an identity number that is not one, saying why in Chinese', async () => {
    const { id, version } = await detail(world.archives.admin.id);
    const reasons = async (idNumber: string) => (await update({ id, version, idNumber })).body.message;
    expect(await reasons('4401011990')).toContain('身份证号码位数或格式不正确');
    expect(await reasons('440101199002301233')).toContain('身份证号码中的出生日期不正确');
    expect(await reasons('440101199001011234')).toContain('身份证号码校验位不正确');
    expect((await update({ id, version, idNumber: '440101199001011234' })).status).toBe(400);
  });

  it('reads birth date and sex from a valid number and refuses typed ones that differ', async () => {
    const { id, version } = await detail(world.archives.admin.id);
    const wrong = await update({ id, version, idNumber: WOMAN_ID, birthDate: '1950-01-01', sex: 1 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('与身份证号码不一致');
    const right = await update({ id, version, idNumber: WOMAN_ID.toLowerCase() });
    expect(right.status, right.body.message).toBe(200);
    expect(right.body.data).toMatchObject({
      idNumber: WOMAN_ID,
      birthDate: '1949-12-31',
      sex: 2,
      version: 2,
    });
    const sexOnly = await update({ id, version: 2, sex: 1 });
    expect(sexOnly.body.message).toContain('性别与身份证号码不一致');
  });

  it('keeps the highest education from the rows, refuses a stale version and checks bank numbers', async () => {
    const { id, version } = await detail(world.archives.admin.id);
    const saved = await update({
      id,
      version,
      education: [
        { school: '杭州第二中学', level: 2 },
        { school: '复旦大学', major: '经济学', level: 5, fullTime: true },
      ],
    });
    expect(saved.body.data.highestEducation).toBe(5);
    expect((await update({ id, version, ethnicity: '汉族' })).status).toBe(409);
    const bank = await update({ id, version: version + 1, bankAccount: '6222-0212' });
    expect(bank.status).toBe(400);
    expect(bank.body.message).toContain('银行卡号须为 12 至 30 位数字');
  });

  it("takes documents the writer uploaded, not another person's", async () => {
    const own = await company.upload<Record<string, string>>('/ossApi/putObjects', PNG_1X1);
    const theirs = await world.plainStaff.api.upload<Record<string, string>>(
      '/ossApi/putObjects',
      Buffer.concat([PNG_1X1, Buffer.from('x')]),
    );
    const ownUrl = Object.values(own.body.data)[0]!;
    const theirUrl = Object.values(theirs.body.data)[0]!;
    const { id, version } = await detail(world.archives.hro.id);
    const refused = await update({
      id,
      version,
      documents: [{ kind: 9, name: '别人的文件.png', url: theirUrl }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('材料“别人的文件.png”不是您上传的文件');
    const taken = await update({ id, version, documents: [{ kind: 8, name: '证件照.png', url: ownUrl }] });
    expect(taken.status, taken.body.message).toBe(200);
    expect(taken.body.data.documents).toEqual([{ kind: 8, name: '证件照.png', url: ownUrl }]);
  });

  it('keeps HR notes and shows every change in the timeline with numbers masked', async () => {
    const { id, version } = await detail(world.archives.plain.id);
    const noted = await company.post<StaffArchiveDetail>('/remarks/editStaffRemarks', {
      id,
      version,
      remarks: '年度优秀员工',
    });
    expect(noted.body.data).toMatchObject({ remarks: '年度优秀员工', version: version + 1 });
    await update({ id, version: version + 1, bankAccount: '6222029999999990001' });
    const timeline = await zh.get<
      { label: string; changes: { field: string; before: unknown; after: unknown }[] }[]
    >(`${P}/selectTimeline/${id}`);
    expect(timeline.body.data[0]!.changes).toEqual([
      { field: 'bankAccount', before: '6222 **** **** 0123', after: '6222 **** **** 0001' },
    ]);
    expect(timeline.body.data[1]!.changes).toEqual([
      { field: 'remarks', before: null, after: '年度优秀员工' },
    ]);
  });
});

describe('job facts', () => {
  it('corrects the work location and salary grade from today as a correction version', async () => {
    const { id, version } = await detail(world.archives.plain.id);
    const corrected = await company.post<StaffArchiveDetail>(`${P}/correctJob`, {
      id,
      version,
      workLocation: '上海',
      salaryGrade: 'P6',
    });
    expect(corrected.status, corrected.body.message).toBe(200);
    expect(corrected.body.data).toMatchObject({ workLocation: '上海', salaryGrade: 'P6' });
    const history = (await company.get<JobVersion[]>(`${P}/jobHistory/${id}`)).body.data;
    expect(history.map((v) => [v.kind, v.effectiveFrom, v.workLocation, v.applied])).toEqual([
      ['correction', chinaToday(), '上海', true],
      ['entry', '2024-03-01', '杭州', true],
    ]);
    expect(history[1]).toMatchObject({ deptName: '研发部', effectiveTo: chinaToday(), salaryGrade: 'P5' });
    // A second correction the same day corrects that version.
    const again = await company.post<StaffArchiveDetail>(`${P}/correctJob`, {
      id,
      version: corrected.body.data.version,
      workLocation: '苏州',
    });
    expect(again.body.data.workLocation).toBe('苏州');
    const after = (await company.get<JobVersion[]>(`${P}/jobHistory/${id}`)).body.data;
    expect(after.map((v) => v.workLocation)).toEqual(['苏州', '杭州']);
  });

  it('changes the probation end only on probation, and refuses a correction that changes nothing', async () => {
    const hro = await detail(world.archives.hro.id);
    const moved = await company.post<StaffArchiveDetail>(`${P}/correctJob`, {
      id: hro.id,
      version: hro.version,
      probationEnd: '2025-05-06',
    });
    expect(moved.body.data.probationEnd).toBe('2025-05-06');
    const early = await zh.post(`${P}/correctJob`, {
      id: hro.id,
      version: hro.version + 1,
      probationEnd: '2024-12-31',
    });
    expect(early.body.message).toBe('试用期结束日期不能早于入职日期');
    const official = await detail(world.archives.admin.id);
    const refused = await zh.post(`${P}/correctJob`, {
      id: official.id,
      version: official.version,
      probationEnd: '2026-01-01',
    });
    expect(refused.body.message).toBe('该员工不在试用期，不能修改试用期结束日期');
    const nothing = await zh.post(`${P}/correctJob`, {
      id: official.id,
      version: official.version,
      workLocation: '杭州',
    });
    expect(nothing.body.message).toBe('请至少修改一项岗位信息');
  });
});
