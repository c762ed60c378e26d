import type {
  DepartmentMonth,
  LeaveFigure,
  LeaveUnit,
  MonthSummary,
  OvertimeHours,
  StaffMonthRow,
} from '@renli/contracts';
import Decimal from 'decimal.js';
import { addDays } from '../../../core/china-time.ts';

// The arithmetic of the monthly statistics (docs/product/attendance.md, "Statistics"), apart from
// the queries so each rule is tested with worked numbers (figures.test.ts). The database sums the
// days as exact numerics; here they become two-place decimals, rounded half up, and every total is
// the sum of the figures shown, so a department adds up to its people as HR checks it by hand.

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
const ZERO = '0.00';

/** A sum of day shares (exact numeric text) as days with two places: 2.3333… → "2.33", 0.125 → "0.13". */
export const daysOf = (share: string | number) => new D(share).toFixed(2);

/** Minutes as hours with two places: 90 → "1.50", 20 → "0.33", 50 → "0.83". */
export const hoursOf = (minutes: string | number) => new D(minutes).div(60).toFixed(2);

/** Two-place decimals added exactly. */
export const sumOf = (values: readonly string[]) =>
  values.reduce((sum, value) => sum.plus(value), new D(0)).toFixed(2);

/** Attendance rate: actual ÷ expected days in per cent, two places; null without expected days. 19.5 of 21 → "92.86". */
export function attendanceRate(actualDays: string, expectedDays: number): string | null {
  if (expectedDays === 0) return null;
  return new D(actualDays).times(100).div(expectedDays).toFixed(2);
}

/** The first and last day of a month (`YYYY-MM`) and every day of it. */
export function monthDays(month: string) {
  const first = `${month}-01`;
  const [year, monthIndex] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  const last = new Date(Date.UTC(year, monthIndex, 0)).toISOString().slice(0, 10);
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return { first, last, days };
}

/** A month has ended once China's today is in a later month: only then can it be locked. */
export const monthEnded = (month: string, today: string) => month < today.slice(0, 7);

/** A month as the number an audit entry records it under: "2026-10" → 202610. */
export const monthNumber = (month: string) => Number(month.replace('-', ''));

/** One staff member's month as the database sums it: counts, minutes, and day shares as exact numerics. */
export interface RawMonth {
  staffId: number;
  name: string;
  jobNo: string | null;
  deptId: number | null;
  deptName: string | null;
  employeeType: number;
  expectedDays: number;
  expectedMinutes: number;
  actualShare: string;
  workedMinutes: number;
  lateCount: number;
  lateMinutes: number;
  seriousLateCount: number;
  earlyCount: number;
  earlyMinutes: number;
  missingPunches: number;
  absentShare: string;
  tripShare: string;
}

/** A leave type's or an overtime day type's sums for one staff member, from the days' items. */
export interface RawSplit {
  staffId: number;
  kind: 'leave' | 'overtime';
  leaveTypeId: number | null;
  leaveName: string | null;
  dayType: string | null;
  minutes: number;
  share: string;
}

/** What the screens and the export name a leave type by: the current type, else the name the day kept. */
export interface LeaveTypeInfo {
  name: string;
  unit: LeaveUnit;
  sort: number;
}

const OVERTIME_TYPES = ['workday', 'restday', 'holiday'] as const;

/** A staff member's row: the sums rounded, leave by type (in the types' order), overtime by day type. */
export function staffRow(
  raw: RawMonth,
  splits: readonly RawSplit[],
  types: ReadonlyMap<number, LeaveTypeInfo>,
): StaffMonthRow {
  const leave: (LeaveFigure & { sort: number })[] = [];
  const overtime = new Map<string, number>();
  for (const split of splits) {
    if (split.kind === 'overtime') {
      overtime.set(
        split.dayType ?? 'workday',
        (overtime.get(split.dayType ?? 'workday') ?? 0) + split.minutes,
      );
      continue;
    }
    const type = types.get(split.leaveTypeId ?? 0);
    leave.push({
      leaveTypeId: split.leaveTypeId ?? 0,
      leaveName: type?.name ?? split.leaveName ?? '',
      unit: type?.unit ?? 'day',
      days: daysOf(split.share),
      hours: hoursOf(split.minutes),
      sort: type?.sort ?? Number.MAX_SAFE_INTEGER,
    });
  }
  leave.sort((a, b) => a.sort - b.sort || a.leaveTypeId - b.leaveTypeId);
  const overtimeHours = Object.fromEntries(
    OVERTIME_TYPES.map((type) => [type, hoursOf(overtime.get(type) ?? 0)]),
  ) as OvertimeHours;
  return {
    staffId: raw.staffId,
    name: raw.name,
    jobNo: raw.jobNo,
    deptId: raw.deptId,
    deptName: raw.deptName,
    employeeType: raw.employeeType as StaffMonthRow['employeeType'],
    expectedDays: raw.expectedDays,
    expectedHours: hoursOf(raw.expectedMinutes),
    actualDays: daysOf(raw.actualShare),
    workedHours: hoursOf(raw.workedMinutes),
    lateCount: raw.lateCount,
    lateMinutes: raw.lateMinutes,
    seriousLateCount: raw.seriousLateCount,
    earlyCount: raw.earlyCount,
    earlyMinutes: raw.earlyMinutes,
    missingPunches: raw.missingPunches,
    absentDays: daysOf(raw.absentShare),
    leaveDays: sumOf(leave.map((figure) => figure.days)),
    leave: leave.map(({ sort: _, ...figure }) => figure),
    tripDays: daysOf(raw.tripShare),
    overtimeHours,
  };
}

/** A row's overtime hours of every day type together. */
export const overtimeTotal = (row: StaffMonthRow) => sumOf(OVERTIME_TYPES.map((t) => row.overtimeHours[t]));

/** The month's cards: the sums of every row. */
export function monthTotals(rows: readonly StaffMonthRow[]): MonthSummary['totals'] {
  const expectedDays = rows.reduce((sum, row) => sum + row.expectedDays, 0);
  const actualDays = sumOf(rows.map((row) => row.actualDays));
  return {
    headcount: rows.length,
    expectedDays,
    actualDays,
    attendanceRate: attendanceRate(actualDays, expectedDays),
    lateCount: rows.reduce((sum, row) => sum + row.lateCount, 0),
    lateMinutes: rows.reduce((sum, row) => sum + row.lateMinutes, 0),
    absentDays: sumOf(rows.map((row) => row.absentDays)),
    leaveDays: sumOf(rows.map((row) => row.leaveDays)),
    overtimeHours: sumOf(rows.map(overtimeTotal)),
  };
}

/** Each department's people summed (people without one together, deptId null), by department name. */
export function departmentMonths(rows: readonly StaffMonthRow[]): DepartmentMonth[] {
  const groups = new Map<number | null, StaffMonthRow[]>();
  for (const row of rows) {
    const group = groups.get(row.deptId);
    if (group) group.push(row);
    else groups.set(row.deptId, [row]);
  }
  return [...groups.values()]
    .map((people) => {
      const totals = monthTotals(people);
      return {
        deptId: people[0]!.deptId,
        deptName: people[0]!.deptName,
        headcount: totals.headcount,
        attendanceRate: totals.attendanceRate,
        lateCount: totals.lateCount,
        absentDays: totals.absentDays,
        leaveDays: totals.leaveDays,
        overtimeHours: totals.overtimeHours,
      };
    })
    .sort((a, b) =>
      a.deptName === b.deptName
        ? (a.deptId ?? 0) - (b.deptId ?? 0)
        : a.deptName === null
          ? 1
          : b.deptName === null
            ? -1
            : a.deptName.localeCompare(b.deptName, 'zh-CN'),
    );
}

/** Leave days by type over every row, the most first. */
export function leaveMix(rows: readonly StaffMonthRow[]): MonthSummary['leaveMix'] {
  const mix = new Map<number, MonthSummary['leaveMix'][number]>();
  for (const row of rows) {
    for (const { leaveTypeId, leaveName, days } of row.leave) {
      const seen = mix.get(leaveTypeId);
      if (seen) seen.days = sumOf([seen.days, days]);
      else mix.set(leaveTypeId, { leaveTypeId, leaveName, days });
    }
  }
  return [...mix.values()]
    .filter((entry) => entry.days !== ZERO)
    .sort((a, b) => new D(b.days).cmp(a.days) || a.leaveTypeId - b.leaveTypeId);
}
