import type { DayType, Half } from '@renli/contracts';
import { addDays, chinaDayStart, chinaToday, daysBetween } from '../../../core/china-time.ts';
import type { FieldProblem } from '../../../core/resources/define.ts';
import type { DayLeaveSpan, DayPlan } from '../engine/types.ts';
import { leaveMessages as m } from './messages.ts';

// The rules of a request's period (docs/product/attendance.md, "Leave, overtime, 补卡 and trips"),
// pure: halves turn at 12:00 China time, hours come in half hours, overtime is at most a day.

const HALF_HOUR_MS = 1_800_000;
const HOUR_MS = 3_600_000;
const NOON_MS = 12 * HOUR_MS;
/** A request covers at most this many days (产假: 98 and a province's extra). */
export const MAX_SPAN_DAYS = 366;
/** Hour leave covers at most this many days. */
export const MAX_HOUR_SPAN_DAYS = 31;
export const MAX_OVERTIME_HOURS = 24;

/** A request's period: its days (and halves), the instants it runs between, the China days it touches. */
export interface Period {
  days: DayLeaveSpan | null;
  startAt: Date;
  endAt: Date;
  firstDay: string;
  lastDay: string;
}

export type Checked<T> = { ok: T } | { problems: FieldProblem[] };

const problem = (field: string, key: string, params?: FieldProblem['params']): Checked<never> => ({
  problems: [{ field, key, ...(params ? { params } : {}) }],
});

/** The China day an instant falls on. */
export const chinaDayOf = (at: Date) => chinaToday(at);

/** The instants a half-day span runs between: a morning from 00:00, an afternoon from 12:00. */
export function halfDayInstants(span: DayLeaveSpan): { startAt: Date; endAt: Date } {
  const start = chinaDayStart(span.startDay).getTime() + (span.startHalf === 'pm' ? NOON_MS : 0);
  const end = chinaDayStart(span.endDay).getTime() + (span.endHalf === 'am' ? NOON_MS : 2 * NOON_MS);
  return { startAt: new Date(start), endAt: new Date(end) };
}

/**
 * A period of days and halves: both ends given, the end not before the start, at most a year, and
 * for types taken in whole days a morning start and an afternoon end.
 */
export function dayPeriod(
  input: { startDay?: string; startHalf?: Half; endDay?: string; endHalf?: Half },
  wholeDays: { type: string } | null,
): Checked<Period> {
  const { startDay, startHalf, endDay, endHalf } = input;
  for (const [field, value] of Object.entries({ startDay, startHalf, endDay, endHalf }))
    if (value === undefined) return problem(field, m['attendance.leave.periodRequired']);
  const span: DayLeaveSpan = {
    startDay: startDay!,
    startHalf: startHalf!,
    endDay: endDay!,
    endHalf: endHalf!,
  };
  if (
    span.endDay < span.startDay ||
    (span.endDay === span.startDay && span.startHalf === 'pm' && span.endHalf === 'am')
  )
    return problem('endDay', m['attendance.leave.endBeforeStart']);
  if (wholeDays && (span.startHalf !== 'am' || span.endHalf !== 'pm'))
    return problem('startHalf', m['attendance.leave.wholeDays'], { type: wholeDays.type });
  if (daysBetween(span.startDay, span.endDay) >= MAX_SPAN_DAYS)
    return problem('endDay', m['attendance.leave.tooLongDays'], { days: MAX_SPAN_DAYS });
  return { ok: { days: span, ...halfDayInstants(span), firstDay: span.startDay, lastDay: span.endDay } };
}

/** A period of instants on whole or half hours, the end after the start, at most `maxHours` long. */
export function instantPeriod(
  input: { startAt?: string; endAt?: string },
  maxHours: number,
): Checked<Period> {
  if (input.startAt === undefined) return problem('startAt', m['attendance.leave.periodRequired']);
  if (input.endAt === undefined) return problem('endAt', m['attendance.leave.periodRequired']);
  const startAt = new Date(input.startAt);
  const endAt = new Date(input.endAt);
  if (startAt.getTime() % HALF_HOUR_MS !== 0 || endAt.getTime() % HALF_HOUR_MS !== 0)
    return problem('startAt', m['attendance.leave.halfHours']);
  if (endAt <= startAt) return problem('endAt', m['attendance.leave.endBeforeStart']);
  if (endAt.getTime() - startAt.getTime() > maxHours * HOUR_MS)
    return maxHours > 24
      ? problem('endAt', m['attendance.leave.tooLongDays'], { days: maxHours / 24 })
      : problem('endAt', m['attendance.leave.tooLongHours'], { hours: maxHours });
  return {
    ok: {
      days: null,
      startAt,
      endAt,
      firstDay: chinaDayOf(startAt),
      lastDay: chinaDayOf(new Date(endAt.getTime() - 1)),
    },
  };
}

/** Requests reach at most a year back and a year ahead of `today`. */
export const withinReach = (period: Pick<Period, 'firstDay' | 'lastDay'>, today: string) =>
  period.firstDay >= addDays(today, -MAX_SPAN_DAYS) && period.lastDay <= addDays(today, MAX_SPAN_DAYS);

/** Hours between two instants on half hours, exactly ("7.5"). */
export const hoursBetween = (startAt: Date, endAt: Date) =>
  String((endAt.getTime() - startAt.getTime()) / HOUR_MS);

/**
 * The day type overtime falls on, for this staff member: a statutory holiday is a holiday whatever
 * the schedule; otherwise a day their schedule works is a workday and any other a rest day.
 */
export function overtimeDayType(plan: DayPlan): DayType {
  if (plan.calendar.type === 'holiday') return 'holiday';
  const works =
    plan.shift !== null ||
    plan.flexible !== null ||
    (plan.groupId === null && plan.calendar.type === 'workday');
  return works ? 'workday' : 'restday';
}

/** The kinds a request of `kind` may not overlap: leave and trips each other, overtime leave and overtime. */
export const CLASHES = {
  leave: ['leave', 'trip', 'overtime'],
  trip: ['leave', 'trip'],
  overtime: ['leave', 'overtime'],
  missedPunch: [],
} as const;

/** The same day `months` later, or the month's last day when it has no such day (01-31 + 1: 02-28). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const last = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
  const y = Math.floor(index / 12);
  const mo = String((index % 12) + 1).padStart(2, '0');
  return `${y}-${mo}-${String(Math.min(date, last)).padStart(2, '0')}`;
}

/** A day of each month from `first` to `last` (what a month lock is checked by). */
export function monthsOf(first: string, last: string): string[] {
  const days = [first];
  for (let day = `${first.slice(0, 7)}-01`; ; ) {
    day = addMonths(day, 1);
    if (day > last) return days;
    days.push(day);
  }
}
