import { type DatePrecision, minutesBetween, parseFormDate } from './dates.ts';

/**
 * A date range's duration as the form shows it (docs/product/approval.md, "Durations"): calendar
 * counting only; working days belong to attendance (issue 20).
 *
 * - days, precision day or minute: calendar days inclusive (2026-11-02 → 2026-11-04 is 3);
 * - days, precision halfDay: 0.5 per half day inclusive (2026-11-02 PM → 2026-11-03 AM is 1);
 * - hours, precision minute: the minutes between, rounded to the nearest 0.5 h (1 h 14 min → 1,
 *   1 h 15 min → 1.5);
 * - hours, precision day or halfDay: 24 h per day, 12 h per half day, as counted above.
 *
 * 0 when a bound is not a date of the precision or the end is before the start.
 */
export function rangeDuration(
  range: { start: string; end: string },
  precision: DatePrecision,
  unit: 'day' | 'hour',
): number {
  const start = parseFormDate(range.start, precision);
  const end = parseFormDate(range.end, precision);
  if (!start || !end || minutesBetween(start, end) < 0) return 0;
  if (precision === 'minute' && unit === 'hour') return Math.round(minutesBetween(start, end) / 30) / 2;
  const days =
    precision === 'halfDay'
      ? (minutesBetween(start, end) / 720 + 1) / 2 // halves from the start's to the end's, inclusive
      : end.day - start.day + 1;
  return unit === 'hour' ? days * 24 : days;
}
