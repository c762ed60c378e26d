import type { MonthPage, MonthSummary, StaffMonth, StaffMonthRow } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, fileNameOf, readXlsx } from '../../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { statsWorld } from './test-world.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof statsWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await statsWorld(t);
});
afterAll(() => t.close());

const page = async (as: typeof w.owner, body: object) => {
  const res = await as.post<MonthPage>('/statistics/selectMonthPage', { month: w.month, ...body });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
};
const names = (data: MonthPage) => data.list.map((row) => row.name);
const rowOf = (data: MonthPage, name: string) => data.list.find((row) => row.name === name)!;

describe('the monthly summary per staff member', () => {
  it('sums each person’s stored days with worked numbers', async () => {
    const data = await page(w.owner, {});
    expect(data).toMatchObject({ month: w.month, locked: false, total: 4, pageNum: 1, pageSize: 20 });
    // By job number; company B's person and staff without an employment are not here.
    expect(names(data)).toEqual(['张三', '李四', '王五', '赵六']);
    expect(rowOf(data, '张三')).toEqual<StaffMonthRow>({
      staffId: w.zhang.staffId,
      name: '张三',
      jobNo: 'A001',
      deptId: w.depts.rd,
      deptName: '研发部',
      employeeType: 1,
      // The 8 workdays (the rest day on the 7th asks nothing).
      expectedDays: 8,
      expectedHours: '64.00',
      // The absent day counts 0, the half day of 事假 0.5, late, early and missing days 1 each.
      actualDays: '6.50',
      // 475 + 468 + 449 + 460 + 240 + 120 (rest day) + 0 + 240 + 570 = 3022 minutes.
      workedHours: '50.37',
      // 5 + 12 + 31 minutes, the 31 serious.
      lateCount: 3,
      lateMinutes: 48,
      seriousLateCount: 1,
      earlyCount: 1,
      earlyMinutes: 20,
      missingPunches: 1,
      absentDays: '1.00',
      leaveDays: '0.50',
      leave: [
        { leaveTypeId: w.leaveTypes.personal, leaveName: '事假', unit: 'day', days: '0.50', hours: '4.00' },
      ],
      tripDays: '0.00',
      overtimeHours: { workday: '1.50', restday: '2.00', holiday: '0.00' },
    });
    expect(rowOf(data, '李四')).toMatchObject({
      deptName: '前端组',
      expectedDays: 3,
      // Two days with 2 hours of 调休 (0.75 each) and a trip day (attended).
      actualDays: '2.50',
      leaveDays: '0.50',
      leave: [
        { leaveTypeId: w.leaveTypes.inLieu, leaveName: '调休', unit: 'hour', days: '0.50', hours: '4.00' },
      ],
      tripDays: '1.00',
      overtimeHours: { workday: '0.00', restday: '0.00', holiday: '8.00' },
    });
    // 赵六 moved from 行政部 to 研发部 on the 15th: the department of his month's end.
    expect(rowOf(data, '赵六')).toMatchObject({ deptName: '研发部', expectedDays: 2, actualDays: '2.00' });
  });

  it('filters by department with those below it, by search and by the sign, and sorts by a figure', async () => {
    expect(names(await page(w.owner, { deptId: w.depts.rd }))).toEqual(['张三', '李四', '赵六']);
    expect(names(await page(w.owner, { deptId: w.depts.frontEnd }))).toEqual(['李四']);
    expect(names(await page(w.owner, { searchText: '李' }))).toEqual(['李四']);
    expect(names(await page(w.owner, { searchText: 'A00' }))).toHaveLength(4);
    expect(names(await page(w.owner, { employeeType: 2 }))).toEqual(['王五']);
    expect(
      names(await page(w.owner, { sortField: 'lateMinutes', sortOrder: 'descend' })).slice(0, 2),
    ).toEqual(['张三', '王五']);
    expect(
      names(await page(w.owner, { sortField: 'overtimeHours', sortOrder: 'descend' })).slice(0, 2),
    ).toEqual(['李四', '张三']);
    const second = await page(w.owner, { pageNum: 2, pageSize: 3 });
    expect(second).toMatchObject({ total: 4, pageNum: 2 });
    expect(names(second)).toEqual(['赵六']);
    expect(await page(w.owner, { pageNum: 5, pageSize: 3 })).toMatchObject({ total: 4, list: [] });
  });

  it('keeps each admin to the employee types they manage', async () => {
    expect(names(await page(w.hroAdmin, {}))).toEqual(['王五']);
    expect(names(await page(w.hrmAdmin.api, {}))).toEqual(['张三', '李四', '赵六']);
    // The sign cannot widen a scope.
    expect(names(await page(w.hrmAdmin.api, { employeeType: 2 }))).toEqual([]);
    expect(names(await page(w.admin, {}))).toHaveLength(4);
  });

  it('refuses plain staff, and another company sees only its own people', async () => {
    const refused = await w.zhang.api.post('/statistics/selectMonthPage', { month: w.month });
    expect(refused.status).toBe(403);
    const other = await page(w.bOwner, {});
    expect(names(other)).toEqual(['乙员工']);
    expect(other.list[0]).toMatchObject({ lateCount: 1, lateMinutes: 99 });
  });

  it('bounds the request', async () => {
    for (const body of [
      { month: '2026-13' },
      { month: w.month, pageSize: 101 },
      { month: w.month, searchText: 'x'.repeat(51) },
    ]) {
      const res = await w.owner.post('/statistics/selectMonthPage', body);
      expect(res.status).toBe(400);
    }
  });
});

describe('the month’s departments and charts', () => {
  it('sums departments, counts late people per day and mixes leave by type', async () => {
    const res = await w.owner.post<MonthSummary>('/statistics/monthSummary', { month: w.month });
    expect(res.status, res.body.message).toBe(200);
    const data = res.body.data;
    expect(data.totals).toEqual({
      headcount: 4,
      expectedDays: 8 + 3 + 1 + 2,
      actualDays: '12.00',
      // 12 ÷ 14
      attendanceRate: '85.71',
      lateCount: 4,
      lateMinutes: 58,
      absentDays: '1.00',
      leaveDays: '1.00',
      overtimeHours: '11.50',
    });
    // By name in Chinese order (pinyin): 前端组, 行政部, 研发部.
    expect(data.departments).toEqual([
      {
        deptId: w.depts.frontEnd,
        deptName: '前端组',
        headcount: 1,
        attendanceRate: '83.33',
        lateCount: 0,
        absentDays: '0.00',
        leaveDays: '0.50',
        overtimeHours: '8.00',
      },
      {
        deptId: w.depts.admin,
        deptName: '行政部',
        headcount: 1,
        attendanceRate: '100.00',
        lateCount: 1,
        absentDays: '0.00',
        leaveDays: '0.00',
        overtimeHours: '0.00',
      },
      {
        deptId: w.depts.rd,
        deptName: '研发部',
        headcount: 2,
        // 8.5 ÷ 10
        attendanceRate: '85.00',
        lateCount: 3,
        absentDays: '1.00',
        leaveDays: '0.50',
        overtimeHours: '3.50',
      },
    ]);
    const trend = new Map(data.lateTrend.map((d) => [d.day, d.count]));
    expect(data.lateTrend[0]!.day).toBe(w.day(1));
    expect([trend.get(w.day(1)), trend.get(w.day(2)), trend.get(w.day(3)), trend.get(w.day(4))]).toEqual([
      0, 2, 1, 1,
    ]);
    expect(data.lateTrend.reduce((sum, d) => sum + d.count, 0)).toBe(4);
    expect(data.leaveMix).toEqual([
      { leaveTypeId: w.leaveTypes.personal, leaveName: '事假', days: '0.50' },
      { leaveTypeId: w.leaveTypes.inLieu, leaveName: '调休', days: '0.50' },
    ]);

    const hro = (await w.hroAdmin.post<MonthSummary>('/statistics/monthSummary', { month: w.month })).body
      .data;
    expect(hro.totals).toMatchObject({ headcount: 1, lateCount: 1, lateMinutes: 10 });
    expect(hro.lateTrend.reduce((sum, d) => sum + d.count, 0)).toBe(1);
  });
});

describe('the payroll export', () => {
  it('writes 月度考勤汇总 with names, the leave types used and the figures', async () => {
    const zh = caller(t, w.owner.token, 'zh-CN');
    const res = await zh.download('/statistics/export', { month: w.month });
    expect(res.statusCode).toBe(200);
    expect(fileNameOf(res.headers['content-disposition'])).toMatch(/^月度考勤汇总_\d{14}\.xlsx$/);
    const [header, ...rows] = await readXlsx(res.rawPayload);
    expect(header).toEqual([
      '姓名',
      '工号',
      '部门',
      '应出勤天数',
      '实际出勤天数',
      '迟到次数',
      '迟到分钟',
      '早退次数',
      '早退分钟',
      '缺卡次数',
      '旷工天数',
      '事假(天)',
      '调休(小时)',
      '出差天数',
      '工作日加班小时',
      '休息日加班小时',
      '节假日加班小时',
    ]);
    expect(rows).toEqual([
      ['张三', 'A001', '研发部', 8, 6.5, 3, 48, 1, 20, 1, 1, 0.5, 0, 0, 1.5, 2, 0],
      ['李四', 'A002', '前端组', 3, 2.5, 0, 0, 0, 0, 0, 0, 0, 4, 1, 0, 0, 8],
      ['王五', 'A003', '行政部', 1, 1, 1, 10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      ['赵六', 'A004', '研发部', 2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ]);
  });

  it('keeps to the filter and the caller’s scope, in English for English callers', async () => {
    const res = await w.hroAdmin.download('/statistics/export', { month: w.month });
    expect(fileNameOf(res.headers['content-disposition'])).toMatch(/^Monthly attendance_\d{14}\.xlsx$/);
    const [header, ...rows] = await readXlsx(res.rawPayload);
    expect(header!.slice(0, 3)).toEqual(['Name', 'Job no.', 'Department']);
    // Nobody of the scope took leave: no leave column.
    expect(header).toHaveLength(15);
    expect(rows.map((row) => row[0])).toEqual(['王五']);
    const refused = await w.zhang.api.download('/statistics/export', { month: w.month });
    expect(refused.statusCode).toBe(403);
  });
});

describe('a staff member’s month (read-only API)', () => {
  const staffMonth = (as: typeof w.owner, staffId: number) =>
    as.post<StaffMonth>('/statistics/staffMonth', { staffId, month: w.month });

  it('answers HR the summary and every stored day', async () => {
    const res = await staffMonth(w.owner, w.zhang.staffId);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.summary).toMatchObject({ name: '张三', lateMinutes: 48 });
    expect(res.body.data.days.map((d) => d.day)).toEqual([2, 3, 4, 5, 6, 7, 9, 10, 11].map(w.day));
    expect(res.body.data.days[0]).toMatchObject({ status: 'late', lateMinutes: 5 });
  });

  it('answers the staff member their own month, and nobody else', async () => {
    const own = await staffMonth(w.zhang.api, w.zhang.staffId);
    expect(own.status).toBe(200);
    expect(own.body.data.summary?.lateCount).toBe(3);
    expect((await staffMonth(w.li.api, w.zhang.staffId)).status).toBe(403);
    // HR outside their types, and another company: as if there were no such person.
    expect((await staffMonth(w.hroAdmin, w.zhang.staffId)).status).toBe(404);
    expect((await staffMonth(w.bOwner, w.zhang.staffId)).status).toBe(404);
    expect((await staffMonth(w.hroAdmin, w.wang.staffId)).body.data.summary?.name).toBe('王五');
  });
});
