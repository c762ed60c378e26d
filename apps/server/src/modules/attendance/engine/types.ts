import type { CalendarDay, Half, LeaveUnit, ScheduleType, ShiftTimes } from '@renli/contracts';

// The daily-result engine's inputs (docs/product/attendance.md, "Daily results"). The engine is
// pure: `results/plans.ts` reads what the database holds into these, the engine decides.

/** A shift as the engine uses it: its times, and what to call it. */
export interface PlanShift extends ShiftTimes {
  shiftId: number | null;
  name: string;
}

/** What a staff member's day asks of them, before any punch. */
export interface DayPlan {
  day: string;
  calendar: CalendarDay;
  /** Employed that day (between entry and the day after the last working day). */
  employed: boolean;
  /** The attendance group the day falls under, and how it schedules; null: in no group. */
  groupId: number | null;
  scheduleType: ScheduleType | null;
  /** The day's shift; null on a rest day, a holiday and for flexible schedules. */
  shift: PlanShift | null;
  /** Flexible schedules: the minutes a working day requires and the latest first punch. */
  flexible: { requiredMinutes: number; latestOn: string | null } | null;
}

/** A leave in days or half days, as asked: first and last day and half. */
export interface DayLeaveSpan {
  startDay: string;
  startHalf: Half;
  endDay: string;
  endHalf: Half;
}

/** A leave, trip or overtime as a period of instants. */
export interface InstantSpan {
  start: Date;
  end: Date;
}

/** An approved leave the engine lays over the days. */
export interface PlannedLeave {
  leaveTypeId: number;
  leaveName: string;
  unit: LeaveUnit;
  workdaysOnly: boolean;
  span: DayLeaveSpan | InstantSpan;
}

/** Everything one day's result depends on. */
export interface DayInput {
  plan: DayPlan;
  /** Valid punches near the day (the engine picks those in the shift's windows), in time order. */
  punches: readonly Date[];
  leaves: readonly PlannedLeave[];
  trips: readonly (DayLeaveSpan | InstantSpan)[];
  /** Approved overtime periods. */
  overtime: readonly InstantSpan[];
}
