import type { DayResult } from '@renli/contracts';
import { and, eq, getTableColumns, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { addDays, chinaDayEnd, chinaDayStart } from '../../../core/china-time.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { computeDay } from '../engine/compute-day.ts';
import { dayClosesAt } from '../engine/day-close.ts';
import type { InstantSpan, PlannedLeave } from '../engine/types.ts';
import {
  attendanceDailyResults,
  attendanceLeaveTypes,
  attendanceMonthLocks,
  attendancePunches,
  attendanceRequests,
} from '../schema.ts';
import { loadPlans } from './plans.ts';

const WRITE_BATCH = 2000;
/** Punches and periods are read a day either side: a cross-midnight shift reaches into the next day. */
const MARGIN_DAYS = 1;

/** The months (YYYY-MM) of `[from, to]` the company has locked. */
async function lockedMonths(db: DbOrTx, compId: number, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .select({ month: attendanceMonthLocks.month })
    .from(attendanceMonthLocks)
    .where(
      and(
        eq(attendanceMonthLocks.compId, compId),
        gte(attendanceMonthLocks.month, from.slice(0, 7)),
        lte(attendanceMonthLocks.month, to.slice(0, 7)),
      ),
    );
  return new Set(rows.map((row) => row.month));
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/**
 * Recomputes and stores the daily results of `[from, to]` for the company's staff employed then (or
 * `staffIds`), skipping locked months and days not yet over (`dayClosesAt`) (docs/product/attendance.md, "Daily results"). Called after
 * every change of an input: a punch, an import, an approved or cancelled request, a rule, the roster
 * or the calendar. Answers how many days it stored.
 */
export async function recomputeDays(
  db: DbOrTx,
  compId: number,
  from: string,
  to: string,
  staffIds?: readonly number[],
  now: Date = new Date(),
): Promise<number> {
  const locked = await lockedMonths(db, compId, from, to);
  const plans = await loadPlans(db, compId, from, to, staffIds);
  const ids = [...plans.keys()];
  if (ids.length === 0) return 0;
  const windowStart = chinaDayStart(addDays(from, -MARGIN_DAYS));
  const windowEnd = chinaDayEnd(addDays(to, MARGIN_DAYS));

  const [punchRows, requestRows] = await Promise.all([
    db
      .select({ staffId: attendancePunches.staffId, at: attendancePunches.at })
      .from(attendancePunches)
      .where(
        and(
          eq(attendancePunches.compId, compId),
          inArray(attendancePunches.staffId, ids),
          gte(attendancePunches.at, windowStart),
          lt(attendancePunches.at, windowEnd),
          isNull(attendancePunches.voidedAt),
        ),
      )
      .orderBy(attendancePunches.staffId, attendancePunches.at),
    db
      .select({
        request: attendanceRequests,
        leaveName: attendanceLeaveTypes.name,
        leaveUnit: attendanceLeaveTypes.unit,
        workdaysOnly: attendanceLeaveTypes.workdaysOnly,
      })
      .from(attendanceRequests)
      .leftJoin(attendanceLeaveTypes, eq(attendanceLeaveTypes.id, attendanceRequests.leaveTypeId))
      .where(
        and(
          eq(attendanceRequests.compId, compId),
          inArray(attendanceRequests.staffId, ids),
          eq(attendanceRequests.status, 2),
          inArray(attendanceRequests.kind, ['leave', 'trip', 'overtime']),
          // Overlapping the days: by day columns or by instants.
          sql`(coalesce(${attendanceRequests.startDay}, (${attendanceRequests.startAt} at time zone 'Asia/Shanghai')::date) <= ${to}
            and coalesce(${attendanceRequests.endDay}, (${attendanceRequests.endAt} at time zone 'Asia/Shanghai')::date) >= ${addDays(from, -MARGIN_DAYS)})`,
        ),
      ),
  ]);

  const punches = new Map<number, Date[]>();
  for (const row of punchRows) push(punches, row.staffId, row.at);
  const leaves = new Map<number, PlannedLeave[]>();
  const trips = new Map<number, PlannedLeave['span'][]>();
  const overtime = new Map<number, InstantSpan[]>();
  for (const { request: r, leaveName, leaveUnit, workdaysOnly } of requestRows) {
    const span: PlannedLeave['span'] =
      r.startDay && r.endDay
        ? {
            startDay: r.startDay,
            startHalf: r.startHalf ?? 'am',
            endDay: r.endDay,
            endHalf: r.endHalf ?? 'pm',
          }
        : { start: r.startAt!, end: r.endAt! };
    if (r.kind === 'leave' && r.leaveTypeId !== null)
      push(leaves, r.staffId, {
        leaveTypeId: r.leaveTypeId,
        leaveName: leaveName ?? '',
        unit: leaveUnit ?? 'day',
        workdaysOnly: workdaysOnly ?? true,
        span,
      });
    else if (r.kind === 'trip') push(trips, r.staffId, span);
    else if (r.kind === 'overtime' && r.startAt && r.endAt)
      push(overtime, r.staffId, { start: r.startAt, end: r.endAt });
  }

  const rows: StoredRow[] = [];
  for (const [staffId, days] of plans) {
    for (const plan of days) {
      if (locked.has(plan.day.slice(0, 7))) continue;
      // A day still under way is not final: it is stored once it closes (the sweep, `sweep.ts`).
      if (dayClosesAt(plan) > now) continue;
      const result = computeDay({
        plan,
        punches: punches.get(staffId) ?? [],
        leaves: leaves.get(staffId) ?? [],
        trips: trips.get(staffId) ?? [],
        overtime: overtime.get(staffId) ?? [],
      });
      rows.push(resultRow(compId, staffId, result));
    }
  }
  for (let i = 0; i < rows.length; i += WRITE_BATCH) await storeResults(db, rows.slice(i, i + WRITE_BATCH));
  return rows.length;
}

type StoredRow = Omit<typeof attendanceDailyResults.$inferInsert, 'computedAt'>;

/** Every stored column but `computed_at` (set by the database): property, column name and SQL type. */
const STORED = Object.entries(getTableColumns(attendanceDailyResults))
  .filter(([property]) => property !== 'computedAt')
  .map(([property, column]) => ({ property, name: column.name, type: column.getSQLType() }));
const KEY_COLUMNS = new Set(['staff_id', 'day']);

/**
 * Upserts a batch of days as one JSON parameter unpacked by `jsonb_to_recordset`: a month of a large
 * company is hundreds of thousands of rows, and one bound value per row and column made the write
 * most of the time (docs/benchmarks.md, "Attendance").
 */
async function storeResults(db: DbOrTx, rows: readonly StoredRow[]): Promise<void> {
  const records = rows.map((row) =>
    Object.fromEntries(STORED.map(({ property, name }) => [name, row[property as keyof StoredRow]])),
  );
  const names = sql.raw(STORED.map(({ name }) => name).join(', '));
  const shape = sql.raw(STORED.map(({ name, type }) => `${name} ${type}`).join(', '));
  const updates = sql.raw(
    [
      ...STORED.filter(({ name }) => !KEY_COLUMNS.has(name)).map(({ name }) => `${name} = excluded.${name}`),
      'computed_at = now()',
    ].join(', '),
  );
  await db.execute(sql`
    insert into ${attendanceDailyResults} (${names})
    select ${names} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${shape})
    on conflict (staff_id, day) do update set ${updates}`);
}

function resultRow(
  compId: number,
  staffId: number,
  result: DayResult,
): typeof attendanceDailyResults.$inferInsert {
  return {
    compId,
    staffId,
    day: result.day,
    groupId: result.groupId,
    status: result.status,
    dayType: result.dayType,
    expectedMinutes: result.expectedMinutes,
    workedMinutes: result.workedMinutes,
    lateMinutes: result.lateMinutes,
    seriousLate: result.items.some((item) => item.kind === 'seriousLate'),
    earlyMinutes: result.earlyMinutes,
    missingPunches: result.items.filter((item) => item.kind === 'missingIn' || item.kind === 'missingOut')
      .length,
    absentMinutes: result.absentMinutes,
    leaveMinutes: result.leaveMinutes,
    tripMinutes: result.tripMinutes,
    overtimeMinutes: result.overtimeMinutes,
    result,
  };
}
