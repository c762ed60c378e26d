import type {
  AttendanceRequestKind,
  AttendanceSettings,
  BalanceRule,
  DayResult,
  DayType,
  GroupRule,
  Half,
  LeaveKind,
  LeaveUnit,
  OvertimeCompensation,
  PunchSource,
  ResultKind,
  ShiftTimes,
} from '@renli/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { users } from '../auth/schema.ts';
import { companies } from '../company/schema.ts';
import { companyStaff } from '../staff/schema.ts';

// Attendance (考勤, docs/product/attendance.md). Amounts of leave are exact decimals (numeric, read
// as strings and computed with decimal.js): days for day and half-day types, hours for hour types.

const compId = () =>
  integer('comp_id')
    .notNull()
    .references(() => companies.id);
const staffId = () =>
  integer('staff_id')
    .notNull()
    .references(() => companyStaff.id);
const amount = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'string' });

/** The company's settings (补卡 limit, overtime conversion, carry-over); absent: the defaults. */
export const attendanceSettings = pgTable('attendance_settings', {
  compId: compId().primaryKey(),
  settings: jsonb('settings').$type<AttendanceSettings>().notNull(),
  version: integer('version').notNull().default(1),
  ...timestamps,
});

/** A company's own day types, overriding the statutory calendar and the weekday (年度日历). */
export const attendanceCalendarDays = pgTable(
  'attendance_calendar_days',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: compId(),
    day: date('day', { mode: 'string' }).notNull(),
    type: text('type').$type<DayType>().notNull(),
    name: text('name'),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [uniqueIndex('attendance_calendar_days_uq').on(t.compId, t.day)],
);

/** A shift (班次). */
export const attendanceShifts = pgTable(
  'attendance_shifts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: compId(),
    name: text('name').notNull(),
    /** A short mark for the roster grid (早, 晚, A). */
    code: text('code'),
    times: jsonb('times').$type<ShiftTimes>().notNull(),
    /** 1 in use, 2 archived (kept for the days computed with it). */
    status: smallint('status').notNull().default(1),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('attendance_shifts_name_uq').on(t.compId, t.name).where(sql`${t.status} = 1`)],
);

/** An attendance group (考勤组); what it asks of whom is its rule versions. */
export const attendanceGroups = pgTable(
  'attendance_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: compId(),
    name: text('name').notNull(),
    /** 1 in use, 2 archived. */
    status: smallint('status').notNull().default(1),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('attendance_groups_name_uq').on(t.compId, t.name).where(sql`${t.status} = 1`)],
);

/** A group's rule from a day on, until the next version's day (rule changes take effect from a date). */
export const attendanceGroupRules = pgTable(
  'attendance_group_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: compId(),
    groupId: integer('group_id')
      .notNull()
      .references(() => attendanceGroups.id),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    rule: jsonb('rule').$type<GroupRule>().notNull(),
    createdBy: integer('created_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('attendance_group_rules_uq').on(t.groupId, t.effectiveFrom),
    index('attendance_group_rules_comp_idx').on(t.compId, t.effectiveFrom),
  ],
);

/** A roster day (排班): a staff member's shift on a day, or a rest day (no shift). */
export const attendanceRoster = pgTable(
  'attendance_roster',
  {
    compId: compId(),
    staffId: staffId(),
    day: date('day', { mode: 'string' }).notNull(),
    shiftId: integer('shift_id').references(() => attendanceShifts.id),
    updatedBy: integer('updated_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.day] }),
    index('attendance_roster_comp_idx').on(t.compId, t.day),
  ],
);

/** A punch (打卡). Corrections never delete: a voided punch keeps who voided it and why. */
export const attendancePunches = pgTable(
  'attendance_punches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: compId(),
    staffId: staffId(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    source: text('source').$type<PunchSource>().notNull(),
    ip: text('ip'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracyMeters: doublePrecision('accuracy_meters'),
    /** The geofence or device it was made at, in words. */
    place: text('place'),
    /** HR's note of a correction, or the 补卡 request's cause. */
    note: text('note'),
    /** The 补卡 request that made it. */
    requestId: integer('request_id'),
    createdBy: integer('created_by').references(() => users.id),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: integer('voided_by').references(() => users.id),
    voidNote: text('void_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('attendance_punches_staff_idx').on(t.compId, t.staffId, t.at),
    index('attendance_punches_comp_idx').on(t.compId, t.at),
    // A device log imported twice adds nothing the second time.
    uniqueIndex('attendance_punches_import_uq')
      .on(t.staffId, t.at)
      .where(sql`${t.source} = 'import' and ${t.voidedAt} is null`),
  ],
);

/** A leave type (假期类型) of the company. */
export const attendanceLeaveTypes = pgTable(
  'attendance_leave_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: compId(),
    name: text('name').notNull(),
    kind: text('kind').$type<LeaveKind>().notNull(),
    unit: text('unit').$type<LeaveUnit>().notNull(),
    paid: boolean('paid').notNull(),
    /** Counts working days only (a leave over a weekend does not spend the weekend). */
    workdaysOnly: boolean('workdays_only').notNull(),
    balanceRule: text('balance_rule').$type<BalanceRule>().notNull(),
    /** For `yearly`: the amount granted each calendar year. */
    yearlyQuota: amount('yearly_quota'),
    sort: integer('sort').notNull().default(0),
    /** 1 in use, 2 disabled. */
    status: smallint('status').notNull().default(1),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('attendance_leave_types_name_uq').on(t.compId, t.name)],
);

/** What annual leave needs to know of a staff member: when their working life began (累计工龄). */
export const attendanceStaffProfiles = pgTable('attendance_staff_profiles', {
  staffId: staffId().primaryKey(),
  compId: compId(),
  workStartDate: date('work_start_date', { mode: 'string' }),
  updatedBy: integer('updated_by').references(() => users.id),
  ...timestamps,
});

/**
 * The balance ledger (假期余额): a balance is the sum of its entries. An entry made because of a
 * record names it (`ref_kind`, `ref_id`), and the unique index makes it exactly once.
 */
export const attendanceBalanceEntries = pgTable(
  'attendance_balance_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: compId(),
    staffId: staffId(),
    leaveTypeId: integer('leave_type_id')
      .notNull()
      .references(() => attendanceLeaveTypes.id),
    /** Positive grants, negative spends. */
    amount: amount('amount').notNull(),
    /** accrual, grant, leave, cancel, overtime, expire, carryOver. */
    kind: text('kind').notNull(),
    /** The day the entry's amount is counted from, and the last day it can be spent (null: no end). */
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    /** The record behind it: a request's id, an accrual's year. */
    refKind: text('ref_kind'),
    refId: integer('ref_id'),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('attendance_balance_entries_staff_idx').on(t.compId, t.staffId, t.leaveTypeId),
    uniqueIndex('attendance_balance_entries_ref_uq')
      .on(t.staffId, t.leaveTypeId, t.kind, t.refKind, t.refId)
      .where(sql`${t.refId} is not null`),
  ],
);

/**
 * 请假, 加班, 补卡 and 出差 (one resource, `kind`): asked (1), approved (2), cancelled (3). The
 * approval runs through the engine (docs/modules.md, "Approvals"); approving applies it once.
 */
export const attendanceRequests = pgTable(
  'attendance_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: compId(),
    staffId: staffId(),
    kind: text('kind').$type<AttendanceRequestKind>().notNull(),
    status: smallint('status').notNull().default(1),
    staffName: text('staff_name').notNull(),
    employeeType: smallint('employee_type').notNull(),
    deptId: integer('dept_id'),
    /** Leave: its type. */
    leaveTypeId: integer('leave_type_id').references(() => attendanceLeaveTypes.id),
    /** Leave in days or half days: first and last day and half. */
    startDay: date('start_day', { mode: 'string' }),
    startHalf: text('start_half').$type<Half>(),
    endDay: date('end_day', { mode: 'string' }),
    endHalf: text('end_half').$type<Half>(),
    /** Leave in hours, overtime and trips: the period; 补卡: the punch time (`start_at`). */
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    /** What it spends or earns, in the type's unit (leave) or hours (overtime). */
    amount: amount('amount'),
    unit: text('unit').$type<LeaveUnit>(),
    /** Overtime: the day type it fell on and how it is repaid. */
    dayType: text('day_type').$type<DayType>(),
    compensation: text('compensation').$type<OvertimeCompensation>(),
    /** 补卡: the cause; trips: the destination. */
    cause: text('cause'),
    destination: text('destination'),
    reason: text('reason'),
    attachments: jsonb('attachments').$type<{ name: string; url: string }[]>().notNull().default([]),
    requestedBy: integer('requested_by').references(() => users.id),
    cancelReason: text('cancel_reason'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('attendance_requests_list_idx').on(t.compId, t.kind, t.status, t.createdAt),
    index('attendance_requests_staff_idx').on(t.staffId, t.kind, t.status),
  ],
);

/** A computed day (the engine's result), recomputed whenever one of its inputs changes. */
export const attendanceDailyResults = pgTable(
  'attendance_daily_results',
  {
    compId: compId(),
    staffId: staffId(),
    day: date('day', { mode: 'string' }).notNull(),
    groupId: integer('group_id'),
    status: text('status').$type<ResultKind>().notNull(),
    dayType: text('day_type').$type<DayType>().notNull(),
    expectedMinutes: integer('expected_minutes').notNull(),
    workedMinutes: integer('worked_minutes').notNull(),
    lateMinutes: integer('late_minutes').notNull(),
    seriousLate: boolean('serious_late').notNull(),
    earlyMinutes: integer('early_minutes').notNull(),
    missingPunches: smallint('missing_punches').notNull(),
    absentMinutes: integer('absent_minutes').notNull(),
    leaveMinutes: integer('leave_minutes').notNull(),
    tripMinutes: integer('trip_minutes').notNull(),
    overtimeMinutes: integer('overtime_minutes').notNull(),
    result: jsonb('result').$type<DayResult>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.day] }),
    index('attendance_daily_results_comp_idx').on(t.compId, t.day),
  ],
);

/** A locked month (YYYY-MM): its results are frozen for payroll. */
export const attendanceMonthLocks = pgTable(
  'attendance_month_locks',
  {
    compId: compId(),
    month: text('month').notNull(),
    lockedBy: integer('locked_by').references(() => users.id),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.compId, t.month] })],
);
