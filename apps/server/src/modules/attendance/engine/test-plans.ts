import type { CalendarDay, DayResult } from '@renli/contracts';
import { explainReason } from '@renli/contracts';
import { addDays } from '../../../core/china-time.ts';
import type { DayInput, DayLeaveSpan, DayPlan, InstantSpan, PlannedLeave, PlanShift } from './types.ts';

// Small builders for the engine's unit tests (docs/product/attendance.md, "Daily results").

/** 标准班 09:00–18:00, rest 12:00–13:00 (480 working minutes), grace 5, serious late > 30, absent > 120. */
export const OFFICE: PlanShift = {
  shiftId: 1,
  name: '标准班',
  onTime: '09:00',
  offTime: '18:00',
  offNextDay: false,
  restStart: '12:00',
  restEnd: '13:00',
  lateGraceMinutes: 5,
  earlyGraceMinutes: 5,
  seriousLateMinutes: 30,
  absentLateMinutes: 120,
  earliestOnMinutes: 120,
  latestOffMinutes: 360,
};

/** 夜班 22:00–06:00 the next day, rest 02:00–03:00 (420 working minutes). */
export const NIGHT: PlanShift = {
  ...OFFICE,
  shiftId: 2,
  name: '夜班',
  onTime: '22:00',
  offTime: '06:00',
  offNextDay: true,
  restStart: '02:00',
  restEnd: '03:00',
};

export const shift = (over: Partial<PlanShift> = {}): PlanShift => ({ ...OFFICE, ...over });

const weekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

/** A plain day: a weekday is a workday, a weekend a rest day. */
export const calendarDay = (day: string, over: Partial<CalendarDay> = {}): CalendarDay => ({
  day,
  type: weekend(day) ? 'restday' : 'workday',
  name: null,
  makeup: false,
  inLieu: false,
  source: 'weekday',
  ...over,
});

/** 国庆 2025 as the statutory calendar has it: 10-01..10-03 and 10-06 holidays, 10-04..10-08 otherwise off, 09-28 and 10-11 worked. */
export function national2025(day: string): CalendarDay {
  const name = '国庆节';
  if (['2025-10-01', '2025-10-02', '2025-10-03', '2025-10-06'].includes(day))
    return calendarDay(day, { type: 'holiday', name, source: 'law' });
  if (day >= '2025-10-04' && day <= '2025-10-08')
    return calendarDay(day, { type: 'restday', name, inLieu: !weekend(day), source: 'law' });
  if (day === '2025-09-28' || day === '2025-10-11')
    return calendarDay(day, { type: 'workday', name, makeup: true, source: 'law' });
  return calendarDay(day);
}

/** A fixed-schedule plan: the office shift on working days, none on days off. */
export function plan(day: string, over: Partial<DayPlan> = {}): DayPlan {
  const calendar = over.calendar ?? national2025(day);
  return {
    day,
    calendar,
    employed: true,
    groupId: 1,
    scheduleType: 'fixed',
    shift: calendar.type === 'workday' ? OFFICE : null,
    flexible: null,
    ...over,
  };
}

/** Plans of `from`..`to`, each with `over`. */
export function plans(from: string, to: string, over: Partial<DayPlan> = {}): DayPlan[] {
  const out: DayPlan[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) out.push(plan(day, over));
  return out;
}

/** A China wall-clock instant: `at('2025-10-09', '09:05')`, seconds optional. */
export const at = (day: string, time: string) =>
  new Date(`${day}T${time.length === 5 ? `${time}:00` : time}+08:00`);

export const input = (dayPlan: DayPlan, more: Partial<Omit<DayInput, 'plan'>> = {}): DayInput => ({
  plan: dayPlan,
  punches: [],
  leaves: [],
  trips: [],
  overtime: [],
  ...more,
});

export const days = (
  startDay: string,
  startHalf: 'am' | 'pm',
  endDay: string,
  endHalf: 'am' | 'pm',
): DayLeaveSpan => ({ startDay, startHalf, endDay, endHalf });

/** `between('2025-10-09 10:00', '2025-10-09 11:30')`. */
export const between = (from: string, to: string): InstantSpan => ({
  start: at(from.slice(0, 10), from.slice(11)),
  end: at(to.slice(0, 10), to.slice(11)),
});

/** 年假: days, working days only. */
export const annualLeave = (span: PlannedLeave['span'], over: Partial<PlannedLeave> = {}): PlannedLeave => ({
  leaveTypeId: 1,
  leaveName: '年假',
  unit: 'day',
  workdaysOnly: true,
  span,
  ...over,
});

/** 产假: calendar days. */
export const maternityLeave = (span: PlannedLeave['span']): PlannedLeave =>
  annualLeave(span, { leaveTypeId: 5, leaveName: '产假', workdaysOnly: false });

/** A result's reasons in Chinese, as people read them. */
export const said = (result: DayResult) => result.reasons.map((why) => explainReason(why, 'zh-CN'));

/** A result's items as `kind:minutes`. */
export const found = (result: DayResult) => result.items.map((one) => `${one.kind}:${one.minutes}`);
