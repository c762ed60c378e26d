import type { GroupRule } from '@renli/contracts';

/** ISO weekdays, Monday first. */
export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A run of consecutive weekdays with the same shift (null: rest). */
export interface WeekdayRun {
  from: Weekday;
  to: Weekday;
  shiftId: number | null;
}

/** A fixed week as runs: Monday–Friday 标准班, Saturday–Sunday rest. */
export function weekdayRuns(weekdayShifts: GroupRule['weekdayShifts']): WeekdayRun[] {
  const runs: WeekdayRun[] = [];
  for (const day of WEEKDAYS) {
    const shiftId = weekdayShifts[day] ?? null;
    const last = runs.at(-1);
    if (last && last.shiftId === shiftId) last.to = day;
    else runs.push({ from: day, to: day, shiftId });
  }
  return runs;
}

/** A rule with nothing chosen yet, for a new group: Monday to Friday on `shiftId`. */
export function newRule(shiftId: number | null): GroupRule {
  return {
    scheduleType: 'fixed',
    members: { deptIds: [], staffIds: [], excludedStaffIds: [] },
    weekdayShifts: {
      '1': shiftId,
      '2': shiftId,
      '3': shiftId,
      '4': shiftId,
      '5': shiftId,
      '6': null,
      '7': null,
    },
    followHolidays: true,
    makeupShiftId: null,
    flexibleRequiredMinutes: 480,
    flexibleLatestOn: null,
    webPunch: true,
    ipRanges: [],
    geofences: [],
    importPunches: false,
  };
}
