import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { sortOrderSchema } from '../resources/resource.ts';
import { EmployeeType } from '../user-types.ts';
import { dayResultSchema, LEAVE_UNITS } from './model.ts';

/**
 * Attendance statistics (统计, docs/product/attendance.md, "Statistics"): the month's summary per
 * staff member and per department, the charts, the payroll export and the month lock, all read from
 * the stored daily results. Amounts of days and hours are exact decimals with two places ("2.50").
 */

const id = z.number().int().positive();
const employeeType = z.union([z.literal(EmployeeType.HRM), z.literal(EmployeeType.HRO)]);
/** An exact decimal with two places, as text: no float touches a figure payroll reads. */
const decimal = z.string().regex(/^-?\d+\.\d{2}$/);

/** A calendar month, `YYYY-MM`. */
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'YYYY-MM');

export const STATS_SEARCH_MAX = 50;

export const STATS_SORT_FIELDS = [
  'jobNo',
  'name',
  'deptName',
  'expectedDays',
  'actualDays',
  'lateCount',
  'lateMinutes',
  'earlyCount',
  'missingPunches',
  'absentDays',
  'leaveDays',
  'overtimeHours',
] as const;
export type StatsSortField = (typeof STATS_SORT_FIELDS)[number];

/** Whose month: the route's sign (hrm 1, hro 2), a department with the ones below it, a search. */
export const statsFilterSchema = z.object({
  month: monthSchema,
  /** The route's sign; the server keeps to the caller's managed types anyway. */
  employeeType: employeeType.optional(),
  deptId: id.optional(),
  /** Name, job number or mobile, contains. */
  searchText: z.string().trim().max(STATS_SEARCH_MAX).optional(),
  sortField: z.enum(STATS_SORT_FIELDS).optional(),
  sortOrder: sortOrderSchema.optional(),
});
export type StatsFilter = z.infer<typeof statsFilterSchema>;

export const monthPageBodySchema = statsFilterSchema.extend({
  pageNum: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});
export type MonthPageBody = z.infer<typeof monthPageBodySchema>;

/** A leave type's share of the month: days (of the days' expected time) and hours. */
export const leaveFigureSchema = z.object({
  leaveTypeId: z.number().int(),
  leaveName: z.string(),
  /** The type's unit: the export shows hour types in hours, the others in days. */
  unit: z.enum(LEAVE_UNITS),
  days: decimal,
  hours: decimal,
});
export type LeaveFigure = z.infer<typeof leaveFigureSchema>;

/** Overtime hours by the type of day they fell on (150 %, 200 %, 300 %). */
export const overtimeHoursSchema = z.object({ workday: decimal, restday: decimal, holiday: decimal });
export type OvertimeHours = z.infer<typeof overtimeHoursSchema>;

/** One staff member's month (月度考勤汇总). */
export const staffMonthRowSchema = z.object({
  staffId: z.number().int(),
  name: z.string(),
  jobNo: z.string().nullable(),
  /** The department of their last employed day of the month. */
  deptId: z.number().int().nullable(),
  deptName: z.string().nullable(),
  employeeType,
  /** Days the schedule asked for work, and their hours. */
  expectedDays: z.number().int(),
  expectedHours: decimal,
  /** The expected days less the parts on leave or absent. */
  actualDays: decimal,
  workedHours: decimal,
  lateCount: z.number().int(),
  lateMinutes: z.number().int(),
  /** Of the late days, those late beyond the shift's serious-late threshold. */
  seriousLateCount: z.number().int(),
  earlyCount: z.number().int(),
  earlyMinutes: z.number().int(),
  /** Punches missing (on and off each count). */
  missingPunches: z.number().int(),
  absentDays: decimal,
  leaveDays: decimal,
  leave: z.array(leaveFigureSchema),
  tripDays: decimal,
  overtimeHours: overtimeHoursSchema,
});
export type StaffMonthRow = z.infer<typeof staffMonthRowSchema>;

export const monthPageSchema = z.object({
  month: monthSchema,
  locked: z.boolean(),
  list: z.array(staffMonthRowSchema),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});
export type MonthPage = z.infer<typeof monthPageSchema>;

export const monthSummaryBodySchema = statsFilterSchema.pick({ month: true, employeeType: true });

/** Attendance rate: actual days ÷ expected days in per cent, two places; null without expected days. */
const rate = decimal.nullable();

export const monthTotalsSchema = z.object({
  headcount: z.number().int(),
  expectedDays: z.number().int(),
  actualDays: decimal,
  attendanceRate: rate,
  lateCount: z.number().int(),
  lateMinutes: z.number().int(),
  absentDays: decimal,
  leaveDays: decimal,
  overtimeHours: decimal,
});

export const departmentMonthSchema = z.object({
  deptId: z.number().int().nullable(),
  deptName: z.string().nullable(),
  headcount: z.number().int(),
  attendanceRate: rate,
  lateCount: z.number().int(),
  absentDays: decimal,
  leaveDays: decimal,
  overtimeHours: decimal,
});
export type DepartmentMonth = z.infer<typeof departmentMonthSchema>;

/** The month's cards, its departments and its charts. */
export const monthSummarySchema = z.object({
  month: monthSchema,
  locked: z.boolean(),
  totals: monthTotalsSchema,
  departments: z.array(departmentMonthSchema),
  /** Every day of the month with the number of people late that day. */
  lateTrend: z.array(z.object({ day: z.iso.date(), count: z.number().int() })),
  /** Leave days by type, the most first. */
  leaveMix: z.array(z.object({ leaveTypeId: z.number().int(), leaveName: z.string(), days: decimal })),
});
export type MonthSummary = z.infer<typeof monthSummarySchema>;

export const monthBodySchema = z.object({ month: monthSchema });

export const monthLockSchema = z.object({
  month: monthSchema,
  lockedAt: z.string(),
  lockedByName: z.string().nullable(),
});
export type MonthLock = z.infer<typeof monthLockSchema>;

export const monthLocksSchema = z.object({
  /** Newest month first. */
  locks: z.array(monthLockSchema),
  /** Whether the caller may lock (the company account, or an admin of every employee type) and unlock (the company account). */
  canLock: z.boolean(),
  canUnlock: z.boolean(),
});
export type MonthLocks = z.infer<typeof monthLocksSchema>;

export const staffMonthBodySchema = z.object({ staffId: id, month: monthSchema });

/** A staff member's month: the summary (null when not employed in it) and every stored day. */
export const staffMonthSchema = z.object({
  month: monthSchema,
  locked: z.boolean(),
  summary: staffMonthRowSchema.nullable(),
  days: z.array(dayResultSchema),
});
export type StaffMonth = z.infer<typeof staffMonthSchema>;

/** `/statistics`: HR's monthly statistics and month locks; `staffMonth` also for the staff member themselves. */
export const attendanceStatsEndpoints = defineEndpoints('attendanceStatistics', {
  selectMonthPage: {
    method: 'POST',
    path: '/statistics/selectMonthPage',
    access: 'user',
    summary: 'The monthly summary per staff member: filtered, sorted, one page (HR)',
    body: monthPageBodySchema,
    data: monthPageSchema,
  },
  monthSummary: {
    method: 'POST',
    path: '/statistics/monthSummary',
    access: 'user',
    summary: 'The month’s totals, per-department summary, daily late trend and leave mix (HR)',
    body: monthSummaryBodySchema,
    data: monthSummarySchema,
  },
  export: {
    method: 'POST',
    path: '/statistics/export',
    access: 'user',
    summary: 'The monthly summary as 月度考勤汇总_YYYYMMDDhhmmss.xlsx in the payroll layout (HR)',
    body: statsFilterSchema,
  },
  staffMonth: {
    method: 'POST',
    path: '/statistics/staffMonth',
    access: 'user',
    summary: 'A staff member’s monthly summary and daily results (HR, or the staff member themselves)',
    body: staffMonthBodySchema,
    data: staffMonthSchema,
  },
  selectLocks: {
    method: 'POST',
    path: '/statistics/selectLocks',
    access: 'user',
    summary: 'The company’s locked months, newest first, and whether the caller may lock and unlock (HR)',
    body: z.object({}),
    data: monthLocksSchema,
  },
  lockMonth: {
    method: 'POST',
    path: '/statistics/lockMonth',
    access: 'user',
    summary:
      'Locks an ended month: its results are frozen for payroll (company account or an admin of every type)',
    body: monthBodySchema,
    data: monthLockSchema,
  },
  unlockMonth: {
    method: 'POST',
    path: '/statistics/unlockMonth',
    access: 'user',
    summary: 'Unlocks a month (company account only)',
    body: monthBodySchema,
    data: monthBodySchema,
  },
});
