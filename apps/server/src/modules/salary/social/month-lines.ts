import type { ContributionKind } from '@renli/contracts';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { type ComputedLine, computeLines, versionIn } from './calc.ts';
import { inForce } from './enrolments.ts';
import { contributionEnrolments, contributionLines, contributionMonths } from './schema.ts';
import { schemeRules } from './schemes.ts';

// A month's lines of a kind (docs/product/salary.md, "Social insurance and housing fund"): the
// stored regular lines once HR generated the month, otherwise what the enrolments in force give;
// back-payments and adjustments are always the stored ones. The month view, the export and the
// payroll (contributions.ts) all read them here.

export type MonthRow = typeof contributionMonths.$inferSelect;

export interface Line extends ComputedLine {
  /** null: computed from an enrolment, not stored. */
  id: number | null;
  staffId: number;
  type: 'regular' | 'backPay' | 'adjustment';
  forMonth: string;
  reason: string | null;
}

export async function monthRow(db: DbOrTx, compId: number, kind: ContributionKind, month: string) {
  const [row] = await db
    .select()
    .from(contributionMonths)
    .where(
      and(
        eq(contributionMonths.compId, compId),
        eq(contributionMonths.kind, kind),
        eq(contributionMonths.month, month),
      ),
    );
  return row;
}

/** The enrolments of a kind paying for `month` (of these staff), each with its lines by the version of that month. */
export async function computedLines(
  db: DbOrTx,
  compId: number,
  kind: ContributionKind,
  month: string,
  staffIds?: readonly number[],
): Promise<Line[]> {
  if (staffIds?.length === 0) return [];
  const enrolments = await db
    .select()
    .from(contributionEnrolments)
    .where(
      and(
        eq(contributionEnrolments.compId, compId),
        eq(contributionEnrolments.kind, kind),
        inForce(month),
        staffIds ? inArray(contributionEnrolments.staffId, [...staffIds]) : undefined,
      ),
    )
    .orderBy(asc(contributionEnrolments.staffId));
  const schemes = await schemeRules(db, compId, { ids: enrolments.map((e) => e.schemeId) });
  return enrolments.flatMap((enrolment) => {
    const version = versionIn(schemes.get(enrolment.schemeId)?.versions ?? [], month);
    if (!version) return [];
    return computeLines(enrolment.base, version).map((line) => ({
      ...line,
      id: null,
      staffId: enrolment.staffId,
      type: 'regular' as const,
      forMonth: month,
      reason: null,
    }));
  });
}

async function storedLines(db: DbOrTx, monthId: number, where?: SQL): Promise<Line[]> {
  const rows = await db
    .select()
    .from(contributionLines)
    .where(and(eq(contributionLines.monthId, monthId), where))
    .orderBy(asc(contributionLines.staffId), asc(contributionLines.id));
  return rows.map((r) => ({
    id: r.id,
    staffId: r.staffId,
    type: r.type,
    item: r.item,
    forMonth: r.forMonth,
    base: r.base,
    companyRate: new Decimal(r.companyRate).toString(),
    personalRate: new Decimal(r.personalRate).toString(),
    company: r.company,
    personal: r.personal,
    reason: r.reason,
  }));
}

/** The month's row (if any) and its lines, of these staff or everyone's. */
export async function monthLines(
  db: DbOrTx,
  compId: number,
  kind: ContributionKind,
  month: string,
  staffIds?: readonly number[],
): Promise<{ row: MonthRow | undefined; lines: Line[] }> {
  const row = await monthRow(db, compId, kind, month);
  const only = staffIds ? inArray(contributionLines.staffId, [...staffIds]) : undefined;
  if (!row) return { row, lines: await computedLines(db, compId, kind, month, staffIds) };
  const stored = staffIds?.length === 0 ? [] : await storedLines(db, row.id, only);
  if (row.generatedAt) return { row, lines: stored };
  // Not generated: the enrolments' lines with the extra lines already booked.
  return { row, lines: [...(await computedLines(db, compId, kind, month, staffIds)), ...stored] };
}
