import { clip, DAY_MINUTES, lengthOf, minuteOf, type Stretch, subtract } from './minutes.ts';
import type { ShiftClock } from './shift-clock.ts';
import type { DayLeaveSpan, DayPlan, InstantSpan } from './types.ts';

// How a leave or a trip lies over one day (docs/product/attendance.md, "Daily results"): which
// part of the day it takes and how many working minutes that is.

/** A whole day, a half, or a period of instants. */
export type Part = 'day' | 'am' | 'pm' | 'hours';

export const isDaySpan = (span: DayLeaveSpan | InstantSpan): span is DayLeaveSpan => 'startDay' in span;

/** A day asks for work when its plan has a shift or a flexible requirement. */
export const isWorkingDay = (plan: DayPlan) => plan.shift !== null || plan.flexible !== null;

/** The half or whole of `day` a day span takes; null outside it (or a one-day span from pm to am). */
export function dayPart(span: DayLeaveSpan, day: string): 'day' | 'am' | 'pm' | null {
  if (day < span.startDay || day > span.endDay) return null;
  const startsPm = day === span.startDay && span.startHalf === 'pm';
  const endsAm = day === span.endDay && span.endHalf === 'am';
  if (startsPm && endsAm) return null;
  return startsPm ? 'pm' : endsAm ? 'am' : 'day';
}

/** An instant span as the day's minutes. */
export const instantStretch = (day: string, span: InstantSpan): Stretch => [
  minuteOf(day, span.start),
  minuteOf(day, span.end),
];

/** The part of the calendar day `[00:00, 24:00)` an instant span takes. */
export const calendarPart = (day: string, span: InstantSpan) =>
  clip([instantStretch(day, span)], [0, DAY_MINUTES]);

/** One leave or trip on a day: the part it takes and the working minutes that are its own. */
export interface Covered {
  part: Part;
  /** Working minutes it takes that no earlier leave or trip took. */
  minutes: number;
  /** Those minutes on a shift day (empty on flexible and non-working days). */
  stretches: Stretch[];
  /** What it takes, for the reason: the covered period on a shift day, else the span within the day. */
  from: number;
  to: number;
}

/** Where a span falls on a day, before any working time: its part and the period it reaches. */
function placement(
  plan: DayPlan,
  clock: ShiftClock | null,
  span: DayLeaveSpan | InstantSpan,
): { part: Part; reach: Stretch } | null {
  if (isDaySpan(span)) {
    const part = dayPart(span, plan.day);
    if (!part) return null;
    if (!clock) return { part, reach: [0, DAY_MINUTES] };
    const halves = part === 'am' ? clock.am : part === 'pm' ? clock.pm : clock.working;
    return { part, reach: [halves[0]?.[0] ?? clock.on, halves.at(-1)?.[1] ?? clock.off] };
  }
  const reach = clock
    ? clip([instantStretch(plan.day, span)], [clock.on, clock.off])[0]
    : calendarPart(plan.day, span)[0];
  return reach ? { part: 'hours', reach } : null;
}

/**
 * Lays leaves and trips over a day in the given order; each takes only working minutes no earlier
 * one took. A shift day: the part's working minutes (am, pm, whole shift, or the instants within
 * the shift). A flexible day: half the required minutes per half, the instants within the calendar
 * day, never more than the requirement. A day without work: listed with 0 minutes unless
 * `workdaysOnly`.
 */
export function coverDay(
  plan: DayPlan,
  clock: ShiftClock | null,
  spans: readonly { span: DayLeaveSpan | InstantSpan; workdaysOnly: boolean }[],
): (Covered | null)[] {
  let taken: Stretch[] = [];
  let flexibleLeft = plan.flexible?.requiredMinutes ?? 0;
  return spans.map(({ span, workdaysOnly }) => {
    if (workdaysOnly && !isWorkingDay(plan)) return null;
    const placed = placement(plan, clock, span);
    if (!placed) return null;
    const { part, reach } = placed;
    if (clock) {
      const own = clip(clock.working, reach);
      if (own.length === 0) return null;
      const stretches = subtract(own, taken);
      taken = [...taken, ...stretches];
      return { part, minutes: lengthOf(stretches), stretches, from: reach[0], to: reach[1] };
    }
    let minutes = 0;
    if (plan.flexible) {
      const required = plan.flexible.requiredMinutes;
      const half = Math.floor(required / 2);
      const asked =
        part === 'day'
          ? required
          : part === 'am'
            ? half
            : part === 'pm'
              ? required - half
              : lengthOf([reach]);
      minutes = Math.min(asked, flexibleLeft);
      flexibleLeft -= minutes;
    }
    return { part, minutes, stretches: [], from: reach[0], to: reach[1] };
  });
}
