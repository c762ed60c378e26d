import { CYCLE_STATUS, type GradeBand } from '@renli/contracts';
import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { perfCycles, perfSheets } from '../cycles/schema.ts';

// The performance coefficient salary formulas read (`performanceCoefficient`, 绩效系数;
// docs/product/performance.md, "Result analysis"): the coefficient of the grade band of the person's
// result — the calibrated grade when HR set one, else the engine's grade — in the latest archived
// cycle whose period ends on or before the payroll month's last day; "1" without such a result.

/** The last day of a month `YYYY-MM`, as a China date. */
export const lastDayOf = (month: string) => {
  const [year, mon] = month.split('-').map(Number);
  const day = new Date(Date.UTC(year!, mon!, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
};

export interface ArchivedResult {
  periodEnd: string;
  cycleId: number;
  grade: string | null;
  calibratedGrade: string | null;
  bands: readonly GradeBand[];
}

/**
 * The coefficient of one person from their archived results: the latest period end on or before
 * `lastDay` (ties: the later cycle) whose grade has a band; "1" when none.
 */
export function coefficientOf(results: readonly ArchivedResult[], lastDay: string): string {
  const latest = results
    .filter((r) => r.periodEnd <= lastDay && (r.calibratedGrade ?? r.grade) !== null)
    .sort((a, b) => b.periodEnd.localeCompare(a.periodEnd) || b.cycleId - a.cycleId)[0];
  if (!latest) return '1';
  const grade = latest.calibratedGrade ?? latest.grade;
  return latest.bands.find((band) => band.grade === grade)?.coefficient ?? '1';
}

/** The coefficients of `staffIds` for the payroll `month` (`YYYY-MM`), by staff id. */
export async function performanceCoefficientsOf(
  db: DbOrTx,
  compId: number,
  month: string,
  staffIds: readonly number[],
): Promise<Map<number, string>> {
  const result = new Map(staffIds.map((id) => [id, '1']));
  if (staffIds.length === 0) return result;
  const lastDay = lastDayOf(month);
  const rows = await db
    .select({
      staffId: perfSheets.staffId,
      cycleId: perfCycles.id,
      periodEnd: perfCycles.periodEnd,
      config: perfCycles.config,
      grade: perfSheets.grade,
      calibratedGrade: perfSheets.calibratedGrade,
    })
    .from(perfSheets)
    .innerJoin(perfCycles, eq(perfCycles.id, perfSheets.cycleId))
    .where(
      and(
        eq(perfSheets.compId, compId),
        inArray(perfSheets.staffId, [...new Set(staffIds)]),
        eq(perfCycles.status, CYCLE_STATUS.archived),
        lte(perfCycles.periodEnd, lastDay),
      ),
    )
    .orderBy(desc(perfCycles.periodEnd));
  for (const id of staffIds) {
    const own = rows.filter((r) => r.staffId === id).map((r) => ({ ...r, bands: r.config?.bands ?? [] }));
    result.set(id, coefficientOf(own, lastDay));
  }
  return result;
}
