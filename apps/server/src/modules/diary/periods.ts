import type { DiaryPeriod, DiarySubmissionState } from '@renli/contracts';
import Decimal from 'decimal.js';
import { addDays, chinaDayStart, chinaToday, daysBetween } from '../../core/china-time.ts';

// The periods reports are written for and the due times of reminder rules, all in China time
// (docs/product/oa-diary.md, "Periods and due times"). Pure: the caller passes the company's
// workdays (the attendance calendar, holidays and 调休 days included).

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** 1 Monday … 7 Sunday of a `YYYY-MM-DD` day. */
export const weekdayOf = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
};

/** The ISO week (weeks start on Monday; week 1 holds the year's first Thursday) of a day: `2026-W48`. */
export function isoWeekOf(day: string): string {
  const thursday = addDays(day, 4 - weekdayOf(day));
  const year = Number(thursday.slice(0, 4));
  const week = Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1;
  return `${year}-W${pad(week)}`;
}

/** The key of the period of this kind that holds `day`. */
export function periodKeyOf(period: DiaryPeriod, day: string): string {
  if (period === 'day') return day;
  if (period === 'week') return isoWeekOf(day);
  return day.slice(0, 7);
}

const validDay = (day: string) => {
  const at = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === day;
};

/** The first and last day of a period, or null when the key is not a real period of that kind. */
export function periodDays(period: DiaryPeriod, key: string): { first: string; last: string } | null {
  if (period === 'day')
    return /^\d{4}-\d{2}-\d{2}$/.test(key) && validDay(key) ? { first: key, last: key } : null;
  if (period === 'month') {
    const match = /^(\d{4})-(\d{2})$/.exec(key);
    if (!match || Number(match[2]) < 1 || Number(match[2]) > 12) return null;
    const first = `${key}-01`;
    const next = new Date(Date.UTC(Number(match[1]), Number(match[2]), 1)).toISOString().slice(0, 10);
    return { first, last: addDays(next, -1) };
  }
  const match = /^(\d{4})-W(\d{2})$/.exec(key);
  if (!match) return null;
  // Week 1's Monday is the Monday of the week holding 4 January.
  const jan4 = `${match[1]}-01-04`;
  const first = addDays(addDays(jan4, 1 - weekdayOf(jan4)), (Number(match[2]) - 1) * 7);
  if (Number(match[2]) < 1 || isoWeekOf(first) !== key) return null;
  return { first, last: addDays(first, 6) };
}

/** The periods of this kind overlapping `[from, to]`, oldest first. */
export function periodsBetween(period: DiaryPeriod, from: string, to: string): string[] {
  const keys: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const key = periodKeyOf(period, day);
    if (keys.at(-1) !== key) keys.push(key);
  }
  return keys;
}

/** The due of a reminder rule: when in its period reports are due. */
export interface DueRule {
  period: DiaryPeriod;
  /** Weekly: 1 Monday … 7 Sunday. */
  dueWeekday: number | null;
  /** Monthly: 1–31. */
  dueDay: number | null;
  /** `HH:mm`, China time. */
  dueTime: string;
}

/**
 * The day a period's reports are due, or null when nothing is due in it. Daily: the day itself if it
 * is a workday (a 调休 Saturday is; a holiday Monday is not). Weekly and monthly: the chosen weekday
 * or day (a short month's last day for the 29th–31st), moved back to the latest workday before it in
 * the same period when it is not one; a period without such a workday has no due.
 */
export function dueDayOf(rule: DueRule, key: string, isWorkday: (day: string) => boolean): string | null {
  const days = periodDays(rule.period, key);
  if (!days) return null;
  let target: string;
  if (rule.period === 'day') target = days.first;
  else if (rule.period === 'week') target = addDays(days.first, (rule.dueWeekday ?? 5) - 1);
  else {
    const length = daysBetween(days.first, days.last) + 1;
    target = addDays(days.first, Math.min(rule.dueDay ?? length, length) - 1);
  }
  if (rule.period === 'day') return isWorkday(target) ? target : null;
  for (let day = target; day >= days.first; day = addDays(day, -1)) if (isWorkday(day)) return day;
  return null;
}

/** The instant of `HH:mm` on a China day. */
export function chinaInstant(day: string, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(chinaDayStart(day).getTime() + (hours! * 60 + minutes!) * 60_000);
}

/** When a reminder for a due goes out: `minutes` before it. */
export const remindAtOf = (dueAt: Date, minutes: number) => new Date(dueAt.getTime() - minutes * 60_000);

/**
 * The periods whose reminder a sweep at `now` may send: the period holding today and the one before
 * (a reminder a little before midnight of a month's last day belongs to that month).
 */
export function currentPeriods(period: DiaryPeriod, now: Date): string[] {
  const today = chinaToday(now);
  const before =
    period === 'day'
      ? addDays(today, -1)
      : period === 'week'
        ? addDays(today, -7)
        : `${today.slice(0, 7)}-01`;
  const previous =
    period === 'month' ? periodKeyOf('month', addDays(before, -1)) : periodKeyOf(period, before);
  return [previous, periodKeyOf(period, today)];
}

/** Whether a reminder due at `remindAt` is to go out now: not before it, and not after the due itself. */
export const reminderWindowOpen = (remindAt: Date, dueAt: Date, now: Date) =>
  now.getTime() >= remindAt.getTime() &&
  now.getTime() <= Math.max(dueAt.getTime(), remindAt.getTime() + DAY_MS / 24);

/** One person's report for a due period: submitted by the due, after it, not (yet) at all. */
export function submissionState(submittedAt: Date | null, dueAt: Date, now: Date): DiarySubmissionState {
  if (submittedAt) return submittedAt.getTime() <= dueAt.getTime() ? 'onTime' : 'late';
  return now.getTime() > dueAt.getTime() ? 'missing' : 'pending';
}

export interface SubmissionCounts {
  expected: number;
  onTime: number;
  late: number;
  missing: number;
  rate: string | null;
}

/**
 * Counts of due periods (pending ones are not expected yet) with the submission rate, submitted (on
 * time or late) over expected, as a percentage rounded half up to one decimal: 37 of 40 → "92.5".
 */
export function countStates(states: readonly DiarySubmissionState[]): SubmissionCounts {
  const onTime = states.filter((s) => s === 'onTime').length;
  const late = states.filter((s) => s === 'late').length;
  const missing = states.filter((s) => s === 'missing').length;
  const expected = onTime + late + missing;
  const rate =
    expected === 0
      ? null
      : new Decimal(onTime + late)
          .times(100)
          .dividedBy(expected)
          .toDecimalPlaces(1, Decimal.ROUND_HALF_UP)
          .toFixed(1);
  return { expected, onTime, late, missing, rate };
}

/** How a period is named in notices: `2026-11-26`, `2026年第48周`, `2026年11月`. */
export function periodLabel(key: string): string {
  const week = /^(\d{4})-W(\d{2})$/.exec(key);
  if (week) return `${week[1]}年第${Number(week[2])}周`;
  const month = /^(\d{4})-(\d{2})$/.exec(key);
  if (month) return `${month[1]}年${Number(month[2])}月`;
  return key;
}
