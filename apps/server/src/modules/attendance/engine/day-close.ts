import { addDays, chinaDayStart } from '../../../core/china-time.ts';
import { shiftClock } from './shift-clock.ts';
import type { DayPlan } from './types.ts';

/**
 * When a day's result becomes final (docs/product/attendance.md, "Daily results"): once its shift's
 * off-punch window has closed (off time plus `latestOffMinutes`, the next morning for a night
 * shift), or for a day without a shift once the China day is over. Before that a missing off punch
 * or an absence is not yet a finding, so the day is not stored.
 */
export function dayClosesAt(plan: DayPlan): Date {
  if (!plan.shift) return chinaDayStart(addDays(plan.day, 1));
  const { off } = shiftClock(plan.shift);
  return new Date(chinaDayStart(plan.day).getTime() + (off + plan.shift.latestOffMinutes) * 60_000);
}
