import { EmploymentStatus } from '@renli/contracts';
import { type AnyColumn, and, asc, desc, eq, gt, gte, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { staffJobVersions } from './schema.ts';

/**
 * A stretch of an employment with the same job facts, `[from, to)` in China days (`to` null: open).
 * Other modules ask who worked where on which day through this (attendance, docs/product/attendance.md,
 * "Who is counted"), never through the versions table.
 */
export interface EmploymentSpan {
  staffId: number;
  from: string;
  to: string | null;
  deptId: number | null;
  employeeType: number;
  /** Left (离职) spans are included: the employment ended on `from`. */
  left: boolean;
}

/**
 * The company's employment spans overlapping `[from, to]` (both included), per staff member in
 * date order; only `staffIds` when given. One indexed query.
 */
export async function employmentSpans(
  db: DbOrTx,
  compId: number,
  from: string,
  to: string,
  staffIds?: readonly number[],
): Promise<Map<number, EmploymentSpan[]>> {
  const out = new Map<number, EmploymentSpan[]>();
  if (staffIds && staffIds.length === 0) return out;
  const rows = await db
    .select({
      staffId: staffJobVersions.staffId,
      from: staffJobVersions.effectiveFrom,
      to: staffJobVersions.effectiveTo,
      deptId: staffJobVersions.deptId,
      employeeType: staffJobVersions.employeeType,
      empStatus: staffJobVersions.empStatus,
    })
    .from(staffJobVersions)
    .where(
      and(
        eq(staffJobVersions.compId, compId),
        lte(staffJobVersions.effectiveFrom, to),
        or(isNull(staffJobVersions.effectiveTo), gte(staffJobVersions.effectiveTo, from)),
        staffIds ? inArray(staffJobVersions.staffId, [...staffIds]) : undefined,
      ),
    )
    .orderBy(asc(staffJobVersions.staffId), asc(staffJobVersions.effectiveFrom));
  for (const row of rows) {
    // `effective_to` is exclusive: a span ending on `from` does not overlap.
    if (row.to !== null && row.to <= from) continue;
    const list = out.get(row.staffId) ?? [];
    list.push({
      staffId: row.staffId,
      from: row.from,
      to: row.to,
      deptId: row.deptId,
      employeeType: row.employeeType,
      left: row.empStatus === EmploymentStatus.LEFT,
    });
    out.set(row.staffId, list);
  }
  return out;
}

/** The span holding `day`, if the staff member was employed (not left) that day. */
export const spanOn = (spans: readonly EmploymentSpan[] | undefined, day: string) =>
  spans?.find((span) => span.from <= day && (span.to === null || day < span.to) && !span.left);

/**
 * The company's employment spans as a subquery `(staffId, from, to, deptId, employeeType, empStatus)`
 * to join onto rows of days (attendance's daily records list and filter each day by the employment
 * of that day); `spanHolds` is the join condition.
 */
export function employmentSpanRows(compId: number) {
  return new QueryBuilder()
    .select({
      staffId: staffJobVersions.staffId,
      from: staffJobVersions.effectiveFrom,
      to: staffJobVersions.effectiveTo,
      deptId: staffJobVersions.deptId,
      employeeType: staffJobVersions.employeeType,
      empStatus: staffJobVersions.empStatus,
    })
    .from(staffJobVersions)
    .where(eq(staffJobVersions.compId, compId))
    .as('employment_spans');
}
export type EmploymentSpanRows = ReturnType<typeof employmentSpanRows>;

/** The span row is `staffId`'s employment (not left) on `day`, the rule of `spanOn`. */
export const spanHolds = (spans: EmploymentSpanRows, staffId: AnyColumn, day: AnyColumn) =>
  and(
    eq(spans.staffId, staffId),
    lte(spans.from, day),
    or(isNull(spans.to), gt(spans.to, day)),
    ne(spans.empStatus, EmploymentStatus.LEFT),
  );

/**
 * Each staff member employed on some day of `[from, to]`, with the job of the last such day
 * (department, employee type), as a subquery `(staffId, deptId, employeeType)` to join: monthly
 * statistics count people under the department they ended the month in (docs/product/attendance.md,
 * "Statistics").
 */
export function lastJobsIn(compId: number, from: string, to: string) {
  return new QueryBuilder()
    .selectDistinctOn([staffJobVersions.staffId], {
      staffId: staffJobVersions.staffId,
      deptId: staffJobVersions.deptId,
      employeeType: staffJobVersions.employeeType,
    })
    .from(staffJobVersions)
    .where(
      and(
        eq(staffJobVersions.compId, compId),
        lte(staffJobVersions.effectiveFrom, to),
        or(isNull(staffJobVersions.effectiveTo), gt(staffJobVersions.effectiveTo, from)),
        ne(staffJobVersions.empStatus, EmploymentStatus.LEFT),
      ),
    )
    .orderBy(staffJobVersions.staffId, desc(staffJobVersions.effectiveFrom))
    .as('last_jobs');
}
