import type { DayResult, DayType, Reason, ReasonKey } from '@renli/contracts';
import { type Covered, calendarPart, coverDay, type Part } from './coverage.ts';
import { add, type DayDraft, item, reason, worstOf } from './findings.ts';
import { judgeFlexible } from './flexible-day.ts';
import { clockOf, DAY_MINUTES, lengthOf, minuteOf, type Stretch, subtract } from './minutes.ts';
import { type ShiftClock, shiftClock } from './shift-clock.ts';
import { judgeShift } from './shift-day.ts';
import type { DayInput, DayPlan, InstantSpan, PlannedLeave } from './types.ts';

// The daily-result engine (docs/product/attendance.md, "Daily results"): pure, one staff member's
// day from its plan, punches, approved leave, trips and overtime, every finding with its reasons.

/** Why the day is the kind of day it is: a holiday, a rest day, a 调休 working weekend. */
function dayContext(plan: DayPlan): Reason[] {
  const { type, name, inLieu, makeup } = plan.calendar;
  if (type === 'holiday') return [name ? reason('holiday', { name }) : reason('holidayUnnamed')];
  if (type === 'restday') {
    if (name) return [reason(inLieu ? 'restInLieu' : 'restDayNamed', { name })];
    return [reason('restDay')];
  }
  if (!makeup) return [];
  const weekday = new Date(`${plan.day}T00:00:00Z`).getUTCDay();
  if (weekday === 6) return [reason('makeupSaturday')];
  return weekday === 0 ? [reason('makeupSunday')] : [];
}

const PART_REASONS: Record<'leave' | 'trip', Record<Part, ReasonKey>> = {
  leave: { day: 'leaveDay', am: 'leaveAm', pm: 'leavePm', hours: 'leaveHours' },
  trip: { day: 'tripDay', am: 'tripAm', pm: 'tripPm', hours: 'tripHours' },
};

/** Leaves (in the order given), then trips, over the day: an item and a reason for each that applies. */
function layAbsences(
  draft: DayDraft,
  plan: DayPlan,
  clock: ShiftClock | null,
  leaves: readonly PlannedLeave[],
  trips: DayInput['trips'],
): Covered[] {
  const absences = [
    ...leaves.map((leave) => ({ ...leave, kind: 'leave' as const })),
    // A trip is attendance elsewhere: listed on any day it spans, like a leave of calendar days.
    ...trips.map((span) => ({
      span,
      workdaysOnly: false,
      kind: 'trip' as const,
      leaveTypeId: null,
      leaveName: null,
    })),
  ];
  const covers = coverDay(plan, clock, absences);
  return covers.flatMap((covered, index) => {
    const absence = absences[index]!;
    if (!covered) return [];
    const params = {
      leave: absence.leaveName ?? '',
      from: clockOf(covered.from),
      to: clockOf(covered.to, true),
    };
    add(
      draft,
      item(absence.kind, covered.minutes, { leaveTypeId: absence.leaveTypeId, leaveName: absence.leaveName }),
      reason(PART_REASONS[absence.kind][covered.part], params),
    );
    return [covered];
  });
}

/** A day without work asked, or outside any group: its first and last punch of the calendar day, for the record. */
function listPunches(draft: DayDraft, plan: DayPlan, punches: readonly Date[]) {
  const inDay = punches
    .filter((at) => {
      const minute = minuteOf(plan.day, at);
      return minute >= 0 && minute < DAY_MINUTES;
    })
    .sort((a, b) => a.getTime() - b.getTime());
  draft.punchIn = inDay[0]?.toISOString() ?? null;
  draft.punchOut = inDay.length > 1 ? inDay.at(-1)!.toISOString() : null;
}

const OVERTIME_REASONS: Record<DayType, ReasonKey> = {
  workday: 'overtimeWorkday',
  restday: 'overtimeRestday',
  holiday: 'overtimeHoliday',
};

/**
 * Approved overtime within the calendar day, outside the shift's working time, counted once even
 * where requests overlap; one item with the day's type.
 */
function layOvertime(
  draft: DayDraft,
  plan: DayPlan,
  clock: ShiftClock | null,
  periods: readonly InstantSpan[],
) {
  let taken: Stretch[] = clock ? [...clock.working] : [];
  let total = 0;
  for (const period of periods) {
    const own = subtract(calendarPart(plan.day, period), taken);
    const minutes = lengthOf(own);
    if (minutes === 0) continue;
    taken = [...taken, ...own];
    total += minutes;
    draft.reasons.push(
      reason(OVERTIME_REASONS[plan.calendar.type], {
        from: clockOf(own[0]![0]),
        to: clockOf(own.at(-1)![1], true),
        minutes,
      }),
    );
  }
  if (total > 0) draft.items.push(item('overtime', total, { dayType: plan.calendar.type }));
}

const sumOf = (draft: DayDraft, kind: 'leave' | 'trip' | 'overtime') =>
  draft.items.filter((found) => found.kind === kind).reduce((sum, found) => sum + found.minutes, 0);

function finish(draft: DayDraft): DayResult {
  draft.leaveMinutes = sumOf(draft, 'leave');
  draft.tripMinutes = sumOf(draft, 'trip');
  draft.overtimeMinutes = sumOf(draft, 'overtime');
  draft.status = worstOf(draft.items);
  return draft;
}

/**
 * One staff member's day. Not employed: `notEmployed`; in no group: `noGroup` (its punches listed,
 * nothing asked). Otherwise leave and trips are laid over the day, then the shift or the flexible
 * requirement judges the punches (a day with neither is `rest`, or `holiday` on a statutory
 * holiday), then approved overtime is counted; `status` is the worst finding.
 */
export function computeDay({ plan, punches, leaves, trips, overtime }: DayInput): DayResult {
  const draft: DayDraft = {
    day: plan.day,
    dayType: plan.calendar.type,
    holidayName: plan.calendar.name,
    groupId: plan.groupId,
    shift: plan.shift && {
      shiftId: plan.shift.shiftId,
      name: plan.shift.name,
      onTime: plan.shift.onTime,
      offTime: plan.shift.offTime,
      offNextDay: plan.shift.offNextDay,
    },
    punchIn: null,
    punchOut: null,
    expectedMinutes: 0,
    workedMinutes: 0,
    lateMinutes: 0,
    earlyMinutes: 0,
    absentMinutes: 0,
    leaveMinutes: 0,
    tripMinutes: 0,
    overtimeMinutes: 0,
    status: 'normal',
    items: [],
    reasons: [],
  };
  if (!plan.employed) {
    add(draft, item('notEmployed', 0), reason('notEmployed'));
    return finish(draft);
  }
  if (plan.groupId === null) {
    listPunches(draft, plan, punches);
    add(draft, item('noGroup', 0), reason('noGroup'));
    return finish(draft);
  }
  draft.reasons.push(...dayContext(plan));
  const clock = plan.shift && shiftClock(plan.shift);
  if (plan.shift && clock) {
    draft.reasons.push(
      reason(clock.off >= DAY_MINUTES ? 'shiftOvernight' : 'shift', {
        name: plan.shift.name,
        onTime: plan.shift.onTime,
        offTime: plan.shift.offTime,
      }),
    );
  }
  const covered = layAbsences(draft, plan, clock, leaves, trips);
  if (plan.shift && clock) {
    judgeShift(
      draft,
      plan.day,
      plan.shift,
      clock,
      covered.flatMap((part) => part.stretches),
      punches,
    );
  } else if (plan.flexible) {
    judgeFlexible(
      draft,
      plan.day,
      plan.flexible,
      covered.reduce((sum, part) => sum + part.minutes, 0),
      covered.some((part) => part.part === 'day' || part.part === 'am'),
      punches,
    );
  } else {
    listPunches(draft, plan, punches);
    if (plan.calendar.type === 'workday') add(draft, item('rest', 0), reason('restNoShift'));
    else draft.items.push(item(plan.calendar.type === 'holiday' ? 'holiday' : 'rest', 0));
  }
  layOvertime(draft, plan, clock, overtime);
  return finish(draft);
}
