import type { DayFilter, DayRecord } from '@renli/contracts';
import { and, asc, count, desc, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../../core/actor.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { departmentAndBelowIds, orgRecordNames } from '../../org/references-sql.ts';
import { rosterStaff, rosterStaffIdsMatching } from '../../staff/roster-facts.ts';
import { employmentSpanRows, spanHolds } from '../../staff-archives/spans.ts';
import { attendanceDailyResults as r } from '../schema.ts';

// HR's daily records (docs/product/attendance.md, "Punching and records"): the stored results of a
// range of days, each joined to the employment of its day, so the employee type HR manages, the
// department filter and the department shown are those of that day (a transfer moves the rows).

/** Ids as one array parameter: the database then knows how many there are. */
const oneOf = (column: Parameters<typeof eq>[0], ids: number[]) =>
  sql`${column} = any(${sql.param(ids)}::int[])`;

/** The filtered days as a query: `rows(limit, offset)` newest day first, `total()`. */
export async function dayQuery(db: DbOrTx, actor: CompanyActor, filter: DayFilter) {
  const spans = employmentSpanRows(actor.compId);
  const staff = rosterStaff(actor.compId);
  const depts = orgRecordNames('department', actor.compId);
  const types = actor.managedTypes.filter(
    (type) => filter.employeeType === undefined || type === filter.employeeType,
  );
  const departments =
    filter.deptId === undefined ? undefined : await departmentAndBelowIds(db, actor.compId, filter.deptId);
  const people = filter.searchText
    ? await rosterStaffIdsMatching(db, actor.compId, filter.searchText)
    : undefined;
  const where = and(
    eq(r.compId, actor.compId),
    gte(r.day, filter.from),
    lte(r.day, filter.to),
    ne(r.status, 'notEmployed'),
    inArray(spans.employeeType, types.length > 0 ? types : [0]),
    departments ? oneOf(spans.deptId, departments) : undefined,
    people ? oneOf(r.staffId, people) : undefined,
    // The day's worst finding, or one of its findings (a late day that also left early).
    filter.status
      ? or(
          eq(r.status, filter.status),
          sql`${r.result}->'items' @> ${JSON.stringify([{ kind: filter.status }])}::jsonb`,
        )
      : undefined,
  );
  const rows = async (limit: number, offset = 0): Promise<DayRecord[]> => {
    const found = await db
      .select({
        staffId: r.staffId,
        staffName: staff.name,
        jobNo: staff.jobNo,
        deptName: depts.name,
        employeeType: spans.employeeType,
        result: r.result,
      })
      .from(r)
      .innerJoin(spans, spanHolds(spans, r.staffId, r.day))
      .innerJoin(staff, eq(staff.staffId, r.staffId))
      .leftJoin(depts, eq(depts.id, spans.deptId))
      .where(where)
      .orderBy(desc(r.day), asc(staff.name), asc(r.staffId))
      .limit(limit)
      .offset(offset);
    return found.map((row) => ({ ...row, deptName: row.deptName ?? null }));
  };
  const total = async () => {
    const [row] = await db
      .select({ total: count() })
      .from(r)
      .innerJoin(spans, spanHolds(spans, r.staffId, r.day))
      .where(where);
    return row?.total ?? 0;
  };
  return { rows, total };
}
