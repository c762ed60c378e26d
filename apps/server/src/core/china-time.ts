/**
 * Business dates are China's (Asia/Shanghai). China has kept UTC+8 all year since 1991, so a fixed
 * offset gives its calendar without a time-zone database.
 */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The instant a China calendar day (`YYYY-MM-DD`) begins. */
export const chinaDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - CHINA_OFFSET_MS);

/** The instant a China calendar day ends (the next day's start): an exclusive upper bound. */
export const chinaDayEnd = (day: string) => new Date(chinaDayStart(day).getTime() + DAY_MS);

const isoDay = (year: number, month: number) => new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);

/** The calendar month containing `now` in China: its first day, the next month's, and both as instants. */
export function chinaMonth(now: Date) {
  const china = new Date(now.getTime() + CHINA_OFFSET_MS);
  const first = isoDay(china.getUTCFullYear(), china.getUTCMonth());
  const next = isoDay(china.getUTCFullYear(), china.getUTCMonth() + 1);
  return { first, next, startsAt: chinaDayStart(first), endsAt: chinaDayStart(next) };
}

/** An instant as China's wall clock: `YYYY-MM-DD HH:mm:ss`. */
export const chinaDateTime = (at: Date) =>
  new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** An instant as China's wall clock without separators, `YYYYMMDDhhmmss` (export file names). */
export const chinaStamp = (at: Date) => chinaDateTime(at).replace(/\D/g, '');

/** Today's date in China, `YYYY-MM-DD`. */
export const chinaToday = (now: Date = new Date()) => chinaDateTime(now).slice(0, 10);

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** A China calendar day `days` later (earlier when negative), both `YYYY-MM-DD`: no clock, no time zone. */
export const addDays = (day: string, days: number) =>
  new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);
