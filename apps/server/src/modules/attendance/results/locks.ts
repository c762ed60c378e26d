import { and, eq, inArray } from 'drizzle-orm';
import { badRequest } from '../../../core/http/errors.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { attendanceMonthLocks } from '../schema.ts';

/**
 * Refuses a change touching a locked month (docs/product/attendance.md, "Statistics"): payroll reads
 * a locked month's results, so no punch, request, rule or calendar change may alter them.
 * `days` are China days; 400 "2026-10 的考勤已锁定…" naming the first locked month.
 */
export async function assertMonthsOpen(db: DbOrTx, compId: number, days: readonly string[]): Promise<void> {
  const months = [...new Set(days.map((day) => day.slice(0, 7)))];
  if (months.length === 0) return;
  const [locked] = await db
    .select({ month: attendanceMonthLocks.month })
    .from(attendanceMonthLocks)
    .where(and(eq(attendanceMonthLocks.compId, compId), inArray(attendanceMonthLocks.month, months)))
    .orderBy(attendanceMonthLocks.month)
    .limit(1);
  if (locked) throw badRequest('attendance.monthLocked', { month: locked.month });
}
