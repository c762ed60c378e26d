import { PAYROLL_APPROVAL_TYPE, type PayrollLineDetail, type PayrollRun } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileNameOf, readXlsx } from '../../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { approvalTemplates } from '../../approval/schema.ts';
import { attendanceDailyResults, attendanceRequests } from '../../attendance/schema.ts';
import { statsWorld } from '../../attendance/stats/test-world.ts';
import { companyStaff } from '../../staff/schema.ts';
import type { MonthContribution } from '../social/contributions.ts';
import type { PayrollGroup, PayrollItem } from '../wage/setup-of.ts';
import { previousMonth } from './lines.ts';
import { payslipSourceOf } from './payslip-source.ts';
import { payrollLines } from './schema.ts';

// The wage, social and tax parts are written beside this one: their functions are stood in for here
// (the parts test their own rules); attendance, staff and the approval gate are the real ones.
const parts = vi.hoisted(() => ({
  groups: new Map<string, unknown>(),
  /** Each group's people: their base and the day of the month they joined (01: before the month). */
  members: new Map<number, { staffId: number; base: string; from?: string }[]>(),
  contributions: new Map<number, unknown>(),
}));
vi.mock('../wage/setup-of.ts', () => ({
  payrollGroupOf: async (_db: unknown, compId: number, groupId: number) =>
    parts.groups.get(`${compId}:${groupId}`) ?? null,
  payrollMembersOf: async (_db: unknown, _compId: number, groupId: number, month: string) =>
    (parts.members.get(groupId) ?? []).map(({ staffId, base, from }) => {
      const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0));
      return {
        staffId,
        bankName: '招商银行',
        bankAccount: `6225000${staffId}`,
        segments: [
          { from: `${month}-${from ?? '01'}`, to: last.toISOString().slice(0, 10), amounts: { base } },
        ],
      };
    }),
}));
vi.mock('../social/contributions.ts', () => ({
  contributionsOf: async (_db: unknown, _compId: number, _month: string, ids: number[]) =>
    new Map(ids.flatMap((id) => (parts.contributions.has(id) ? [[id, parts.contributions.get(id)]] : []))),
}));
vi.mock('../tax/deductions-of.ts', () => ({
  specialDeductionsOf: async (_db: unknown, _compId: number, _month: string, ids: number[]) =>
    new Map(ids.map((id) => [id, '1000.00'])),
}));

let t: TestApp;
let w: Awaited<ReturnType<typeof statsWorld>>;

const item = (code: string, name: string, over: Partial<PayrollItem> = {}): PayrollItem => ({
  code,
  name,
  source: 'fixed',
  effect: 'earning',
  taxFree: false,
  formula: null,
  rounding: 'cent',
  prorated: true,
  showOnPayslip: true,
  sort: 0,
  ...over,
});

const items: PayrollItem[] = [
  item('base', '基本工资'),
  item('bonus', '奖金', { source: 'input' }),
  item('ot', '加班费', { source: 'formula', formula: 'overtimePay' }),
  item('absence', '旷工扣款', { source: 'formula', formula: 'absentDays * 300', effect: 'deduction' }),
  item('unpaid', '事假扣款', {
    source: 'formula',
    formula: 'unpaidLeaveDays * 200',
    effect: 'deduction',
    showOnPayslip: false,
  }),
  item('gross', '应发工资', { source: 'system' }),
  item('net', '实发工资', { source: 'system' }),
];

const daysIn = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();

beforeAll(async () => {
  t = await createTestApp();
  w = await statsWorld(t);
  const hrm: PayrollGroup = {
    id: 1,
    name: '月薪组',
    employeeType: 1,
    clientCompany: null,
    serviceFee: null,
    prorate: 'calendarDays',
    overtimeBaseItems: ['base'],
    items,
  };
  const hro: PayrollGroup = { ...hrm, id: 2, name: '外包组', employeeType: 2, clientCompany: '甲客户' };
  parts.groups.set(`${w.a.compId}:1`, hrm);
  parts.groups.set(`${w.a.compId}:2`, hro);
  parts.members.set(1, [
    { staffId: w.zhang.staffId, base: '10000' },
    { staffId: w.zhao.staffId, base: '6000', from: '16' },
  ]);
  parts.members.set(2, [{ staffId: w.wang.staffId, base: '5000' }]);
  // 张三 joined this employer at the start of the month: a year's first month of tax (累计减除 5,000).
  await t.deps.db
    .update(companyStaff)
    .set({ entryDate: `${w.month}-01` })
    .where(eq(companyStaff.id, w.zhang.staffId));
  const contribution: MonthContribution = {
    staffId: w.zhang.staffId,
    socialCompany: '2600.00',
    socialPersonal: '1050.00',
    fundCompany: '840.00',
    fundPersonal: '840.00',
    lines: [
      {
        item: 'pension',
        forMonth: w.month,
        base: '10000',
        companyRate: '16',
        personalRate: '8',
        company: '1600.00',
        personal: '800.00',
      },
      {
        item: 'medical',
        forMonth: w.month,
        base: '10000',
        companyRate: '9',
        personalRate: '2',
        company: '900.00',
        personal: '200.00',
      },
      {
        item: 'seriousIllness',
        forMonth: w.month,
        base: '10000',
        companyRate: '1',
        personalRate: '0',
        company: '100.00',
        personal: '0.00',
      },
      {
        item: 'unemployment',
        forMonth: w.month,
        base: '10000',
        companyRate: '0.5',
        personalRate: '0.5',
        company: '0.00',
        personal: '50.00',
      },
      {
        item: 'fund',
        forMonth: w.month,
        base: '10000',
        companyRate: '8.4',
        personalRate: '8.4',
        company: '840.00',
        personal: '840.00',
      },
    ],
  };
  parts.contributions.set(w.zhang.staffId, contribution);
  // An hour of 张三's rest-day overtime is repaid with leave: only the other hour is paid.
  await t.deps.db.insert(attendanceRequests).values({
    compId: w.a.compId,
    staffId: w.zhang.staffId,
    kind: 'overtime',
    status: 2,
    staffName: '张三',
    employeeType: 1,
    startAt: new Date(`${w.day(7)}T02:00:00Z`),
    endAt: new Date(`${w.day(7)}T03:00:00Z`),
    amount: '1',
    unit: 'hour',
    dayType: 'restday',
    compensation: 'leave',
  });
});
afterAll(() => t.close());

const create = (body: object, as = w.owner) =>
  as.post<PayrollRun>('/salaryCtl/createRun', { month: w.month, ...body });
const calculate = (runId: number, as = w.owner) => as.post<PayrollRun>('/salaryCtl/calculate', { runId });
const step = (run: PayrollRun, action: string, as = w.owner) =>
  as.post<PayrollRun>('/salaryCtl/changeStatus', { runId: run.id, version: run.version, action });
const detail = async (runId: number, staffId: number) =>
  (await w.owner.post<PayrollLineDetail>('/salaryCtl/lineDetail', { runId, staffId })).body.data;

let run: PayrollRun;

describe('a payroll run', () => {
  it('is one per month and salary group, within the types the caller manages', async () => {
    const res = await create({ groupId: 1 });
    expect(res.status, res.body.message).toBe(200);
    run = res.body.data;
    expect(run).toMatchObject({
      status: 1,
      statusLabel: 'Draft',
      name: `${w.month} 月薪组`,
      actions: ['calculate', 'delete'],
    });
    expect((await create({ groupId: 1 })).status).toBe(409);
    // The HRO-only admin neither sees nor creates the HRM group's runs.
    expect((await create({ groupId: 1 }, w.hroAdmin)).status).toBe(404);
    expect((await calculate(run.id, w.hroAdmin)).status).toBe(404);
    expect((await w.bOwner.post('/salaryCtl/calculate', { runId: run.id })).status).toBe(404);
    expect((await w.zhang.api.post('/salaryCtl/selectRuns', { month: w.month })).status).toBe(403);
  });

  it('calculates from archives, attendance, contributions and tax, with the trail of every figure', async () => {
    const res = await calculate(run.id);
    expect(res.status, res.body.message).toBe(200);
    run = res.body.data;
    expect(run).toMatchObject({ status: 2, headcount: 2, attendanceLocked: false });
    const zhang = await detail(run.id, w.zhang.staffId);
    // Overtime: workday 90 min 10,000 ÷ 21.75 ÷ 8 × 1.5 h × 150 % = 129.31; rest day 120 min less the
    // hour repaid with leave: × 1 h × 200 % = 114.94. Absent 1 day × 300; 事假 half a day × 200.
    expect(zhang.line.values).toMatchObject({
      base: '10000.00',
      bonus: '0.00',
      ot: '244.25',
      absence: '300.00',
      unpaid: '100.00',
    });
    // gross 10,000 + 244.25 − 300 − 100 = 9,844.25; tax (9,844.25 − 5,000 − 1,890 − 1,000) × 3 % = 58.6275 → 58.63
    expect(zhang.line).toMatchObject({ gross: '9844.25', tax: '58.63', net: '7895.62', changed: null });
    const how = Object.fromEntries(zhang.steps.map((s) => [s.code, s.how]));
    expect(how.base).toContain('whole month 10000.00');
    expect(how.ot).toContain('Formula overtimePay');
    expect(how.tax).toContain('Cumulative income 9844.25');
    // 赵六 joined on the 16th: 6,000 by calendar days.
    const days = daysIn(w.month);
    const zhao = await detail(run.id, w.zhao.staffId);
    expect(zhao.line.values.base).toBe(((6000 * (days - 15)) / days).toFixed(2));
    expect(zhao.inputs).toMatchObject({ prorate: 'calendarDays' });
  });

  it('keeps HR’s inputs across recalculation and picks up an attendance correction', async () => {
    const saved = await w.owner.post('/salaryCtl/saveInputs', {
      runId: run.id,
      inputs: [{ staffId: w.zhang.staffId, code: 'bonus', value: '500' }],
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect(
      (
        await w.owner.post('/salaryCtl/saveInputs', {
          runId: run.id,
          inputs: [{ staffId: w.zhang.staffId, code: 'base', value: '1' }],
        })
      ).status,
    ).toBe(400);
    // The absent day is corrected to a normal one.
    await t.deps.db
      .update(attendanceDailyResults)
      .set({ absentMinutes: 0, workedMinutes: 480, status: 'normal' })
      .where(
        and(eq(attendanceDailyResults.staffId, w.zhang.staffId), eq(attendanceDailyResults.day, w.day(9))),
      );
    run = (await calculate(run.id)).body.data;
    const zhang = await detail(run.id, w.zhang.staffId);
    expect(zhang.line.values).toMatchObject({ bonus: '500.00', absence: '0.00' });
    expect(zhang.line.gross).toBe('10644.25');
  });

  it('moves through review, approval (no template: at once), paid and locked, and no further', async () => {
    expect((await step(run, 'pay')).status).toBe(409);
    expect((await step({ ...run, version: run.version - 1 }, 'review')).status).toBe(409);
    run = (await step(run, 'review')).body.data;
    expect(run.status).toBe(3);
    // Recalculation is allowed up to 已复核 and goes back to 已核算.
    run = (await calculate(run.id)).body.data;
    expect(run.status).toBe(2);
    run = (await step(run, 'review')).body.data;
    run = (await step(run, 'submit')).body.data;
    expect(run).toMatchObject({ status: 5, statusLabel: 'Approved' });
    expect((await calculate(run.id)).status).toBe(409);
    run = (await step(run, 'pay')).body.data;
    run = (await step(run, 'lock')).body.data;
    expect(run).toMatchObject({ status: 7, actions: [] });
    expect((await step(run, 'lock')).status).toBe(409);
    expect((await w.owner.post('/salaryCtl/deleteRun', { runId: run.id })).status).toBe(409);
  });

  it('exports the payroll sheet, the bank file and the withholding return', async () => {
    const tax = await w.owner.download('/salaryCtl/export', { runId: run.id, kind: 'tax' });
    expect(tax.statusCode).toBe(200);
    expect(fileNameOf(tax.headers['content-disposition'])).toMatch(/^Withholding return_\d{14}\.xlsx$/);
    const rows = await readXlsx(tax.rawPayload);
    expect(rows[0]?.slice(0, 10)).toEqual([
      '工号',
      '*姓名',
      '*证件类型',
      '*证件号码',
      '本期收入',
      '本期免税收入',
      '基本养老保险费',
      '基本医疗保险费',
      '失业保险费',
      '住房公积金',
    ]);
    const zhangRow = rows.find((row) => row[1] === '张三')!;
    expect(zhangRow.slice(4, 10)).toEqual([10644.25, 0, 800, 200, 50, 840]);
    const bank = await readXlsx(
      (await w.owner.download('/salaryCtl/export', { runId: run.id, kind: 'bank' })).rawPayload,
    );
    expect(bank[0]).toEqual(['姓名', '银行账号', '开户银行', '金额']);
    expect(bank.find((row) => row[0] === '张三')?.slice(1, 3)).toEqual([
      `6225000${w.zhang.staffId}`,
      '招商银行',
    ]);
  });

  it('feeds the payslips and next month’s cumulative tax once approved', async () => {
    const source = await payslipSourceOf(t.deps.db, w.a.compId, run.id);
    expect(source?.run).toMatchObject({ approved: true, status: 7 });
    const figures = source?.lines.find((l) => l.staffId === w.zhang.staffId)?.figures ?? [];
    expect(figures.find((f) => f.code === 'unpaid')).toMatchObject({ shown: false, value: '100.00' });
    expect(figures.find((f) => f.code === 'net')).toMatchObject({ effect: 'system' });
    expect(await payslipSourceOf(t.deps.db, w.b.compId, run.id)).toBeNull();

    // Last month: (10,644.25 − 5,000 − 1,890 − 1,000) × 3 % = 82.63 withheld.
    expect((await detail(run.id, w.zhang.staffId)).line.tax).toBe('82.63');
    const next = new Date(Date.UTC(Number(w.month.slice(0, 4)), Number(w.month.slice(5, 7)), 1))
      .toISOString()
      .slice(0, 7);
    const created = await w.owner.post<PayrollRun>('/salaryCtl/createRun', { month: next, groupId: 1 });
    const after = (await calculate(created.body.data.id)).body.data;
    const zhang = await detail(after.id, w.zhang.staffId);
    expect(zhang.line.gross).toBe('10000.00');
    // Same tax year: (20,644.25 − 10,000 − 3,780 − 2,000) × 3 % = 145.93, less 82.63 = 63.30.
    // A new year starts again: (10,000 − 5,000 − 1,890 − 1,000) × 3 % = 63.33.
    expect(zhang.line.tax).toBe(next.endsWith('-01') ? '63.33' : '63.30');
    // Last month's figures are the diff: the base is unchanged, the bonus and gross changed.
    expect(zhang.line.changed).toEqual(expect.arrayContaining(['bonus', 'gross', 'net']));
    expect(zhang.line.changed).not.toContain('base');
    expect(zhang.line.lastNet).not.toBeNull();
    expect(previousMonth(next)).toBe(w.month);
    const [line] = await t.deps.db
      .select()
      .from(payrollLines)
      .where(eq(payrollLines.runId, after.id))
      .limit(1);
    expect(line?.month).toBe(next);
  });

  it('shows an HRO group’s service fee and the total to bill the client', async () => {
    const res = await create({ groupId: 2, serviceFee: '100' });
    expect(res.status, res.body.message).toBe(200);
    const hro = (await calculate(res.body.data.id)).body.data;
    expect(hro).toMatchObject({ clientCompany: '甲客户', serviceFee: '100.00', headcount: 1 });
    // cost 5,000 (no contributions) + 100 × 1
    expect(hro.billTotal).toBe('5100.00');
    const listed = await w.hroAdmin.post<{ list: PayrollRun[] }>('/salaryCtl/selectRuns', { month: w.month });
    expect(listed.body.data.list.map((r) => r.name)).toEqual([`${w.month} 外包组`]);
  });

  it('waits in 审批中 for the company’s 薪资审批; a rejection returns it to 已核算, an approval to 已审批', async () => {
    // The company's 通用审批 serves as its payroll template: the company account approves.
    await t.deps.db
      .update(approvalTemplates)
      .set({ type: PAYROLL_APPROVAL_TYPE })
      .where(and(eq(approvalTemplates.compId, w.a.compId), eq(approvalTemplates.type, 'general')));
    const listed = await w.owner.post<{ list: PayrollRun[] }>('/salaryCtl/selectRuns', {
      month: w.month,
      employeeType: 2,
    });
    let hro = listed.body.data.list[0]!;
    hro = (await step(hro, 'review')).body.data;
    const asked = await step(hro, 'submit');
    expect(asked.status, asked.body.message).toBe(200);
    hro = asked.body.data;
    expect(hro).toMatchObject({ status: 4, statusLabel: 'In approval', actions: [] });
    expect(hro.approvalInstanceId).toEqual(expect.any(Number));
    expect((await calculate(hro.id)).status).toBe(409);
    const task = async (instanceId: number) =>
      (await w.owner.get<{ myTaskId: number }>(`/cAudit/instance/selectById/${instanceId}`)).body.data
        .myTaskId;
    const rejected = await w.owner.post('/cAudit/instance/reject', {
      taskId: await task(hro.approvalInstanceId!),
      comment: '金额有误',
    });
    expect(rejected.status, rejected.body.message).toBe(200);
    const again = async () =>
      (
        await w.owner.post<{ list: PayrollRun[] }>('/salaryCtl/selectRuns', {
          month: w.month,
          employeeType: 2,
        })
      ).body.data.list[0]!;
    hro = await again();
    expect(hro.status).toBe(2);
    hro = (await step(hro, 'review')).body.data;
    hro = (await step(hro, 'submit')).body.data;
    const approved = await w.owner.post('/cAudit/instance/approve', {
      taskId: await task(hro.approvalInstanceId!),
    });
    expect(approved.status, approved.body.message).toBe(200);
    expect((await again()).status).toBe(5);
  });
});
