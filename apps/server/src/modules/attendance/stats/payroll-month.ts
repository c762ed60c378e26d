import type { DayType } from '@renli/contracts';
import Decimal from 'decimal.js';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { attendanceLeaveTypes, attendanceRequests } from '../schema.ts';
import { monthDays, type RawMonth, staffRow, sumOf } from './figures.ts';
import { isLocked, leaveTypesOf, monthQuery, monthSplits } from './month-query.ts';

// What payroll reads of attendance (docs/product/attendance.md, "Statistics"; docs/product/salary.md,
// "Payroll runs"): the month's figures of `StaffMonthRow` and the overtime to pay. Overtime repaid
// with compensatory leave (compensation 'leave') earns leave, not money, so it is taken out here.

/** One staff member's month as payroll reads it. */
export interface PayrollAttendance {
  expectedDays: number;
  actualDays: string;
  absentDays: string;
  lateCount: number;
  lateMinutes: number;
  earlyCount: number;
  missingPunches: number;
  leaveDays: string;
  /** Days of leave types that are not paid (事假…). */
  unpaidLeaveDays: string;
  sickLeaveDays: string;
  /** Overtime to pay by day type, in minutes: worked overtime less what is repaid with leave. */
  overtimeMinutes: Record<DayType, number>;
}

const DAY_TYPES: readonly DayType[] = ['workday', 'restday', 'holiday'];

/** Whether attendance locked `month`, and the figures of each of `staffIds` with stored days. */
export async function attendanceMonthOf(
  db: DbOrTx,
  compId: number,
  month: string,
  staffIds: readonly number[],
): Promise<{ locked: boolean; staff: Map<number, PayrollAttendance> }> {
  const staff = new Map<number, PayrollAttendance>();
  if (staffIds.length === 0) return { locked: await isLocked(db, compId, month), staff };
  // Payroll asks for every employee type (`anyType`), not a scoped HR screen.
  const actor = {
    userId: 0,
    compId,
    staffId: null,
    isCompany: true,
    staffAdmin: false,
    managedTypes: [1, 2],
  };
  const query = await monthQuery(db, actor, month, { staffIds, anyType: true });
  const { first, last } = monthDays(month);
  const [raws, locked, types, kinds, repaid] = await Promise.all([
    query.rows({}, staffIds.length),
    isLocked(db, compId, month),
    leaveTypesOf(db, compId),
    db
      .select({
        id: attendanceLeaveTypes.id,
        kind: attendanceLeaveTypes.kind,
        paid: attendanceLeaveTypes.paid,
      })
      .from(attendanceLeaveTypes)
      .where(eq(attendanceLeaveTypes.compId, compId)),
    // Approved overtime repaid with leave, by the day type it fell on, in minutes.
    db
      .select({
        staffId: attendanceRequests.staffId,
        dayType: attendanceRequests.dayType,
        minutes: sql<string>`cast(coalesce(sum(${attendanceRequests.amount}) * 60, 0) as text)`,
      })
      .from(attendanceRequests)
      .where(
        and(
          eq(attendanceRequests.compId, compId),
          eq(attendanceRequests.kind, 'overtime'),
          eq(attendanceRequests.status, 2),
          eq(attendanceRequests.compensation, 'leave'),
          inArray(attendanceRequests.staffId, [...staffIds]),
          gte(attendanceRequests.startAt, sql`(${first}::date)::timestamp at time zone 'Asia/Shanghai'`),
          lt(attendanceRequests.startAt, sql`((${last}::date) + 1)::timestamp at time zone 'Asia/Shanghai'`),
        ),
      )
      .groupBy(attendanceRequests.staffId, attendanceRequests.dayType),
  ]);
  const splits = await monthSplits(
    db,
    compId,
    month,
    raws.map((raw: RawMonth) => raw.staffId),
  );
  const kindOf = new Map(kinds.map((k) => [k.id, k]));
  const repaidOf = new Map(repaid.map((r) => [`${r.staffId}:${r.dayType}`, new Decimal(r.minutes)]));
  for (const raw of raws) {
    const own = splits.get(raw.staffId) ?? [];
    const row = staffRow(raw, own, types);
    const leaveOf = (test: (id: number) => boolean) =>
      sumOf(row.leave.filter((figure) => test(figure.leaveTypeId)).map((figure) => figure.days));
    const worked = new Map<DayType, number>();
    for (const split of own)
      if (split.kind === 'overtime') {
        const type = (split.dayType ?? 'workday') as DayType;
        worked.set(type, (worked.get(type) ?? 0) + split.minutes);
      }
    const overtimeMinutes = Object.fromEntries(
      DAY_TYPES.map((type) => [
        type,
        Math.max(
          0,
          (worked.get(type) ?? 0) - (repaidOf.get(`${raw.staffId}:${type}`)?.floor().toNumber() ?? 0),
        ),
      ]),
    ) as Record<DayType, number>;
    staff.set(raw.staffId, {
      expectedDays: row.expectedDays,
      actualDays: row.actualDays,
      absentDays: row.absentDays,
      lateCount: row.lateCount,
      lateMinutes: row.lateMinutes,
      earlyCount: row.earlyCount,
      missingPunches: row.missingPunches,
      leaveDays: row.leaveDays,
      unpaidLeaveDays: leaveOf((id) => kindOf.get(id)?.paid === false),
      sickLeaveDays: leaveOf((id) => kindOf.get(id)?.kind === 'sick'),
      overtimeMinutes,
    });
  }
  return { locked, staff };
}
