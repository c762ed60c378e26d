import type { DayPage, DayResult, Punch, PunchImportResult, StaffDays } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, chinaToday } from '../../../core/china-time.ts';
import { auditLog } from '../../../core/resources/schema.ts';
import { buildXlsx, type Caller, fileNameOf, readXlsx } from '../../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { users } from '../../auth/schema.ts';
import { recomputeDays } from '../results/recompute.ts';
import { attendanceDailyResults, attendanceMonthLocks, attendancePunches } from '../schema.ts';
import { type PunchWorld, punchWorld } from './test-world.ts';

let t: TestApp;
let w: PunchWorld;
let liMobile: string;
const today = chinaToday();
const ago = (days: number) => addDays(today, -days);
const HEADER = ['工号', '手机号', '姓名', '打卡时间', '设备'];

beforeAll(async () => {
  t = await createTestApp();
  w = await punchWorld(t);
  // 研发部 (张三 HRM, 李四 HRO) take device imports; 王五's shop does not.
  await w.group('研发考勤', { members: { deptIds: [w.deptId], staffIds: [], excludedStaffIds: [] } });
  await w.group('门店', {
    members: { deptIds: [], staffIds: [w.wang.staffId], excludedStaffIds: [] },
    importPunches: false,
  });
  const [li] = await t.deps.db.select({ code: users.loginCode }).from(users).where(eq(users.id, w.li.userId));
  liMobile = li!.code!;
  await recomputeDays(t.deps.db, w.compId, ago(20), today);
});
afterAll(() => t.close());

/** HR callers in Chinese. */
const hr = (as: Caller) => {
  const headers = { access_token: as.token, lang: 'zh-CN' };
  return {
    post: <T>(url: string, payload: object) => t.call<T>({ method: 'POST', url, headers, payload }),
    upload: (bytes: Buffer, name = 'punches.xlsx') => {
      const boundary = '----punches';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.call<PunchImportResult>({
        method: 'POST',
        url: '/cPunchCard/import',
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    },
    download: (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers, payload }),
    fetchFile: (url: string) => t.app.inject({ method: 'GET', url, headers }),
  };
};
const punchesOf = (staffId: number) =>
  t.deps.db.select().from(attendancePunches).where(eq(attendancePunches.staffId, staffId));
const sheet = (rows: unknown[][]) => buildXlsx([HEADER, ...rows]);
const errorsOf = (res: { body: { data: unknown } }) => (res.body.data as { errors: unknown[] }).errors;

describe('device imports', () => {
  it('gives a template with the columns the import reads', async () => {
    const res = await hr(w.owner).fetchFile('/cPunchCard/importTemplate');
    expect(res.statusCode).toBe(200);
    expect(fileNameOf(res.headers['content-disposition'])).toBe('打卡记录导入模板.xlsx');
    expect((await readXlsx(res.rawPayload))[0]).toEqual(HEADER);
    expect((await hr(w.zhang.api).fetchFile('/cPunchCard/importTemplate')).statusCode).toBe(403);
  });

  it('imports by job number or mobile, skipping a staff member’s minute already punched', async () => {
    const day = ago(3);
    const file = await sheet([
      ['A001', '', '张三', `${day} 09:01`, '前台考勤机'],
      ['A001', '', '', `${day} 09:01:40`, '前台考勤机'],
      ['', liMobile, '李四', `${day} 08:55`, ''],
      ['A001', '', '张三', `${day} 18:05:00`, '前台考勤机'],
    ]);
    const res = await hr(w.admin).upload(file);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toEqual({ imported: 3, skipped: 1 });
    const zhang = await punchesOf(w.zhang.staffId);
    expect(zhang.map((p) => [p.source, p.place, p.at.toISOString()])).toEqual([
      ['import', '前台考勤机', `${day}T01:01:00.000Z`],
      ['import', '前台考勤机', `${day}T10:05:00.000Z`],
    ]);
    // The same log again adds nothing.
    expect((await hr(w.admin).upload(file)).body.data).toEqual({ imported: 0, skipped: 4 });
    const stored = await t.deps.db
      .select({ day: attendanceDailyResults.day })
      .from(attendanceDailyResults)
      .where(and(eq(attendanceDailyResults.staffId, w.zhang.staffId), eq(attendanceDailyResults.day, day)));
    expect(stored).toHaveLength(1);
  });

  it('reads the CSV a time clock exports, with a byte order mark and English headers', async () => {
    const csv = Buffer.from(
      `\uFEFFJob no.,Name,Punch time,Device\r\nA001,张三,${ago(4).replace(/-/g, '/')} 9:00,Gate\r\n`,
    );
    const res = await hr(w.admin).upload(csv, 'clock.csv');
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toEqual({ imported: 1, skipped: 0 });
  });

  it('reports every bad row by number and imports nothing when one is wrong', async () => {
    const day = ago(5);
    const res = await hr(w.admin).upload(
      await sheet([
        ['A001', '', '张三', `${day} 09:00`, ''],
        ['A999', '', '', `${day} 09:00`, ''],
        ['A001', '', '', '2026-02-30 09:00', ''],
        ['A001', '', '李四', `${day} 09:00`, ''],
        ['A003', '', '王五', `${day} 09:00`, ''],
        ['', '', '张三', `${day} 09:00`, ''],
        ['A001', '', '', `${addDays(today, 1)} 09:00`, ''],
      ]),
    );
    expect([res.status, res.body.message]).toEqual([400, '有6处错误，未导入任何数据']);
    expect(errorsOf(res)).toEqual([
      { row: 3, field: 'jobNo', message: '找不到工号或手机号为“A999”的员工' },
      { row: 4, field: 'at', message: '“2026-02-30 09:00”不是有效的打卡时间，请按 2026-03-02 09:01 填写' },
      { row: 5, field: 'name', message: '“A001”对应的员工是张三，不是李四' },
      { row: 6, field: 'jobNo', message: '王五 所在的考勤组“门店”不允许导入打卡记录' },
      { row: 7, field: 'jobNo', message: '请填写工号或手机号' },
      { row: 8, field: 'at', message: '打卡时间不能晚于现在' },
    ]);
    const zhang = await punchesOf(w.zhang.staffId);
    expect(
      zhang.some((p) => p.at.toISOString().startsWith(ago(6)) || p.at.toISOString().startsWith(day)),
    ).toBe(false);
  });

  it('keeps to the employee types the admin manages', async () => {
    const rows = [['', liMobile, '李四', `${ago(5)} 09:00`, '']];
    const res = await hr(w.hrmAdmin.api).upload(await sheet(rows));
    expect(errorsOf(res)).toEqual([
      { row: 2, field: 'mobile', message: `李四 在 ${ago(5)} 不在职或不在您的管理范围内` },
    ]);
    const zhangRow = [['A001', '', '', `${ago(5)} 09:00`, '']];
    expect((await hr(w.hroAdmin.api).upload(await sheet(zhangRow))).status).toBe(400);
    expect((await hr(w.zhang.api).upload(await sheet(zhangRow))).status).toBe(403);
  });

  it('refuses rows of a locked month', async () => {
    const day = ago(40);
    await t.deps.db.insert(attendanceMonthLocks).values({ compId: w.compId, month: day.slice(0, 7) });
    const res = await hr(w.admin).upload(await sheet([['A001', '', '', `${day} 09:00`, '']]));
    expect(errorsOf(res)).toEqual([
      { row: 2, field: 'at', message: `${day.slice(0, 7)} 的考勤已锁定，不能再修改` },
    ]);
    const correct = await hr(w.admin).post('/cPunchCard/correct', {
      staffId: w.zhang.staffId,
      day,
      time: '09:00',
      note: '门禁记录',
    });
    expect([correct.status, correct.body.message]).toEqual([
      400,
      `${day.slice(0, 7)} 的考勤已锁定，不能再修改`,
    ]);
  });
});

describe('corrections', () => {
  const auditOf = (recordId: number) =>
    t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'attendancePunch'), eq(auditLog.recordId, recordId)));

  it('adds a punch with a required note, audited, and voids one with a note, never deleting it', async () => {
    const day = ago(6);
    const body = { staffId: w.zhang.staffId, day, time: '09:00', note: '门禁记录为证' };
    for (const note of ['', '  ', 'x'.repeat(201)])
      expect((await hr(w.admin).post('/cPunchCard/correct', { ...body, note })).status, note).toBe(400);
    const added = await hr(w.admin).post<Punch>('/cPunchCard/correct', body);
    expect(added.status, added.body.message).toBe(200);
    expect(added.body.data).toMatchObject({
      source: 'correction',
      note: '门禁记录为证',
      // 09:00 in China is 01:00 UTC.
      at: `${day}T01:00:00.000Z`,
      voided: false,
    });
    const [inserted] = await auditOf(added.body.data.id);
    expect(inserted).toMatchObject({ action: 'insert', compId: w.compId, userId: expect.any(Number) });
    expect(inserted!.changes).toMatchObject({ source: { before: null, after: 'correction' } });

    expect((await hr(w.admin).post('/cPunchCard/void', { id: added.body.data.id, note: '' })).status).toBe(
      400,
    );
    const voided = await hr(w.admin).post<Punch>('/cPunchCard/void', {
      id: added.body.data.id,
      note: '重复补录',
    });
    expect(voided.status, voided.body.message).toBe(200);
    expect(voided.body.data).toMatchObject({ voided: true, voidNote: '重复补录' });
    const audits = await auditOf(added.body.data.id);
    expect(audits.map((a) => a.action).sort()).toEqual(['insert', 'update']);
    expect(audits.find((a) => a.action === 'update')!.changes).toEqual({
      voided: { before: false, after: true },
      voidNote: { before: null, after: '重复补录' },
    });
    const again = await hr(w.admin).post('/cPunchCard/void', { id: added.body.data.id, note: '再次作废' });
    expect([again.status, again.body.message]).toEqual([400, '这条打卡记录已经作废']);
    // The staff member still sees it, marked void, with its source.
    const mine = await hr(w.zhang.api).post<StaffDays>('/cPunchCard/staffDays', { from: day, to: day });
    expect(mine.body.data.punches.map((p) => [p.source, p.voided, p.voidNote])).toEqual([
      ['correction', true, '重复补录'],
    ]);
  });

  it('refuses a time to come, one’s own punches, and staff outside the admin’s scope or company', async () => {
    const future = await hr(w.admin).post('/cPunchCard/correct', {
      staffId: w.zhang.staffId,
      day: addDays(today, 1),
      time: '00:00',
      note: '预先补录',
    });
    expect([future.status, future.body.message]).toEqual([400, '打卡时间不能晚于现在']);
    const own = await hr(w.admin).post('/cPunchCard/correct', {
      staffId: w.staffAdmin.staffId,
      day: ago(1),
      time: '09:00',
      note: '给自己补',
    });
    expect([own.status, own.body.message]).toEqual([
      403,
      '不能更正自己的打卡，请由其他管理员处理或提交补卡申请',
    ]);
    const body = { staffId: w.zhang.staffId, day: ago(7), time: '09:00', note: '门禁记录' };
    expect((await hr(w.hroAdmin.api).post('/cPunchCard/correct', body)).status).toBe(404);
    expect((await hr(w.b.api).post('/cPunchCard/correct', body)).status).toBe(404);
    expect((await hr(w.zhang.api).post('/cPunchCard/correct', body)).status).toBe(403);
    const [punch] = await punchesOf(w.zhang.staffId);
    for (const as of [w.hroAdmin.api, w.b.api])
      expect((await hr(as).post('/cPunchCard/void', { id: punch!.id, note: '作废' })).status).toBe(404);
    expect((await punchesOf(w.zhang.staffId)).find((p) => p.id === punch!.id)!.voidedAt).toBeNull();
  });
});

describe('daily records', () => {
  const page = async (as: Caller, body: object) => {
    const res = await hr(as).post<DayPage>('/cPunchCard/selectDayPage', {
      from: ago(7),
      to: today,
      pageSize: 100,
      ...body,
    });
    expect(res.status, res.body.message).toBe(200);
    return res.body.data;
  };
  const names = async (as: Caller, body: object = {}) =>
    [...new Set((await page(as, body)).list.map((row) => row.staffName))].sort();

  it('lists the days of the staff the admin manages, never another type’s', async () => {
    expect(await names(w.admin)).toEqual(['张三', '李四', '王五'].sort());
    expect(await names(w.hroAdmin.api)).toEqual(['李四']);
    expect(await names(w.hrmAdmin.api)).toEqual(['张三', '王五'].sort());
    expect(await names(w.admin, { employeeType: 2 })).toEqual(['李四']);
    expect(await names(w.hroAdmin.api, { employeeType: 1 })).toEqual([]);
    expect(await names(w.b.api)).toEqual([]);
    expect((await hr(w.zhang.api).post('/cPunchCard/selectDayPage', { from: today, to: today })).status).toBe(
      403,
    );
  });

  it('shows each row’s staff member, job number and department, newest day first, and pages', async () => {
    const { list, total } = await page(w.admin, { searchText: 'A001' });
    // Seven days before today: today is under way and not stored yet.
    expect(total).toBe(7);
    expect(list[0]).toMatchObject({ staffName: '张三', jobNo: 'A001', deptName: '研发部', employeeType: 1 });
    expect(list.map((row) => row.result.day)).toEqual(Array.from({ length: 7 }, (_, i) => ago(i + 1)));
    const second = await page(w.admin, { searchText: '张', pageSize: 3, pageNum: 2 });
    expect(second.list.map((row) => row.result.day)).toEqual([ago(4), ago(5), ago(6)]);
  });

  it('filters by department (with those below) and by a finding among a day’s findings', async () => {
    expect(await names(w.admin, { deptId: w.deptId })).toEqual(['张三', '李四'].sort());
    const day = ago(2);
    const result: DayResult = {
      day,
      dayType: 'workday',
      holidayName: null,
      groupId: null,
      shift: null,
      punchIn: null,
      punchOut: null,
      expectedMinutes: 480,
      workedMinutes: 400,
      lateMinutes: 20,
      earlyMinutes: 60,
      absentMinutes: 0,
      leaveMinutes: 0,
      tripMinutes: 0,
      overtimeMinutes: 0,
      status: 'late',
      items: [
        { kind: 'late', minutes: 20, leaveTypeId: null, leaveName: null, dayType: null },
        { kind: 'early', minutes: 60, leaveTypeId: null, leaveName: null, dayType: null },
      ],
      reasons: [{ key: 'punchLate', params: { punch: '09:20', onTime: '09:00', minutes: 20 } }],
    };
    await t.deps.db
      .update(attendanceDailyResults)
      .set({ status: 'late', result })
      .where(and(eq(attendanceDailyResults.staffId, w.wang.staffId), eq(attendanceDailyResults.day, day)));
    expect(await names(w.admin, { status: 'early' })).toEqual(['王五']);
    expect(await names(w.admin, { status: 'trip' })).toEqual([]);

    const res = await hr(w.admin).download('/cPunchCard/export', { from: day, to: day, searchText: '王五' });
    expect(res.statusCode).toBe(200);
    expect(fileNameOf(res.headers['content-disposition'])).toMatch(/^每日考勤_\d{14}\.xlsx$/);
    const [header, row] = await readXlsx(res.rawPayload);
    expect(header).toEqual([
      '姓名',
      '工号',
      '部门',
      '日期',
      '日期类型',
      '班次',
      '上班打卡',
      '下班打卡',
      '状态',
      '迟到（分钟）',
      '早退（分钟）',
      '出勤（分钟）',
      '请假（分钟）',
      '加班（分钟）',
      '说明',
    ]);
    expect(row).toEqual([
      '王五',
      'A003',
      undefined,
      day,
      '工作日',
      undefined,
      undefined,
      undefined,
      '迟到',
      20,
      60,
      400,
      0,
      0,
      '打卡 09:20，班次 09:00，迟到 20 分钟',
    ]);
  });

  it('exports only the staff the admin manages', async () => {
    const res = await hr(w.hroAdmin.api).download('/cPunchCard/export', { from: ago(7), to: today });
    const rows = await readXlsx(res.rawPayload);
    expect(new Set(rows.slice(1).map((row) => row[0]))).toEqual(new Set(['李四']));
  });

  it('bounds the range, the page and the search', async () => {
    const bad = [
      { from: ago(31), to: today },
      { from: today, to: ago(1) },
      { from: today, to: today, pageSize: 101 },
      { from: today, to: today, searchText: '张'.repeat(51) },
      { from: today, to: today, status: 'sleepy' },
    ];
    for (const body of bad)
      expect((await hr(w.admin).post('/cPunchCard/selectDayPage', body)).status, JSON.stringify(body)).toBe(
        400,
      );
    expect((await hr(w.admin).download('/cPunchCard/export', { from: ago(31), to: today })).statusCode).toBe(
      400,
    );
  });
});
