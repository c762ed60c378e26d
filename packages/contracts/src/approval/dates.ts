/**
 * The date texts of approval forms, in China time as typed (no time zone): a day `YYYY-MM-DD`, a
 * minute `YYYY-MM-DD HH:mm`, a half day `YYYY-MM-DD AM|PM` (docs/product/approval.md, "Forms").
 */
export type DatePrecision = 'day' | 'halfDay' | 'minute';

export interface ParsedDate {
  /** Days since 1970-01-01 of the calendar date. */
  day: number;
  /** Minutes into the day (a half day: 0 for AM, 720 for PM). */
  minute: number;
}

const FORMATS: Record<DatePrecision, RegExp> = {
  day: /^(\d{4})-(\d{2})-(\d{2})$/,
  minute: /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/,
  halfDay: /^(\d{4})-(\d{2})-(\d{2}) (AM|PM)$/,
};

/** The date, or null when the text is not in the precision's format or names no real date/time. */
export function parseFormDate(text: string, precision: DatePrecision): ParsedDate | null {
  const match = FORMATS[precision].exec(text);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, date);
  const check = new Date(time);
  // Date.UTC rolls 2026-02-30 over to March: a date that does not come back unchanged is not real.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date)
    return null;
  let minute = 0;
  if (precision === 'halfDay') minute = match[4] === 'PM' ? 720 : 0;
  if (precision === 'minute') {
    const [hours, minutes] = [Number(match[4]), Number(match[5])];
    if (hours > 23 || minutes > 59) return null;
    minute = hours * 60 + minutes;
  }
  return { day: time / 86_400_000, minute };
}

/** Minutes from one parsed date to another (negative when `to` is earlier). */
export function minutesBetween(from: ParsedDate, to: ParsedDate): number {
  return (to.day - from.day) * 1440 + (to.minute - from.minute);
}
