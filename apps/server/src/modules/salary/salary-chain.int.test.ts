import type { DayPage, MyPayslips, PayrollLine, PayrollLineDetail, PayrollRun } from '@renli/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaToday } from '../../core/china-time.ts';
import { type Caller, caller } from '../../core/resources/test-fixtures.ts';
import { seedDemoIfEmpty } from '../../seed/demo.ts';
import { DEMO_COMPANY, DEMO_PASSWORD, DEMO_STAFF, demoStaffLoginCode } from '../../seed/demo-data.ts';
import { login, md5 } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { previousMonth } from './payroll/lines.ts';

// Issue 21's chain on the demo company, every part real (docs/product/salary.md): salary archives,
// attendance's stored days and social insurance feed last month's runs; HR corrects an absent day,
// recalculates and sees the deduction go; the run is reviewed, approved and its payslips published;
// a staff member reads theirs.

let t: TestApp;
let hr: Caller;
const month = previousMonth(chinaToday().slice(0, 7));

const runsOf = async () =>
  (await hr.post<{ list: PayrollRun[] }>('/salaryCtl/selectRuns', { month })).body.data.list;
const linesOf = async (runId: number) =>
  (await hr.post<{ list: PayrollLine[] }>('/salaryCtl/selectLines', { runId, pageNum: 1, pageSize: 100 }))
    .body.data;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.deps.db);
  hr = caller(t, await login(t, DEMO_COMPANY.loginCode, DEMO_PASSWORD), 'zh-CN');
});
afterAll(() => t.close());

describe('the demo payroll, from archives, attendance and contributions to payslips', () => {
  it('calculates last month for every demo staff member, with each figure’s inputs', async () => {
    const runs = await runsOf();
    expect(runs.map((run) => [run.employeeType, run.statusLabel])).toEqual(
      expect.arrayContaining([
        [1, '已核算'],
        [2, '已核算'],
      ]),
    );
    expect(runs.reduce((sum, run) => sum + run.headcount, 0)).toBe(DEMO_STAFF.length);
    const hrm = runs.find((run) => run.employeeType === 1)!;
    const { list } = await linesOf(hrm.id);
    for (const line of list) {
      // 实发 = 应发 − 社保个人 − 公积金个人 − 个税 (the demo has no after-tax items).
      expect(
        new Decimal(line.gross)
          .minus(line.socialPersonal)
          .minus(line.fundPersonal)
          .minus(line.tax)
          .toFixed(2),
      ).toBe(line.net);
      expect(new Decimal(line.socialPersonal).gt(0), `${line.staffName} ${line.socialPersonal}`).toBe(true);
    }
    const detail = (
      await hr.post<PayrollLineDetail>('/salaryCtl/lineDetail', { runId: hrm.id, staffId: list[0]!.staffId })
    ).body.data;
    expect(Object.keys(detail.inputs)).toEqual(
      expect.arrayContaining(['attendance', 'contributions', 'tax']),
    );
    expect(detail.steps.length).toBeGreaterThan(5);
  });

  it('takes an attendance correction into the recalculated run', async () => {
    const days = (
      await hr.post<DayPage>('/cPunchCard/selectDayPage', {
        from: `${month}-01`,
        to: `${month}-${String(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)), 0)).getUTCDate())}`,
        status: 'absent',
        employeeType: 1,
        pageNum: 1,
        pageSize: 10,
      })
    ).body.data;
    const absent = days.list[0]!;
    const hrm = (await runsOf()).find((run) => run.employeeType === 1)!;
    const before = (await linesOf(hrm.id)).list.find((line) => line.staffId === absent.staffId)!;
    expect(new Decimal(before.values.absence ?? '0').gt(0)).toBe(true);

    for (const time of ['08:55', '18:05']) {
      const corrected = await hr.post('/cPunchCard/correct', {
        staffId: absent.staffId,
        day: absent.result.day,
        time,
        note: '打卡机故障，补录',
      });
      expect(corrected.status, corrected.body.message).toBe(200);
    }
    expect((await hr.post('/salaryCtl/calculate', { runId: hrm.id })).status).toBe(200);
    const after = (await linesOf(hrm.id)).list.find((line) => line.staffId === absent.staffId)!;
    expect(new Decimal(after.values.absence ?? '0').lt(before.values.absence!)).toBe(true);
    expect(new Decimal(after.gross).gt(before.gross)).toBe(true);
  });

  it('is reviewed, approved and published; the staff member reads their payslip', async () => {
    let run = (await runsOf()).find((r) => r.employeeType === 1)!;
    for (const action of ['review', 'submit'] as const) {
      const moved = await hr.post<PayrollRun>('/salaryCtl/changeStatus', {
        runId: run.id,
        version: run.version,
        action,
      });
      expect(moved.status, moved.body.message).toBe(200);
      run = moved.body.data;
    }
    // No 薪资审批 template in the demo: submitting approves at once.
    expect(run.statusLabel).toBe('已审批');
    const published = await hr.post<{ count: number }>('/salaryBillCtl/publish', { runId: run.id });
    expect(published.body.data.count).toBe(run.headcount);

    const staffIndex = DEMO_STAFF.findIndex((person) => person.name === '周婷');
    const staff = caller(t, await login(t, demoStaffLoginCode(staffIndex), DEMO_PASSWORD), 'zh-CN');
    await staff.post('/payslipCtl/verify', { method: 'password', secret: md5(DEMO_PASSWORD) });
    const mine = (await staff.post<MyPayslips>('/payslipCtl/selectMine', {})).body.data;
    expect(mine.list.map((slip) => slip.month)).toEqual([month]);
  });
});
