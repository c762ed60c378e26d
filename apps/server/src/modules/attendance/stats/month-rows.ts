import type { MonthPage, MonthPageBody, MonthSummary, StaffMonthRow, StatsFilter } from '@renli/contracts';
import type { CompanyActor } from '../../../core/actor.ts';
import { offsetOf } from '../../../core/paging.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { departmentMonths, leaveMix, monthDays, monthTotals, type RawMonth, staffRow } from './figures.ts';
import { isLocked, leaveTypesOf, type MonthScope, monthQuery, monthSplits } from './month-query.ts';

/** The summary rows of raw sums: leave and overtime split from the days' items of just these people. */
export async function staffRows(
  db: DbOrTx,
  compId: number,
  month: string,
  raws: readonly RawMonth[],
): Promise<StaffMonthRow[]> {
  const [splits, types] = await Promise.all([
    monthSplits(
      db,
      compId,
      month,
      raws.map((raw) => raw.staffId),
    ),
    leaveTypesOf(db, compId),
  ]);
  return raws.map((raw) => staffRow(raw, splits.get(raw.staffId) ?? [], types));
}

/** Every row of the scope for the month, in the filter's order; at most `limit`. */
export async function allStaffRows(
  db: DbOrTx,
  actor: CompanyActor,
  month: string,
  scope: MonthScope & Pick<StatsFilter, 'sortField' | 'sortOrder'>,
  limit: number,
) {
  const query = await monthQuery(db, actor, month, scope);
  return staffRows(db, actor.compId, month, await query.rows(scope, limit));
}

/** One page of the month's summary per staff member (docs/product/attendance.md, "Statistics"). */
export async function selectMonthPage(
  db: DbOrTx,
  actor: CompanyActor,
  body: MonthPageBody,
): Promise<MonthPage> {
  const query = await monthQuery(db, actor, body.month, body);
  const raws = await query.rows(body, body.pageSize, offsetOf(body));
  // A page past the end has no row to carry the total: one row of the first page says it.
  const total = raws[0]?.total ?? (body.pageNum > 1 ? ((await query.rows(body, 1))[0]?.total ?? 0) : 0);
  const [list, locked] = await Promise.all([
    staffRows(db, actor.compId, body.month, raws),
    isLocked(db, actor.compId, body.month),
  ]);
  return { month: body.month, locked, list, total, pageNum: body.pageNum, pageSize: body.pageSize };
}

/** The month's cards, departments, daily late trend and leave mix for the caller's scope. */
export async function monthSummary(
  db: DbOrTx,
  actor: CompanyActor,
  body: { month: string; employeeType?: 1 | 2 | undefined },
): Promise<MonthSummary> {
  const query = await monthQuery(db, actor, body.month, body);
  const [raws, late, locked] = await Promise.all([
    query.rows({}, Number.MAX_SAFE_INTEGER),
    query.lateTrend(),
    isLocked(db, actor.compId, body.month),
  ]);
  const rows = await staffRows(db, actor.compId, body.month, raws);
  const lateOn = new Map(late.map((day) => [day.day, day.count]));
  return {
    month: body.month,
    locked,
    totals: monthTotals(rows),
    departments: departmentMonths(rows),
    lateTrend: monthDays(body.month).days.map((day) => ({ day, count: lateOn.get(day) ?? 0 })),
    leaveMix: leaveMix(rows),
  };
}
