import type { LeaveUnit } from '@renli/contracts';
import Decimal from 'decimal.js';
import { addDays, chinaToday } from '../../../core/china-time.ts';
import type { MessageParams } from '../../../core/i18n/index.ts';
import { calendarPart, dayPart, instantStretch, isDaySpan, isWorkingDay } from './coverage.ts';
import type { engineMessages } from './messages.ts';
import { clip, lengthOf } from './minutes.ts';
import { shiftClock } from './shift-clock.ts';
import type { DayLeaveSpan, DayPlan, InstantSpan } from './types.ts';

// What a leave request spends (docs/product/attendance.md, "Daily results", "Leave amounts").

/** A leave that cannot be asked as given; `key` is a message the leave part answers with (400). */
export class LeaveAmountError extends Error {
  constructor(
    readonly key: keyof typeof engineMessages,
    readonly params: MessageParams = {},
  ) {
    super(key);
    this.name = 'LeaveAmountError';
  }
}

export interface LeaveAsked {
  unit: LeaveUnit;
  workdaysOnly: boolean;
  span: DayLeaveSpan | InstantSpan;
}

const planOf = (byDay: ReadonlyMap<string, DayPlan>, day: string) => {
  const plan = byDay.get(day);
  if (!plan) throw new Error(`leaveAmount: no plan for ${day}`);
  return plan;
};

/** Days: 1 a whole day, 0.5 a half; with `workdaysOnly` only days that ask for work count. */
function daysOf(byDay: ReadonlyMap<string, DayPlan>, span: DayLeaveSpan, leave: LeaveAsked): Decimal {
  const backwards = span.endDay < span.startDay;
  const oneDayPmToAm = span.startDay === span.endDay && span.startHalf === 'pm' && span.endHalf === 'am';
  if (backwards || oneDayPmToAm) throw new LeaveAmountError('attendance.engine.leaveSpanInvalid');
  if (leave.unit === 'day' && (span.startHalf !== 'am' || span.endHalf !== 'pm'))
    throw new LeaveAmountError('attendance.engine.leaveWholeDays');
  let total = new Decimal(0);
  for (let day = span.startDay; day <= span.endDay; day = addDays(day, 1)) {
    const plan = planOf(byDay, day);
    if (!plan.employed) throw new LeaveAmountError('attendance.engine.leaveNotEmployed', { day });
    if (leave.workdaysOnly && !isWorkingDay(plan)) continue;
    total = total.plus(dayPart(span, day) === 'day' ? 1 : 0.5);
  }
  return total;
}

/**
 * Minutes of a day a span of instants spends: the shift's working minutes it covers (a
 * cross-midnight shift's early hours belong to the day before), the calendar minutes on a flexible
 * day up to the requirement, the calendar minutes on a day without work unless `workdaysOnly`.
 */
function minutesOf(plan: DayPlan, span: InstantSpan, workdaysOnly: boolean): number {
  if (plan.shift) return lengthOf(clip(shiftClock(plan.shift).working, instantStretch(plan.day, span)));
  const calendarMinutes = lengthOf(calendarPart(plan.day, span));
  if (plan.flexible) return Math.min(calendarMinutes, plan.flexible.requiredMinutes);
  return workdaysOnly ? 0 : calendarMinutes;
}

/** Hours: the minutes spent over the days the span touches (and the day before it) ÷ 60. */
function hoursOf(byDay: ReadonlyMap<string, DayPlan>, span: InstantSpan, leave: LeaveAsked): Decimal {
  if (span.end <= span.start) throw new LeaveAmountError('attendance.engine.leaveSpanInvalid');
  const firstDay = chinaToday(span.start);
  const lastDay = chinaToday(new Date(span.end.getTime() - 1));
  // Only a shift reaches past its own day; the day before counts when its shift's hours are taken.
  const dayBefore = byDay.get(addDays(firstDay, -1));
  let minutes = dayBefore?.shift ? minutesOf(dayBefore, span, leave.workdaysOnly) : 0;
  if (minutes > 0 && !dayBefore!.employed)
    throw new LeaveAmountError('attendance.engine.leaveNotEmployed', { day: dayBefore!.day });
  for (let day = firstDay; day <= lastDay; day = addDays(day, 1)) {
    const plan = planOf(byDay, day);
    if (!plan.employed) throw new LeaveAmountError('attendance.engine.leaveNotEmployed', { day });
    minutes += minutesOf(plan, span, leave.workdaysOnly);
  }
  return new Decimal(minutes).div(60).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/**
 * The exact amount a leave spends, two decimals: days for `day` and `halfDay` units (a `day` leave
 * runs from a morning to an afternoon), hours for `hour` units. `plans` holds every day the span
 * touches, and for hours also the day before (a cross-midnight shift). Throws `LeaveAmountError`
 * for a span that is backwards, of the wrong shape for the unit, outside the employment, or that
 * spends nothing.
 */
export function leaveAmount(plans: readonly DayPlan[], leave: LeaveAsked): string {
  const { span } = leave;
  if ((leave.unit === 'hour') === isDaySpan(span))
    throw new LeaveAmountError('attendance.engine.leaveSpanUnit');
  const byDay = new Map(plans.map((plan) => [plan.day, plan]));
  const amount = isDaySpan(span) ? daysOf(byDay, span, leave) : hoursOf(byDay, span, leave);
  if (amount.isZero()) throw new LeaveAmountError('attendance.engine.leaveNothing');
  return amount.toFixed(2);
}
