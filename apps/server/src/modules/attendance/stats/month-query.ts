import type { StatsFilter, StatsSortField } from '@renli/contracts';
import { type AnyColumn, and, asc, desc, eq, gt, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { CompanyActor } from '../../../core/actor.ts';
import { pageTotal } from '../../../core/paging.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { departmentAndBelowIds, orgRecordNames } from '../../org/references-sql.ts';
import { rosterStaff, rosterStaffIdsMatching } from '../../staff/roster-facts.ts';
import { lastJobsIn } from '../../staff-archives/spans.ts';
import { attendanceLeaveTypes, attendanceMonthLocks, attendanceDailyResults as r } from '../schema.ts';
import { type LeaveTypeInfo, monthDays, type RawMonth, type RawSplit } from './figures.ts';

// The month's figures in SQL (docs/product/attendance.md, "Statistics"): one GROUP BY over the
// month's stored days (`attendance_daily_results_comp_idx`), joined to the people employed in the
// month with the job of their last employed day, their names and departments, filtered, sorted and
// paged by the database. Leave types and overtime day types come from the days' items, read only
// for days with leave or overtime and only for the people asked about.

/** The company's stored days of `[first, last]` on which the staff member was employed. */
const employedDays = (compId: number, first: string, last: string) =>
  and(eq(r.compId, compId), gte(r.day, first), lte(r.day, last), ne(r.status, 'notEmployed'));

/**
 * A day's part `minutes` stand for: minutes ÷ the day's expected minutes, at most the whole day; on a
 * day without expected time (a trip over a weekend) any minutes are a whole day.
 */
const share = (minutes: AnyColumn) => sql`case when ${r.expectedMinutes} > 0
  then least(${minutes}, ${r.expectedMinutes})::numeric / ${r.expectedMinutes}
  when ${minutes} > 0 then 1 else 0 end`;

const counted = (condition: SQL) => sql`count(*) filter (where ${condition})`;

/** Each staff member's sums over the month's employed days, a subquery to join on the staff id. */
function monthFigures(compId: number, first: string, last: string) {
  return new QueryBuilder()
    .select({
      staffId: r.staffId,
      expectedDays: counted(sql`${r.expectedMinutes} > 0`).as('expected_days'),
      expectedMinutes: sql`sum(${r.expectedMinutes})`.as('expected_minutes'),
      // The expected part not on leave and not absent (late and early days count as attended).
      actualShare: sql`sum(case when ${r.expectedMinutes} > 0 then greatest(
        ${r.expectedMinutes} - ${r.leaveMinutes} - ${r.absentMinutes}, 0)::numeric / ${r.expectedMinutes}
        else 0 end)`.as('actual_share'),
      workedMinutes: sql`sum(${r.workedMinutes})`.as('worked_minutes'),
      lateCount: counted(sql`${r.lateMinutes} > 0`).as('late_count'),
      lateMinutes: sql`sum(${r.lateMinutes})`.as('late_minutes'),
      seriousLateCount: counted(sql`${r.seriousLate}`).as('serious_late_count'),
      earlyCount: counted(sql`${r.earlyMinutes} > 0`).as('early_count'),
      earlyMinutes: sql`sum(${r.earlyMinutes})`.as('early_minutes'),
      missingPunches: sql`sum(${r.missingPunches})`.as('missing_punches'),
      absentShare: sql`sum(${share(r.absentMinutes)})`.as('absent_share'),
      tripShare: sql`sum(${share(r.tripMinutes)})`.as('trip_share'),
      // Sort keys only: the rows show leave and overtime from the days' items.
      leaveShare: sql`sum(${share(r.leaveMinutes)})`.as('leave_share'),
      overtimeMinutes: sql`sum(${r.overtimeMinutes})`.as('overtime_minutes'),
    })
    .from(r)
    .where(employedDays(compId, first, last))
    .groupBy(r.staffId)
    .as('figures');
}

/** Ids as one array parameter: the database then knows how many there are. */
const oneOf = (column: AnyColumn, ids: readonly number[]) =>
  sql`${column} = any(${sql.param([...ids])}::int[])`;

const whole = (value: SQL.Aliased | SQL) =>
  sql<number>`cast(coalesce(${value}, 0) as integer)`.mapWith(Number);
const exact = (value: SQL.Aliased | SQL) => sql<string>`cast(coalesce(${value}, 0) as text)`;

export interface MonthScope extends Pick<StatsFilter, 'employeeType' | 'deptId' | 'searchText'> {
  /** Only these people (a staff member's own month). */
  staffIds?: readonly number[];
  /** Every employee type (the staff member themselves asking), not only the caller's managed ones. */
  anyType?: boolean;
}

/**
 * The month of the people the caller may see (their managed employee types, the sign's, a department
 * with those below it, a search), one row each with the sums of their stored days: `rows(sort, limit,
 * offset)` with the filtered total on every row. `staffIds()` and `lateTrend()` answer the same people.
 */
export async function monthQuery(db: DbOrTx, actor: CompanyActor, month: string, scope: MonthScope) {
  const { first, last } = monthDays(month);
  const jobs = lastJobsIn(actor.compId, first, last);
  const staff = rosterStaff(actor.compId);
  const depts = orgRecordNames('department', actor.compId);
  const figures = monthFigures(actor.compId, first, last);
  const [departments, people] = await Promise.all([
    scope.deptId === undefined ? undefined : departmentAndBelowIds(db, actor.compId, scope.deptId),
    scope.searchText ? rosterStaffIdsMatching(db, actor.compId, scope.searchText) : undefined,
  ]);
  const where = and(
    scope.anyType ? undefined : inArray(jobs.employeeType, actor.managedTypes),
    scope.employeeType === undefined ? undefined : eq(jobs.employeeType, scope.employeeType),
    departments ? oneOf(jobs.deptId, departments) : undefined,
    people ? oneOf(jobs.staffId, people) : undefined,
    scope.staffIds ? oneOf(jobs.staffId, scope.staffIds) : undefined,
  );

  const sortKey: Record<StatsSortField, SQL | AnyColumn> = {
    jobNo: staff.jobNo,
    name: staff.name,
    deptName: depts.name,
    expectedDays: whole(sql`${figures.expectedDays}`),
    actualDays: sql`coalesce(${figures.actualShare}, 0)`,
    lateCount: whole(sql`${figures.lateCount}`),
    lateMinutes: whole(sql`${figures.lateMinutes}`),
    earlyCount: whole(sql`${figures.earlyCount}`),
    missingPunches: whole(sql`${figures.missingPunches}`),
    absentDays: sql`coalesce(${figures.absentShare}, 0)`,
    leaveDays: sql`coalesce(${figures.leaveShare}, 0)`,
    overtimeHours: whole(sql`${figures.overtimeMinutes}`),
  };

  const rows = async (
    sort: Pick<StatsFilter, 'sortField' | 'sortOrder'>,
    limit: number,
    offset = 0,
  ): Promise<(RawMonth & { total: number })[]> => {
    const direction = sort.sortOrder === 'descend' ? desc : asc;
    const key = sortKey[sort.sortField ?? 'jobNo'];
    return db
      .select({
        staffId: jobs.staffId,
        name: staff.name,
        jobNo: staff.jobNo,
        deptId: jobs.deptId,
        deptName: depts.name,
        employeeType: jobs.employeeType,
        expectedDays: whole(sql`${figures.expectedDays}`),
        expectedMinutes: whole(sql`${figures.expectedMinutes}`),
        actualShare: exact(sql`${figures.actualShare}`),
        workedMinutes: whole(sql`${figures.workedMinutes}`),
        lateCount: whole(sql`${figures.lateCount}`),
        lateMinutes: whole(sql`${figures.lateMinutes}`),
        seriousLateCount: whole(sql`${figures.seriousLateCount}`),
        earlyCount: whole(sql`${figures.earlyCount}`),
        earlyMinutes: whole(sql`${figures.earlyMinutes}`),
        missingPunches: whole(sql`${figures.missingPunches}`),
        absentShare: exact(sql`${figures.absentShare}`),
        tripShare: exact(sql`${figures.tripShare}`),
        total: pageTotal(),
      })
      .from(jobs)
      .innerJoin(staff, eq(staff.staffId, jobs.staffId))
      .leftJoin(depts, eq(depts.id, jobs.deptId))
      .leftJoin(figures, eq(figures.staffId, jobs.staffId))
      .where(where)
      .orderBy(
        sql`${key} ${sql.raw(sort.sortOrder === 'descend' ? 'desc' : 'asc')} nulls last`,
        direction(jobs.staffId),
      )
      .limit(limit)
      .offset(offset);
  };

  /** People late on each day of the month (days nobody was late are absent). */
  const lateTrend = () =>
    db
      .select({ day: r.day, count: sql<number>`cast(count(*) as integer)`.mapWith(Number) })
      .from(r)
      .innerJoin(jobs, eq(jobs.staffId, r.staffId))
      .where(and(employedDays(actor.compId, first, last), gt(r.lateMinutes, 0), where))
      .groupBy(r.day);

  return { first, last, rows, lateTrend };
}

/**
 * Leave by type and overtime by day type of `staffIds` over the month, from the days' items: a leave
 * item is its minutes' share of the day (a whole day on a day without expected time: a calendar-day
 * leave over a weekend); overtime falls on its own day type, else the day's.
 */
export async function monthSplits(
  db: DbOrTx,
  compId: number,
  month: string,
  staffIds: readonly number[],
): Promise<Map<number, RawSplit[]>> {
  const out = new Map<number, RawSplit[]>();
  if (staffIds.length === 0) return out;
  const { first, last } = monthDays(month);
  const minutes = sql`(item->>'minutes')::int`;
  const result = await db.execute(sql`
    select ${r.staffId} as "staffId", item->>'kind' as kind,
      (item->>'leaveTypeId')::int as "leaveTypeId", max(item->>'leaveName') as "leaveName",
      case when item->>'kind' = 'overtime' then coalesce(item->>'dayType', ${r.dayType}) end as "dayType",
      cast(sum(${minutes}) as integer) as minutes,
      cast(sum(case when ${r.expectedMinutes} > 0
        then least(${minutes}, ${r.expectedMinutes})::numeric / ${r.expectedMinutes} else 1 end) as text) as share
    from ${r} cross join lateral jsonb_array_elements(${r.result}->'items') item
    where ${employedDays(compId, first, last)} and ${oneOf(r.staffId, staffIds)}
      and (${r.leaveMinutes} > 0 or ${r.overtimeMinutes} > 0 or ${r.status} = 'leave')
      and item->>'kind' in ('leave', 'overtime')
    group by 1, 2, 3, 5`);
  for (const row of (result as unknown as { rows: RawSplit[] }).rows) {
    const split = { ...row, staffId: Number(row.staffId), minutes: Number(row.minutes) };
    const list = out.get(split.staffId);
    if (list) list.push(split);
    else out.set(split.staffId, [split]);
  }
  return out;
}

/** The company's leave types by id: the name and unit the statistics show, in the types' order. */
export async function leaveTypesOf(db: DbOrTx, compId: number): Promise<Map<number, LeaveTypeInfo>> {
  const rows = await db
    .select({
      id: attendanceLeaveTypes.id,
      name: attendanceLeaveTypes.name,
      unit: attendanceLeaveTypes.unit,
      sort: attendanceLeaveTypes.sort,
    })
    .from(attendanceLeaveTypes)
    .where(eq(attendanceLeaveTypes.compId, compId));
  return new Map(rows.map(({ id, ...info }) => [id, info]));
}

/** Whether the company locked the month. */
export async function isLocked(db: DbOrTx, compId: number, month: string): Promise<boolean> {
  const [row] = await db
    .select({ month: attendanceMonthLocks.month })
    .from(attendanceMonthLocks)
    .where(and(eq(attendanceMonthLocks.compId, compId), eq(attendanceMonthLocks.month, month)));
  return row !== undefined;
}
