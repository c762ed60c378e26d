import {
  PAYROLL_PAGE_MAX,
  type PayrollLine,
  type PayrollLineDetail,
  PayrollRunStatus,
  SALARY_VARIABLES,
} from '@renli/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../../core/actor.ts';
import { badRequest, conflict } from '../../../core/http/errors.ts';
import { type Locale, translate } from '../../../core/i18n/index.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { staffFacts } from '../../staff/records.ts';
import { rosterStaffIdsMatching } from '../../staff/roster-facts.ts';
import { type PayrollGroup, payrollGroupOf, payrollMembersOf } from '../wage/setup-of.ts';
import type { ItemTrail, LineResult } from './calculate.ts';
import { payrollMessages as m } from './messages.ts';
import { presentRun, runOf } from './runs.ts';
import { payrollInputs, payrollLines, payrollRuns } from './schema.ts';

// A run's lines, a person's audit trail and HR's entries (docs/product/salary.md, "Payroll runs").

type LineRow = typeof payrollLines.$inferSelect;
const FIGURES = ['gross', 'taxable', 'socialPersonal', 'fundPersonal', 'tax', 'net'] as const;

/** The month before `YYYY-MM`. */
export const previousMonth = (month: string) => {
  const [year, index] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return index === 1 ? `${year - 1}-12` : `${year}-${String(index - 1).padStart(2, '0')}`;
};

/** The codes whose value differs between this month's line and last month's (items and figures). */
export function changedCodes(now: LineRow, before: LineRow | undefined): string[] | null {
  if (!before) return null;
  const codes = new Set([...Object.keys(now.values), ...Object.keys(before.values)]);
  const changed = [...codes].filter((code) => now.values[code] !== before.values[code]);
  for (const figure of FIGURES) if (now[figure] !== before[figure]) changed.push(figure);
  return changed;
}

function presentLine(
  row: LineRow,
  facts: Map<number, { staffName: string; jobNo: string | null }>,
  before: LineRow | undefined,
): PayrollLine {
  const who = facts.get(row.staffId);
  return {
    staffId: row.staffId,
    staffName: who?.staffName ?? '',
    jobNo: who?.jobNo ?? null,
    values: row.values,
    gross: row.gross,
    taxable: row.taxable,
    socialPersonal: row.socialPersonal,
    fundPersonal: row.fundPersonal,
    tax: row.tax,
    net: row.net,
    bankName: row.bankName,
    bankAccount: row.bankAccount,
    changed: changedCodes(row, before),
    lastNet: before?.net ?? null,
  };
}

/** Last month's lines of the same salary group, for the diff. */
async function lastMonthLines(
  db: DbOrTx,
  compId: number,
  groupId: number,
  month: string,
  staffIds: number[],
) {
  if (staffIds.length === 0) return new Map<number, LineRow>();
  const rows = await db
    .select({ line: payrollLines })
    .from(payrollLines)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payrollLines.runId))
    .where(
      and(
        eq(payrollRuns.compId, compId),
        eq(payrollRuns.groupId, groupId),
        eq(payrollRuns.month, previousMonth(month)),
        sql`${payrollLines.staffId} = any(${sql.param(staffIds)}::int[])`,
      ),
    );
  return new Map(rows.map(({ line }) => [line.staffId, line]));
}

export const columnsOf = (group: PayrollGroup | null) =>
  (group?.items ?? []).map(({ code, name, source, effect }) => ({ code, name, source, effect }));

export async function selectLines(
  db: DbOrTx,
  actor: CompanyActor,
  body: { runId: number; pageNum: number; pageSize: number; searchText?: string | undefined },
  locale: Locale,
) {
  const run = await runOf(db, actor, body.runId);
  const group = await payrollGroupOf(db, actor.compId, run.groupId);
  const people = body.searchText
    ? await rosterStaffIdsMatching(db, actor.compId, body.searchText)
    : undefined;
  const pageSize = Math.min(body.pageSize, PAYROLL_PAGE_MAX);
  const where = and(
    eq(payrollLines.runId, run.id),
    people ? sql`${payrollLines.staffId} = any(${sql.param(people)}::int[])` : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(payrollLines)
      .where(where)
      .orderBy(asc(payrollLines.staffId))
      .limit(pageSize)
      .offset((body.pageNum - 1) * pageSize),
    db
      .select({ total: sql<number>`cast(count(*) as integer)`.mapWith(Number) })
      .from(payrollLines)
      .where(where),
  ]);
  const ids = rows.map((row) => row.staffId);
  const [facts, before] = await Promise.all([
    staffFacts(db, actor.compId, ids),
    lastMonthLines(db, actor.compId, run.groupId, run.month, ids),
  ]);
  return {
    run: presentRun(run, group, locale),
    columns: columnsOf(group),
    list: rows.map((row) => presentLine(row, facts, before.get(row.staffId))),
    total: count?.total ?? 0,
    pageNum: body.pageNum,
    pageSize,
  };
}

/** How one item got its value, said in the caller's language. */
function howOf(trail: ItemTrail | undefined, monthDays: number, locale: Locale): string {
  if (!trail) return '';
  switch (trail.kind) {
    case 'fixed':
      return trail.parts
        .map((part) =>
          trail.rule === 'whole'
            ? translate(locale, m['salary.payroll.how.whole'], { amount: part.amount })
            : part.value === part.amount && part.days === monthDays
              ? translate(locale, m['salary.payroll.how.full'], { ...part })
              : translate(locale, m[`salary.payroll.how.${trail.rule}`], { ...part, monthDays }),
        )
        .join('；');
    case 'input':
      return translate(locale, m[trail.entered ? 'salary.payroll.how.input' : 'salary.payroll.how.noInput']);
    case 'formula':
      return translate(locale, m['salary.payroll.how.formula'], { formula: trail.formula, raw: trail.raw });
    case 'system':
      return '';
  }
}

/** The steps of a person's line: each item, the variables used, then the system figures. */
export function auditSteps(
  row: Pick<
    LineRow,
    'values' | 'gross' | 'taxable' | 'taxFree' | 'socialPersonal' | 'fundPersonal' | 'tax' | 'net'
  > & {
    inputs: LineResult['inputs'];
  },
  group: PayrollGroup | null,
  locale: Locale,
) {
  const inputs = row.inputs;
  const monthDays = Number(inputs.variables?.monthDays ?? 30);
  const figure = (code: (typeof FIGURES)[number]) => translate(locale, m[`salary.payroll.figure.${code}`]);
  const steps: PayrollLineDetail['steps'] = [];
  for (const item of group?.items ?? []) {
    if (item.source === 'system') continue;
    steps.push({
      code: item.code,
      name: item.name,
      value: row.values[item.code] ?? '0.00',
      how: howOf(inputs.items[item.code], monthDays, locale),
    });
  }
  const english = locale === 'en';
  // The trail keeps only the variables that were not zero.
  for (const [name, value] of Object.entries(inputs.variables ?? {}))
    steps.push({
      code: name,
      name: SALARY_VARIABLES[name as keyof typeof SALARY_VARIABLES]?.[english ? 'en' : 'zh-CN'] ?? name,
      value,
      how: translate(locale, m['salary.payroll.how.variable']),
    });
  const c = inputs.contributions;
  const t = inputs.tax;
  steps.push(
    {
      code: 'gross',
      name: figure('gross'),
      value: row.gross,
      how: translate(locale, m['salary.payroll.how.gross']),
    },
    {
      code: 'taxable',
      name: figure('taxable'),
      value: row.taxable,
      how: translate(locale, m['salary.payroll.how.taxable'], { taxFree: row.taxFree }),
    },
    {
      code: 'socialPersonal',
      name: figure('socialPersonal'),
      value: row.socialPersonal,
      how: translate(locale, m['salary.payroll.how.social'], {
        personal: c?.socialPersonal ?? '0.00',
        company: c?.socialCompany ?? '0.00',
      }),
    },
    {
      code: 'fundPersonal',
      name: figure('fundPersonal'),
      value: row.fundPersonal,
      how: translate(locale, m['salary.payroll.how.fund'], {
        personal: c?.fundPersonal ?? '0.00',
        company: c?.fundCompany ?? '0.00',
      }),
    },
    {
      code: 'tax',
      name: figure('tax'),
      value: row.tax,
      how: translate(locale, m['salary.payroll.how.tax'], {
        income: t.cumulativeIncome,
        taxFree: t.cumulativeTaxFree,
        basic: t.cumulativeBasicDeduction,
        socialAndFund: t.cumulativeSocialAndFund,
        special: t.cumulativeSpecialDeductions,
        other: t.cumulativeOtherDeductions,
        taxable: t.cumulativeTaxable,
        rate: t.rate,
        quick: t.quickDeduction,
        cumulativeTax: t.cumulativeTax,
        withheld: t.withheldBefore,
      }),
    },
    { code: 'net', name: figure('net'), value: row.net, how: translate(locale, m['salary.payroll.how.net']) },
  );
  return steps;
}

export async function lineDetail(
  db: DbOrTx,
  actor: CompanyActor,
  body: { runId: number; staffId: number },
  locale: Locale,
): Promise<PayrollLineDetail> {
  const run = await runOf(db, actor, body.runId);
  const [row] = await db
    .select()
    .from(payrollLines)
    .where(and(eq(payrollLines.runId, run.id), eq(payrollLines.staffId, body.staffId)));
  if (!row) throw badRequest(m['salary.payroll.notMember']);
  const [group, facts, before] = await Promise.all([
    payrollGroupOf(db, actor.compId, run.groupId),
    staffFacts(db, actor.compId, [row.staffId]),
    lastMonthLines(db, actor.compId, run.groupId, run.month, [row.staffId]),
  ]);
  return {
    line: presentLine(row, facts, before.get(row.staffId)),
    steps: auditSteps({ ...row, inputs: row.inputs as LineResult['inputs'] }, group, locale),
    inputs: row.inputs,
  };
}

/** HR's entries may change until the run is reviewed. */
const EDITABLE: readonly number[] = [
  PayrollRunStatus.DRAFT,
  PayrollRunStatus.CALCULATED,
  PayrollRunStatus.REVIEWED,
];

/** Sets (or clears, value null) HR's entries of input items; the run is then recalculated by HR. */
export async function saveInputs(
  db: Database,
  actor: CompanyActor,
  body: { runId: number; inputs: { staffId: number; code: string; value: string | null }[] },
  locale: Locale,
) {
  return db.transaction(async (tx) => {
    const run = await runOf(tx, actor, body.runId, true);
    if (!EDITABLE.includes(run.status))
      throw conflict(m['salary.payroll.notRecalculable'], {
        status: presentRun(run, null, locale).statusLabel,
      });
    const group = await payrollGroupOf(tx, actor.compId, run.groupId);
    const inputCodes = new Set((group?.items ?? []).filter((i) => i.source === 'input').map((i) => i.code));
    const members = new Set(
      (await payrollMembersOf(tx, actor.compId, run.groupId, run.month)).map((p) => p.staffId),
    );
    for (const input of body.inputs) {
      if (!inputCodes.has(input.code)) throw badRequest(m['salary.payroll.notInput'], { code: input.code });
      if (!members.has(input.staffId)) throw badRequest(m['salary.payroll.notMember']);
    }
    await writeInputs(tx, run.id, actor.userId, body.inputs);
    return { saved: body.inputs.length };
  });
}

export async function writeInputs(
  tx: DbOrTx,
  runId: number,
  userId: number,
  inputs: readonly { staffId: number; code: string; value: string | null }[],
) {
  for (const input of inputs.filter((i) => i.value === null))
    await tx
      .delete(payrollInputs)
      .where(
        and(
          eq(payrollInputs.runId, runId),
          eq(payrollInputs.staffId, input.staffId),
          eq(payrollInputs.code, input.code),
        ),
      );
  const set = inputs.filter((i) => i.value !== null);
  if (set.length === 0) return;
  await tx
    .insert(payrollInputs)
    .values(set.map((i) => ({ runId, staffId: i.staffId, code: i.code, value: i.value!, updatedBy: userId })))
    .onConflictDoUpdate({
      target: [payrollInputs.runId, payrollInputs.staffId, payrollInputs.code],
      set: { value: sql`excluded.value`, updatedBy: userId, updatedAt: new Date() },
    });
}
