import type { Geofence, GroupRule, GroupSummary, ScheduleType } from '@renli/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { chinaToday } from '../../../lib/china-today.ts';
import { newRule, WEEKDAYS, type Weekday } from './rule-summary.ts';

// The group editor's form values and the rule they make (docs/product/attendance.md, "Groups,
// shifts and rules"). A weekday's rest is 0 in the form and null in the rule.

/** A rest day in the weekday selects. */
export const REST = 0;

export interface Values {
  name: string;
  effectiveFrom: Dayjs;
  deptIds: number[];
  staffIds: number[];
  excludedStaffIds: number[];
  scheduleType: ScheduleType;
  weekdayShifts: Record<Weekday, number>;
  followHolidays: boolean;
  makeupShiftId: number | null;
  flexibleHours: number;
  flexibleLatestOn: Dayjs | null;
  webPunch: boolean;
  ipRanges: string[];
  geofences: Geofence[];
  importPunches: boolean;
}

export const DAY = 'YYYY-MM-DD';

export function startValues(group: GroupSummary | null, firstShift: number | null): Values {
  const base = group?.current ?? group?.next ?? null;
  const rule = base?.rule ?? newRule(firstShift);
  const today = chinaToday();
  return {
    name: group?.name ?? '',
    // A group whose first rule is still to come changes that rule; any other change starts today.
    effectiveFrom: dayjs(group && !group.current && group.next ? group.next.effectiveFrom : today),
    ...rule.members,
    scheduleType: rule.scheduleType,
    weekdayShifts: Object.fromEntries(WEEKDAYS.map((d) => [d, rule.weekdayShifts[d] ?? REST])) as Record<
      Weekday,
      number
    >,
    followHolidays: rule.followHolidays,
    makeupShiftId: rule.makeupShiftId,
    flexibleHours: rule.flexibleRequiredMinutes / 60,
    flexibleLatestOn: rule.flexibleLatestOn ? dayjs(`2000-01-01T${rule.flexibleLatestOn}`) : null,
    webPunch: rule.webPunch,
    ipRanges: rule.ipRanges,
    geofences: rule.geofences,
    importPunches: rule.importPunches,
  };
}

export function ruleOf(values: Values): GroupRule {
  return {
    scheduleType: values.scheduleType,
    members: {
      deptIds: values.deptIds,
      staffIds: values.staffIds,
      excludedStaffIds: values.excludedStaffIds,
    },
    weekdayShifts: Object.fromEntries(
      WEEKDAYS.map((d) => [d, values.weekdayShifts[d] === REST ? null : values.weekdayShifts[d]]),
    ) as GroupRule['weekdayShifts'],
    followHolidays: values.followHolidays,
    makeupShiftId: values.followHolidays ? (values.makeupShiftId ?? null) : null,
    flexibleRequiredMinutes: Math.round((values.flexibleHours ?? 0) * 60),
    flexibleLatestOn: values.flexibleLatestOn ? values.flexibleLatestOn.format('HH:mm') : null,
    webPunch: values.webPunch,
    ipRanges: values.ipRanges.map((range) => range.trim()).filter(Boolean),
    geofences: values.geofences.map((g) => ({ ...g, name: g.name.trim() })),
    importPunches: values.importPunches,
  };
}
