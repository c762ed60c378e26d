import { addDays, chinaToday } from '../../../core/china-time.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { assertMonthsOpen } from '../results/locks.ts';
import { recomputeDays } from '../results/recompute.ts';

// A rule, shift or roster change asks something new of the days it covers; those already lived
// (up to today) are recomputed, and none of them may lie in a locked month (docs/product/attendance.md,
// "Groups, shifts and rules").

export interface DayRange {
  from: string;
  to: string;
}

/** The days of `[from, toExclusive)` up to today (`toExclusive` null: open-ended); null when none has come. */
export function pastPart(from: string, toExclusive: string | null, today = chinaToday()): DayRange | null {
  const last = toExclusive === null || toExclusive > today ? today : addDays(toExclusive, -1);
  return from <= last ? { from, to: last } : null;
}

/** The first day of every month from `from`'s to `to`'s. */
export function monthsOf(range: DayRange): string[] {
  const months: string[] = [];
  for (let month = `${range.from.slice(0, 7)}-01`; month <= range.to; ) {
    months.push(month);
    month = `${addDays(month, 31).slice(0, 7)}-01`;
  }
  return months;
}

/** 400 when a day of the range lies in a locked month. */
export async function assertRangeOpen(db: DbOrTx, compId: number, range: DayRange | null): Promise<void> {
  if (range) await assertMonthsOpen(db, compId, monthsOf(range));
}

/** Recomputes the range's days (of `staffIds` only, when given). */
export async function recomputeRange(
  db: DbOrTx,
  compId: number,
  range: DayRange | null,
  staffIds?: readonly number[],
): Promise<void> {
  if (range) await recomputeDays(db, compId, range.from, range.to, staffIds);
}
