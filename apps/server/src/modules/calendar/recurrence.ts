import type { RepeatRule } from '@renli/contracts';
import * as rrulePkg from 'rrule';
import { addDays, chinaDateTime } from '../../core/china-time.ts';

// Repeat rules in China time (docs/product/oa-schedule.md, "Repeat rules"). rrule works on
// "floating" times: a China wall clock is written as the UTC instant with the same fields (+8 h),
// expanded there, and shifted back. China has kept UTC+8 all year since 1991, so "every Monday
// 09:30" stays 09:30 whatever the season, and weekdays are China's weekdays.

// rrule ships CommonJS to Node: its classes are on the default export there, on the namespace in bundles.
const { RRule } = ((rrulePkg as { default?: typeof rrulePkg }).default ?? rrulePkg) as typeof rrulePkg;

const CHINA_OFFSET_MS = 8 * 3_600_000;
const toWall = (at: Date) => new Date(at.getTime() + CHINA_OFFSET_MS);
const fromWall = (wall: Date) => new Date(wall.getTime() - CHINA_OFFSET_MS);

const FREQ = {
  daily: RRule.DAILY,
  weekly: RRule.WEEKLY,
  monthly: RRule.MONTHLY,
  yearly: RRule.YEARLY,
} as const;

/** The China weekday of an instant, 0 Monday … 6 Sunday (rrule's numbering). */
export const chinaWeekday = (at: Date) => (toWall(at).getUTCDay() + 6) % 7;

/** The China date of an instant, `YYYY-MM-DD`. */
export const chinaDay = (at: Date) => chinaDateTime(at).slice(0, 10);

/** What expanding needs of an event. */
export interface Repeating {
  startAt: Date;
  endAt: Date;
  repeat: RepeatRule | null;
  exdates: readonly string[];
}

/** The rrule of a repeat rule starting at `start`, in floating China time. */
export function ruleOf(repeat: RepeatRule, start: Date) {
  const byweekday =
    repeat.freq === 'weekly'
      ? repeat.byWeekday.length > 0
        ? [...new Set(repeat.byWeekday)].sort()
        : [chinaWeekday(start)]
      : null;
  return new RRule({
    freq: FREQ[repeat.freq],
    interval: repeat.interval,
    byweekday,
    wkst: RRule.MO,
    dtstart: toWall(start),
    until: repeat.until ? new Date(`${repeat.until}T23:59:59Z`) : null,
    count: repeat.count ?? null,
  });
}

/** RFC 5545 text of the rule (DTSTART as China wall-clock time), for clients that draw or describe it. */
export const rruleText = (repeat: RepeatRule, start: Date) =>
  ruleOf(repeat, start)
    .toString()
    .replace(/DTSTART:(\d{8}T\d{6})Z/, 'DTSTART;TZID=Asia/Shanghai:$1');

/** A stored exdate as its instant's milliseconds. */
const exdateSet = (exdates: readonly string[]) => new Set(exdates.map((d) => Date.parse(d)));

/**
 * The starts of the occurrences that overlap `[from, to)`, minus removed ones (`exdates`). A
 * single event has one occurrence, its start.
 */
export function occurrenceStarts(event: Repeating, from: Date, to: Date): Date[] {
  const duration = event.endAt.getTime() - event.startAt.getTime();
  const overlaps = (start: Date) => start < to && start.getTime() + duration > from.getTime();
  if (!event.repeat) return overlaps(event.startAt) ? [event.startAt] : [];
  const removed = exdateSet(event.exdates);
  return ruleOf(event.repeat, event.startAt)
    .between(toWall(new Date(from.getTime() - duration)), toWall(to), true)
    .map(fromWall)
    .filter((start) => overlaps(start) && !removed.has(start.getTime()));
}

/** Whether `at` is an occurrence start of the event (removed ones excluded). */
export function isOccurrence(event: Repeating, at: Date): boolean {
  if (!event.repeat) return at.getTime() === event.startAt.getTime();
  if (exdateSet(event.exdates).has(at.getTime())) return false;
  const wall = toWall(at);
  return ruleOf(event.repeat, event.startAt).between(wall, wall, true).length > 0;
}

/**
 * The end of the event's last occurrence, or null when it repeats without end. With `until` it is
 * the end of the until day plus the duration (an upper bound), with `count` the exact last one.
 */
export function lastEndOf(event: Omit<Repeating, 'exdates'>): Date | null {
  const duration = event.endAt.getTime() - event.startAt.getTime();
  if (!event.repeat) return event.endAt;
  if (event.repeat.until)
    return new Date(Date.parse(`${addDays(event.repeat.until, 1)}T00:00:00Z`) - CHINA_OFFSET_MS + duration);
  if (event.repeat.count) {
    const all = ruleOf(event.repeat, event.startAt).all();
    const last = all.at(-1);
    return last ? new Date(fromWall(last).getTime() + duration) : event.endAt;
  }
  return null;
}

/**
 * "This and following" from the occurrence at `at`: the series keeps the occurrences before it
 * (its rule now ends the China day before, a count becoming that date), and the rest becomes a
 * new series. `before` is how many occurrences the old series keeps (the new one's count is what
 * remains of a count); `exdates` are split between the two. Null when `at` is the first
 * occurrence: the change is to the whole series.
 */
export function splitSeries(event: Repeating & { repeat: RepeatRule }, at: Date) {
  const kept = ruleOf(event.repeat, event.startAt).between(toWall(event.startAt), toWall(at), true);
  const before = kept.filter((wall) => fromWall(wall) < at).length;
  if (before === 0) return null;
  const head: RepeatRule = { ...event.repeat, count: null, until: addDays(chinaDay(at), -1) };
  const remaining = event.repeat.count ? Math.max(event.repeat.count - before, 1) : null;
  return {
    head,
    before,
    remainingCount: remaining,
    headExdates: event.exdates.filter((d) => Date.parse(d) < at.getTime()),
    tailExdates: event.exdates.filter((d) => Date.parse(d) >= at.getTime()),
  };
}

/** A reminder due: which occurrence, how many minutes before its start. */
export interface DueReminder {
  occurrenceStart: Date;
  minutesBefore: number;
}

/**
 * The reminders due at `now`: those whose moment (start minus the offset) fell within the last
 * `lookbackMs` (a sweep that missed a minute still sends them) and not before `notBefore` (an event
 * created after its reminder's moment is not reminded late).
 */
export function dueReminders(
  starts: readonly Date[],
  offsets: readonly number[],
  now: Date,
  lookbackMs: number,
  notBefore: Date,
): DueReminder[] {
  const due: DueReminder[] = [];
  for (const occurrenceStart of starts)
    for (const minutesBefore of new Set(offsets)) {
      const at = occurrenceStart.getTime() - minutesBefore * 60_000;
      if (at <= now.getTime() && at > now.getTime() - lookbackMs && at >= notBefore.getTime())
        due.push({ occurrenceStart, minutesBefore });
    }
  return due;
}

/** Shifts stored exdates by `deltaMs` (the series moved). */
export const shiftExdates = (exdates: readonly string[], deltaMs: number) =>
  exdates.map((d) => new Date(Date.parse(d) + deltaMs).toISOString());
