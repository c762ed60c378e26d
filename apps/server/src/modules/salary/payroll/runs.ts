import {
  EmploymentStatus,
  labelIn,
  PAYROLL_APPROVAL_TYPE,
  PAYROLL_RUN_STATUS_LABELS,
  PAYROLL_TAX_STATUSES,
  type PayrollRun,
  PayrollRunStatus,
} from '@renli/contracts';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CompanyActor, UserAuth } from '../../../core/actor.ts';
import { AppError, badRequest, conflict, notFound } from '../../../core/http/errors.ts';
import type { Locale } from '../../../core/i18n/index.ts';
import { registerApprovedTransitionApplier } from '../../../core/resources/approval-gate.ts';
import type { Database, DbOrTx, Tx } from '../../../db/client.ts';
import { openApprovalsOf } from '../../approval/record-approvals.ts';
import { approvalGate, recordOfInstance } from '../../approval/record-links.ts';
import { registerApprovalType } from '../../approval/types.ts';
import { statutoryDay } from '../../attendance/calendar/statutory-calendar.ts';
import { attendanceMonthOf } from '../../attendance/stats/payroll-month.ts';
import { performanceCoefficientsOf } from '../../performance/analysis/coefficient.ts';
import { resolveResourceActor } from '../../permissions/access.ts';
import { staffFacts } from '../../staff/records.ts';
import { managesPayOf } from '../access.ts';
import { moneyText, roundMoney, SalaryDecimal } from '../rounding.ts';
import { contributionsOf } from '../social/contributions.ts';
import { specialDeductionsOf } from '../tax/deductions-of.ts';
import type { WageTaxPrior } from '../tax/withholding.ts';
import { type PayrollGroup, payrollGroupOf, payrollMembersOf } from '../wage/setup-of.ts';
import { calculateLine, type LineResult, type PayrollMonth, planRun } from './calculate.ts';
import { payrollMessages as m } from './messages.ts';
import { payrollInputs, payrollLines, payrollRuns } from './schema.ts';

// Payroll runs (docs/product/salary.md, "Payroll runs"): one per month and salary group, calculated
// in batches — every part read once for the whole group, one compiled plan, lines written in bulk.

type RunRow = typeof payrollRuns.$inferSelect;
const S = PayrollRunStatus;
/** The resource name approval links and the audit know runs by. */
export const PAYROLL_RUN_RESOURCE = 'payrollRun';
const RECALCULABLE: readonly number[] = [S.DRAFT, S.CALCULATED, S.REVIEWED];

const statusLabel = (status: number, locale: Locale) =>
  labelIn(PAYROLL_RUN_STATUS_LABELS[status as PayrollRunStatus] ?? PAYROLL_RUN_STATUS_LABELS[1], locale);

/** Days of `month` and its statutory workdays (the pay days of a partial month). */
export function payrollMonth(month: string): PayrollMonth {
  const [year, index] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  const count = new Date(Date.UTC(year, index, 0)).getUTCDate();
  const days = Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
  return { month, days, workdays: new Set(days.filter((day) => statutoryDay(day).type === 'workday')) };
}

/**
 * The service fee billed to an HRO client for a run (docs/product/salary.md, "Payroll runs"): the
 * run's own fee per head when HR set one, else the group's rule — per head × headcount, or a
 * percentage of the run's gross, to the cent.
 */
function feeOf(row: RunRow, group: PayrollGroup | null) {
  if (row.serviceFee !== null) return new SalaryDecimal(row.serviceFee).times(row.headcount);
  const rule = group?.serviceFee;
  if (!rule) return new SalaryDecimal(0);
  if (rule.kind === 'perHead') return new SalaryDecimal(rule.value).times(row.headcount);
  return roundMoney(new SalaryDecimal(row.totals?.gross ?? 0).times(rule.value).div(100), 'cent');
}

/** The run as the screens read it, with what the caller may do now. */
export function presentRun(row: RunRow, group: PayrollGroup | null, locale: Locale): PayrollRun {
  const actions: PayrollRun['actions'] = [];
  if (RECALCULABLE.includes(row.status)) actions.push('calculate');
  if (row.status === S.CALCULATED) actions.push('review');
  if (row.status === S.REVIEWED) actions.push('submit');
  if (row.status === S.APPROVED) actions.push('pay');
  if (row.status === S.PAID) actions.push('lock');
  if (row.status === S.DRAFT || row.status === S.CALCULATED) actions.push('delete');
  const clientCompany = group?.clientCompany ?? null;
  const billTotal =
    clientCompany && row.totals
      ? moneyText(new SalaryDecimal(row.totals.cost).plus(feeOf(row, group)))
      : null;
  return {
    id: row.id,
    month: row.month,
    groupId: row.groupId,
    name: row.name,
    employeeType: row.employeeType as 1 | 2,
    status: row.status,
    statusLabel: statusLabel(row.status, locale),
    headcount: row.headcount,
    totals: row.totals,
    calculatedAt: row.calculatedAt?.toISOString() ?? null,
    attendanceLocked: row.attendanceLocked,
    clientCompany,
    serviceFee: clientCompany ? moneyText(feeOf(row, group)) : null,
    billTotal,
    approvalInstanceId: row.approvalInstanceId,
    version: row.version,
    actions,
  };
}

/** A run of the caller's company whose employee type they manage, or 404. */
export async function runOf(db: DbOrTx, actor: CompanyActor, runId: number, lock = false): Promise<RunRow> {
  const query = db
    .select()
    .from(payrollRuns)
    .where(and(eq(payrollRuns.id, runId), eq(payrollRuns.compId, actor.compId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !managesPayOf(actor, row.employeeType)) throw notFound(m['salary.payroll.runNotFound']);
  return row;
}

async function groupOf(db: DbOrTx, actor: CompanyActor, groupId: number) {
  const group = await payrollGroupOf(db, actor.compId, groupId);
  if (!group || !managesPayOf(actor, group.employeeType)) throw notFound(m['salary.payroll.groupNotFound']);
  return group;
}

export async function selectRuns(
  db: DbOrTx,
  actor: CompanyActor,
  body: { month: string; employeeType?: 1 | 2 | undefined },
  locale: Locale,
) {
  const types = actor.managedTypes.filter((t) => body.employeeType === undefined || t === body.employeeType);
  if (types.length === 0) return { list: [] };
  const rows = await db
    .select()
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.compId, actor.compId),
        eq(payrollRuns.month, body.month),
        inArray(payrollRuns.employeeType, types),
      ),
    )
    .orderBy(asc(payrollRuns.id));
  const groups = new Map<number, PayrollGroup | null>();
  for (const row of rows)
    if (!groups.has(row.groupId))
      groups.set(row.groupId, await payrollGroupOf(db, actor.compId, row.groupId));
  return { list: rows.map((row) => presentRun(row, groups.get(row.groupId) ?? null, locale)) };
}

export async function createRun(
  db: Database,
  actor: CompanyActor,
  body: { month: string; groupId: number; name?: string | undefined; serviceFee?: string | undefined },
  locale: Locale,
) {
  const group = await groupOf(db, actor, body.groupId);
  const [row] = await db
    .insert(payrollRuns)
    .values({
      compId: actor.compId,
      month: body.month,
      groupId: group.id,
      name: body.name ?? `${body.month} ${group.name}`,
      employeeType: group.employeeType,
      serviceFee: group.clientCompany ? (body.serviceFee ?? null) : null,
      createdBy: actor.userId,
      updatedBy: actor.userId,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(m['salary.payroll.runExists'], { month: body.month });
  return presentRun(row, group, locale);
}

export async function deleteRun(db: Database, actor: CompanyActor, runId: number) {
  return db.transaction(async (tx) => {
    const row = await runOf(tx, actor, runId, true);
    if (row.status !== S.DRAFT && row.status !== S.CALCULATED)
      throw conflict(m['salary.payroll.notDeletable']);
    await tx.delete(payrollRuns).where(eq(payrollRuns.id, row.id));
    return { runId };
  });
}

/** The year's earlier months of these people at this employer, from runs approved or later (累计预扣). */
async function priorsOf(db: DbOrTx, compId: number, month: string, staffIds: readonly number[]) {
  const out = new Map<number, WageTaxPrior & { months: number }>();
  if (staffIds.length === 0) return out;
  const rows = await db
    .select({
      staffId: payrollLines.staffId,
      income: sql<string>`cast(sum(${payrollLines.gross}) as text)`,
      taxFree: sql<string>`cast(sum(${payrollLines.taxFree}) as text)`,
      socialAndFund: sql<string>`cast(sum(${payrollLines.socialPersonal} + ${payrollLines.fundPersonal}) as text)`,
      specialDeductions: sql<string>`cast(sum(${payrollLines.specialDeductions}) as text)`,
      withheld: sql<string>`cast(sum(${payrollLines.tax}) as text)`,
      months: sql<number>`cast(count(distinct ${payrollLines.month}) as integer)`.mapWith(Number),
    })
    .from(payrollLines)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payrollLines.runId))
    .where(
      and(
        eq(payrollLines.compId, compId),
        sql`${payrollLines.staffId} = any(${sql.param([...staffIds])}::int[])`,
        sql`${payrollLines.month} >= ${`${month.slice(0, 4)}-01`} and ${payrollLines.month} < ${month}`,
        inArray(payrollRuns.status, [...PAYROLL_TAX_STATUSES]),
      ),
    )
    .groupBy(payrollLines.staffId);
  for (const row of rows) out.set(row.staffId, { ...row, otherDeductions: '0' });
  return out;
}

const NO_PRIOR: WageTaxPrior = {
  income: '0',
  taxFree: '0',
  socialAndFund: '0',
  specialDeductions: '0',
  otherDeductions: '0',
  withheld: '0',
};

/** Months employed at this employer in the tax year, this one included: from the entry month, else the months paid. */
export function monthsEmployedOf(month: string, entryDate: string | null, monthsPaid: number): number {
  const index = Number(month.slice(5, 7));
  if (entryDate && entryDate.slice(0, 4) === month.slice(0, 4))
    return Math.max(1, index - Number(entryDate.slice(5, 7)) + 1);
  if (entryDate && entryDate.slice(0, 7) < month) return index;
  return monthsPaid + 1;
}

/** Whole years from the entry date to the month's last day. */
export function workYearsOf(entryDate: string | null, lastDay: string): number {
  if (!entryDate || entryDate > lastDay) return 0;
  const years = Number(lastDay.slice(0, 4)) - Number(entryDate.slice(0, 4));
  return lastDay.slice(5) >= entryDate.slice(5) ? years : years - 1;
}

/** Everything a run's calculation reads, in one batch per part. */
export async function gatherRun(db: DbOrTx, compId: number, run: Pick<RunRow, 'id' | 'month' | 'groupId'>) {
  const group = await payrollGroupOf(db, compId, run.groupId);
  if (!group) throw notFound(m['salary.payroll.groupNotFound']);
  const members = await payrollMembersOf(db, compId, group.id, run.month);
  const ids = members.map((member) => member.staffId);
  const [attendance, contributions, special, priors, facts, inputs, coefficients] = await Promise.all([
    attendanceMonthOf(db, compId, run.month, ids),
    contributionsOf(db, compId, run.month, ids),
    specialDeductionsOf(db, compId, run.month, ids),
    priorsOf(db, compId, run.month, ids),
    staffFacts(db, compId, ids),
    db
      .select({ staffId: payrollInputs.staffId, code: payrollInputs.code, value: payrollInputs.value })
      .from(payrollInputs)
      .where(eq(payrollInputs.runId, run.id)),
    performanceCoefficientsOf(db, compId, run.month, ids),
  ]);
  const entered = new Map<number, Record<string, string>>();
  for (const input of inputs) {
    const own = entered.get(input.staffId) ?? {};
    own[input.code] = input.value;
    entered.set(input.staffId, own);
  }
  return { group, members, attendance, contributions, special, priors, facts, entered, coefficients };
}

/** Computes every line of a gathered run (pure apart from the gathering). */
export function computeRun(month: string, gathered: Awaited<ReturnType<typeof gatherRun>>) {
  let plan: ReturnType<typeof planRun>;
  try {
    plan = planRun(gathered.group);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(m['salary.payroll.formula'], { message: (error as Error).message });
  }
  const calendar = payrollMonth(month);
  const lastDay = calendar.days[calendar.days.length - 1]!;
  return gathered.members.map((member) => {
    const facts = gathered.facts.get(member.staffId);
    const prior = gathered.priors.get(member.staffId);
    const line = calculateLine(plan, calendar, {
      member,
      inputs: gathered.entered.get(member.staffId) ?? {},
      attendance: gathered.attendance.staff.get(member.staffId) ?? null,
      contribution: gathered.contributions.get(member.staffId) ?? null,
      specialDeductions: gathered.special.get(member.staffId) ?? '0',
      prior: prior ?? NO_PRIOR,
      monthsEmployed: monthsEmployedOf(month, facts?.entryDate ?? null, prior?.months ?? 0),
      workYears: String(workYearsOf(facts?.entryDate ?? null, lastDay)),
      onProbation: facts?.status === EmploymentStatus.PROBATION,
      performanceCoefficient: gathered.coefficients.get(member.staffId) ?? '1',
    });
    return { member, line };
  });
}

/** The run's sums. */
export function totalsOf(lines: readonly LineResult[]) {
  const sum = (pick: (line: LineResult) => string) =>
    moneyText(lines.reduce((total, line) => total.plus(pick(line)), new SalaryDecimal(0)));
  const gross = sum((l) => l.gross);
  const socialCompany = sum((l) => l.socialCompany);
  const fundCompany = sum((l) => l.fundCompany);
  return {
    gross,
    socialPersonal: sum((l) => l.socialPersonal),
    fundPersonal: sum((l) => l.fundPersonal),
    socialCompany,
    fundCompany,
    tax: sum((l) => l.tax),
    net: sum((l) => l.net),
    cost: moneyText(new Decimal(gross).plus(socialCompany).plus(fundCompany)),
  };
}

/** Replaces a run's lines in one statement per part: a delete, then rows unpacked from one jsonb array. */
export async function writeLines(
  tx: DbOrTx,
  compId: number,
  run: Pick<RunRow, 'id' | 'month'>,
  computed: ReturnType<typeof computeRun>,
) {
  await tx.delete(payrollLines).where(eq(payrollLines.runId, run.id));
  const CHUNK = 2000;
  for (let start = 0; start < computed.length; start += CHUNK) {
    const rows = computed.slice(start, start + CHUNK).map(({ member, line }) => ({
      staff_id: member.staffId,
      values: line.values,
      gross: line.gross,
      taxable: line.taxable,
      tax_free: line.taxFree,
      social_personal: line.socialPersonal,
      fund_personal: line.fundPersonal,
      special_deductions: line.specialDeductions,
      tax: line.tax,
      net: line.net,
      bank_name: member.bankName,
      bank_account: member.bankAccount,
      inputs: line.inputs,
    }));
    await tx.execute(sql`
      insert into payroll_lines (run_id, comp_id, staff_id, month, values, gross, taxable, tax_free,
        social_personal, fund_personal, special_deductions, tax, net, bank_name, bank_account, inputs)
      select ${run.id}, ${compId}, r.staff_id, ${run.month}, r.values, r.gross, r.taxable, r.tax_free,
        r.social_personal, r.fund_personal, r.special_deductions, r.tax, r.net, r.bank_name,
        r.bank_account, r.inputs
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(staff_id int, values jsonb,
        gross numeric, taxable numeric, tax_free numeric, social_personal numeric, fund_personal numeric,
        special_deductions numeric, tax numeric, net numeric, bank_name text, bank_account text, inputs jsonb)`);
  }
}

/** Calculates or recalculates a run (up to 已复核, which goes back to 已核算). */
export async function calculateRun(db: Database, actor: CompanyActor, runId: number, locale: Locale) {
  return db.transaction(async (tx) => {
    const run = await runOf(tx, actor, runId, true);
    if (!RECALCULABLE.includes(run.status))
      throw conflict(m['salary.payroll.notRecalculable'], { status: statusLabel(run.status, locale) });
    const gathered = await gatherRun(tx, actor.compId, run);
    const computed = computeRun(run.month, gathered);
    await writeLines(tx, actor.compId, run, computed);
    const [row] = await tx
      .update(payrollRuns)
      .set({
        status: S.CALCULATED,
        totals: totalsOf(computed.map((c) => c.line)),
        headcount: computed.length,
        calculatedAt: new Date(),
        attendanceLocked: gathered.attendance.locked,
        version: run.version + 1,
        updatedBy: actor.userId,
        updatedAt: new Date(),
      })
      .where(eq(payrollRuns.id, run.id))
      .returning();
    return presentRun(row!, gathered.group, locale);
  });
}

const STEPS = {
  review: { from: S.CALCULATED, to: S.REVIEWED },
  submit: { from: S.REVIEWED, to: S.APPROVING },
  pay: { from: S.APPROVED, to: S.PAID },
  lock: { from: S.PAID, to: S.LOCKED },
} as const;

/** Review, submit for approval (the company's 薪资审批 template when it has one), mark paid, lock. */
export async function changeRunStatus(
  db: Database,
  auth: UserAuth,
  actor: CompanyActor,
  body: { runId: number; version: number; action: keyof typeof STEPS },
  locale: Locale,
) {
  return db.transaction(async (tx) => {
    const run = await runOf(tx, actor, body.runId, true);
    if (run.version !== body.version) throw conflict(m['salary.payroll.stale']);
    if (run.status === S.LOCKED) throw conflict(m['salary.payroll.monthLocked'], { month: run.month });
    const step = STEPS[body.action];
    if (run.status !== step.from)
      throw conflict(m['salary.payroll.wrongStatus'], { status: statusLabel(run.status, locale) });
    let to: number = step.to;
    const flows =
      body.action === 'submit' && (await approvalGate.hasFlow(tx, actor.compId, PAYROLL_APPROVAL_TYPE));
    if (body.action === 'submit' && !flows) to = S.APPROVED;
    await setStatus(tx, run.id, to, actor.userId);
    if (flows) {
      const group = await payrollGroupOf(tx, actor.compId, run.groupId);
      await approvalGate.request(tx, {
        resource: PAYROLL_RUN_RESOURCE,
        recordId: run.id,
        transition: 'approve',
        input: {},
        actor: await resolveResourceActor(tx, auth),
        locale,
        type: PAYROLL_APPROVAL_TYPE,
        values: {
          subject: `${run.name} 薪资审批`.slice(0, 100),
          content: [
            `${run.month} ${group?.name ?? run.name}`,
            `${run.headcount} 人`,
            `应发 ${run.totals?.gross ?? '0.00'} 元`,
            `个税 ${run.totals?.tax ?? '0.00'} 元`,
            `实发 ${run.totals?.net ?? '0.00'} 元`,
            `用工成本 ${run.totals?.cost ?? '0.00'} 元`,
          ].join('，'),
        },
      });
      const open = await openApprovalsOf(tx, actor.compId, PAYROLL_RUN_RESOURCE, [run.id]);
      const instanceId = open.get(run.id);
      if (instanceId !== undefined)
        await tx
          .update(payrollRuns)
          .set({ approvalInstanceId: instanceId })
          .where(eq(payrollRuns.id, run.id));
    }
    const [row] = await tx.select().from(payrollRuns).where(eq(payrollRuns.id, run.id));
    return presentRun(row!, await payrollGroupOf(tx, actor.compId, run.groupId), locale);
  });
}

async function setStatus(tx: DbOrTx, runId: number, status: number, userId: number | null) {
  await tx
    .update(payrollRuns)
    .set({
      status,
      version: sql`${payrollRuns.version} + 1`,
      updatedAt: new Date(),
      ...(userId === null ? {} : { updatedBy: userId }),
    })
    .where(eq(payrollRuns.id, runId));
}

/** The approval's outcome moves a run waiting in 审批中: granted → 已审批, rejected or withdrawn → 已核算. */
async function settle(tx: Tx, runId: number, status: number): Promise<boolean> {
  const [row] = await tx.select().from(payrollRuns).where(eq(payrollRuns.id, runId)).for('update');
  if (!row || row.status !== S.APPROVING) return false;
  await setStatus(tx, runId, status, null);
  return true;
}

registerApprovedTransitionApplier(PAYROLL_RUN_RESOURCE, (tx, approved) =>
  settle(tx, approved.recordId, S.APPROVED),
);
const backToCalculated = async (tx: Tx, instance: { id: number }) => {
  const link = await recordOfInstance(tx, instance.id);
  if (link?.resource === PAYROLL_RUN_RESOURCE) await settle(tx, link.recordId, S.CALCULATED);
};
registerApprovalType({
  type: PAYROLL_APPROVAL_TYPE,
  onApproved: async () => undefined,
  onRejected: backToCalculated,
  onWithdrawn: backToCalculated,
  startedByRecords: m['salary.payroll.startedByRuns'],
});
