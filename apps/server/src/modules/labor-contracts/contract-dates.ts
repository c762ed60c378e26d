import { addDays, chinaToday, daysBetween } from '../../core/china-time.ts';

// Calendar arithmetic on China business dates written `YYYY-MM-DD` (docs/product/labor-contracts.md):
// no clock and no time zone, so "today" is the only place China's offset enters.

const pad = (n: number) => String(n).padStart(2, '0');

export { addDays, chinaToday, daysBetween };

/** The same day `months` later; a day the month lacks becomes its last (01-31 + 1 month = 02-28). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = month - 1 + months;
  const y = year + Math.floor(index / 12);
  const m = ((index % 12) + 12) % 12;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return `${y}-${pad(m + 1)}-${pad(Math.min(date, last))}`;
}

/**
 * Whether a contract from `start` to `end` (both days included) lasts at least `months`: a term of
 * 2026-01-01 to 2026-03-31 is three months, as it ends the day before 2026-04-01.
 */
export const lastsMonths = (start: string, end: string, months: number) =>
  addDays(end, 1) >= addMonths(start, months);
