import type { ItemEffect, ItemSource, ProrateRule, RoundingRule } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import { addDays } from '../../../core/china-time.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { bankAccountsOf } from '../../staff-archives/bank-accounts.ts';
import { type EmploymentSpan, employmentSpans } from '../../staff-archives/spans.ts';
import { versionsOf } from './archives.ts';
import { companyItems } from './items.ts';
import { salaryArchives, salaryGroups } from './schema.ts';

/** A wage item as the payroll computes it (docs/product/salary.md, "Items"). */
export interface PayrollItem {
  code: string;
  name: string;
  source: ItemSource;
  effect: ItemEffect;
  /** Earnings only: income tax does not count it (免税收入). */
  taxFree: boolean;
  formula: string | null;
  rounding: RoundingRule;
  /** Fixed items only: pro-rated for a partial month (入离职、调薪当月). */
  prorated: boolean;
  showOnPayslip: boolean;
  sort: number;
}

/** A salary group (薪资组): who is paid together, with which items and rules. */
export interface PayrollGroup {
  id: number;
  name: string;
  employeeType: 1 | 2;
  /** HRO: the client company (客户单位, as the staff archives name it) whose invoice the run feeds. */
  clientCompany: string | null;
  /** HRO: the service fee billed to the client, per head (yuan) or as a percentage of gross. */
  serviceFee: { kind: 'perHead' | 'percentOfGross'; value: string } | null;
  prorate: ProrateRule;
  /** The fixed items whose sum is the overtime base (加班基数). */
  overtimeBaseItems: readonly string[];
  items: readonly PayrollItem[];
}

/** One effective-dated stretch of a person's salary archive within the month. */
export interface ArchiveSegment {
  /** Inclusive `YYYY-MM-DD` days, clipped to the month. */
  from: string;
  to: string;
  /** Fixed items' monthly amounts, by code. */
  amounts: Readonly<Record<string, string>>;
}

export interface PayrollMember {
  staffId: number;
  bankName: string | null;
  bankAccount: string | null;
  segments: readonly ArchiveSegment[];
}

/** A company's salary group with its items in order (system items included), or null. */
export async function payrollGroupOf(
  db: DbOrTx,
  compId: number,
  groupId: number,
): Promise<PayrollGroup | null> {
  const [group] = await db
    .select()
    .from(salaryGroups)
    .where(and(eq(salaryGroups.id, groupId), eq(salaryGroups.compId, compId)));
  if (!group) return null;
  const all = new Map((await companyItems(db, compId)).map((item) => [item.code, item]));
  const items: PayrollItem[] = [];
  for (const [index, entry] of group.items.entries()) {
    const item = all.get(entry.code);
    // An item disabled after the group chose it is left out of new runs.
    if (!item?.enabled) continue;
    items.push({
      code: item.code,
      name: item.name,
      source: item.source,
      effect: item.effect,
      taxFree: item.taxFree,
      formula: item.formula,
      rounding: item.rounding,
      prorated: item.prorated,
      showOnPayslip: entry.showOnPayslip,
      sort: index,
    });
  }
  return {
    id: group.id,
    name: group.name,
    employeeType: group.employeeType as 1 | 2,
    clientCompany: group.clientCompany,
    serviceFee: group.feeKind && group.feeValue ? { kind: group.feeKind, value: group.feeValue } : null,
    prorate: group.prorate,
    overtimeBaseItems: group.overtimeBaseItems,
    items,
  };
}

// `YYYY-MM-DD` days compare as text.
const laterDay = (a: string, b: string) => (a > b ? a : b);
const earlierDay = (a: string, b: string) => (a < b ? a : b);

/** The last day of a `YYYY-MM` month. */
const monthEnd = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/**
 * The group's members in `month` (their salary archive names the group, and they are employed on
 * at least one day of it), with their archive's segments: each version clipped to the month and to
 * the days employed (an employment that ends and starts again splits a version).
 */
export async function payrollMembersOf(
  db: DbOrTx,
  compId: number,
  groupId: number,
  month: string,
): Promise<PayrollMember[]> {
  const first = `${month}-01`;
  const last = monthEnd(month);
  const archives = await db
    .select({ id: salaryArchives.id, staffId: salaryArchives.staffId })
    .from(salaryArchives)
    .where(and(eq(salaryArchives.compId, compId), eq(salaryArchives.groupId, groupId)));
  if (archives.length === 0) return [];
  const staffIds = archives.map((a) => a.staffId);
  const [spans, versions, banks] = await Promise.all([
    employmentSpans(db, compId, first, last, staffIds),
    versionsOf(
      db,
      compId,
      archives.map((a) => a.id),
      last,
    ),
    bankAccountsOf(db, compId, staffIds),
  ]);
  const members: PayrollMember[] = [];
  for (const archive of archives.sort((a, b) => a.staffId - b.staffId)) {
    const employed = employedStretches(spans.get(archive.staffId) ?? [], first, last);
    if (employed.length === 0) continue;
    const list = versions.get(archive.id) ?? [];
    const segments: ArchiveSegment[] = [];
    list.forEach((version, index) => {
      const nextFrom = list[index + 1]?.effectiveFrom;
      const from = version.effectiveFrom;
      const to = nextFrom ? addDays(nextFrom, -1) : last;
      for (const stretch of employed) {
        const start = laterDay(from, stretch.from);
        const end = earlierDay(to, stretch.to);
        if (start <= end) segments.push({ from: start, to: end, amounts: version.amounts });
      }
    });
    const bank = banks.get(archive.staffId);
    members.push({
      staffId: archive.staffId,
      bankName: bank?.bankName ?? null,
      bankAccount: bank?.bankAccount ?? null,
      segments: segments.sort((a, b) => a.from.localeCompare(b.from)),
    });
  }
  return members;
}

/** The days of `[first, last]` a person was employed (not left), as inclusive stretches. */
export function employedStretches(spans: readonly EmploymentSpan[], first: string, last: string) {
  const out: { from: string; to: string }[] = [];
  for (const span of spans) {
    if (span.left) continue;
    const from = laterDay(span.from, first);
    // `to` is exclusive in the spans.
    const spanLast = span.to === null ? last : addDays(span.to, -1);
    const to = earlierDay(spanLast, last);
    if (from > to) continue;
    const previous = out.at(-1);
    // Job changes split an employment into spans; the pay does not care.
    if (previous && addDays(previous.to, 1) === from) previous.to = to;
    else out.push({ from, to });
  }
  return out;
}
