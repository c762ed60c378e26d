import { z } from 'zod';
import type { Label } from '../resources/fields.ts';

/**
 * Attendance's shared vocabulary (docs/product/attendance.md): day types, shifts, group rules,
 * leave types and the daily result every screen, export and the engine speak. Times of day are
 * China wall-clock `HH:mm`; days are China dates `YYYY-MM-DD`.
 */

/** 工作日, 休息日 (weekends and the days off of a holiday period), 法定节假日 (the statutory days only). */
export const DAY_TYPES = ['workday', 'restday', 'holiday'] as const;
export const dayTypeSchema = z.enum(DAY_TYPES);
export type DayType = z.infer<typeof dayTypeSchema>;
export const DAY_TYPE_LABELS: Record<DayType, Label> = {
  workday: { 'zh-CN': '工作日', en: 'Workday' },
  restday: { 'zh-CN': '休息日', en: 'Rest day' },
  holiday: { 'zh-CN': '法定节假日', en: 'Statutory holiday' },
};

/** Where a calendar day's type comes from: the law (State Council notice), the weekday, or the company. */
export const DAY_SOURCES = ['law', 'weekday', 'company'] as const;
export type DaySource = (typeof DAY_SOURCES)[number];

/** One day of a company's attendance calendar. */
export const calendarDaySchema = z.object({
  day: z.iso.date(),
  type: dayTypeSchema,
  /** The holiday's name (春节) for the days of a holiday period, a company day's own name. */
  name: z.string().nullable(),
  /** 调休上班: a weekend made a working day. */
  makeup: z.boolean(),
  /** A day off of a holiday period that is not itself statutory (调休放假). */
  inLieu: z.boolean(),
  source: z.enum(DAY_SOURCES),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm');

/** Minutes are bounded so a rule can never describe more than a day. */
const minutes = (max: number) => z.number().int().min(0).max(max);

/**
 * A shift (班次). `offNextDay` marks a cross-midnight shift (22:00 → 06:00 the next day); the day a
 * shift belongs to is the day it starts. The rest period is not working time.
 */
export const shiftTimesSchema = z.object({
  onTime: timeOfDaySchema,
  offTime: timeOfDaySchema,
  offNextDay: z.boolean(),
  restStart: timeOfDaySchema.nullable(),
  restEnd: timeOfDaySchema.nullable(),
  /** Punching this many minutes after `onTime` is not late (弹性/宽限). */
  lateGraceMinutes: minutes(120),
  /** Leaving this many minutes before `offTime` is not early. */
  earlyGraceMinutes: minutes(120),
  /** Late by more than this: 严重迟到. */
  seriousLateMinutes: minutes(720),
  /** Late (or early) by more than this: the day counts as absent (旷工). */
  absentLateMinutes: minutes(720),
  /** The on-punch window opens this long before `onTime`. */
  earliestOnMinutes: minutes(720),
  /** The off-punch window closes this long after `offTime`. */
  latestOffMinutes: minutes(720),
});
export type ShiftTimes = z.infer<typeof shiftTimesSchema>;

/** How a group's days are scheduled: fixed per weekday, a roster (排班), or flexible hours. */
export const SCHEDULE_TYPES = ['fixed', 'roster', 'flexible'] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];

/** A circle on the map a web punch must be inside (browser geolocation). */
export const geofenceSchema = z.object({
  name: z.string().trim().min(1).max(50),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  radiusMeters: z.number().int().min(50).max(5000),
});
export type Geofence = z.infer<typeof geofenceSchema>;

/** An IPv4/IPv6 address or CIDR range (`10.0.0.0/8`, `2001:db8::/32`). */
export const ipRangeSchema = z.string().trim().min(2).max(50);

/** Who belongs to a group: departments (with their sub-departments) and people; exclusions win. */
export const groupMembersSchema = z.object({
  deptIds: z.array(z.number().int().positive()).max(200),
  staffIds: z.array(z.number().int().positive()).max(2000),
  excludedStaffIds: z.array(z.number().int().positive()).max(2000),
});
export type GroupMembers = z.infer<typeof groupMembersSchema>;

/**
 * A group's rule as of a date (rule versions take effect from a day; docs/product/attendance.md,
 * "Groups and rules"). Weekday keys are ISO (1 Monday … 7 Sunday); null is a rest day.
 */
export const groupRuleSchema = z.object({
  scheduleType: z.enum(SCHEDULE_TYPES),
  members: groupMembersSchema,
  /** fixed: each weekday's shift. */
  weekdayShifts: z.record(
    z.enum(['1', '2', '3', '4', '5', '6', '7']),
    z.number().int().positive().nullable(),
  ),
  /** fixed: follow the statutory calendar (holidays off, 调休 weekends worked with `makeupShiftId`). */
  followHolidays: z.boolean(),
  makeupShiftId: z.number().int().positive().nullable(),
  /** flexible: the hours a working day requires, and the latest acceptable first punch (optional). */
  flexibleRequiredMinutes: minutes(1440),
  flexibleLatestOn: timeOfDaySchema.nullable(),
  /** Punch methods: web punches inside any IP range or geofence (both empty: anywhere), device imports. */
  webPunch: z.boolean(),
  ipRanges: z.array(ipRangeSchema).max(50),
  geofences: z.array(geofenceSchema).max(20),
  importPunches: z.boolean(),
});
export type GroupRule = z.infer<typeof groupRuleSchema>;

/** The company-wide attendance settings, with the defaults a new company starts from. */
export const attendanceSettingsSchema = z.object({
  /** 补卡 requests a staff member may make per calendar month. */
  missedPunchMonthlyLimit: z.number().int().min(0).max(31),
  /** Overtime to compensatory leave: one overtime hour gives this many leave hours (law: at least 1). */
  compensatoryRatio: z.string().regex(/^\d{1,2}(\.\d{1,2})?$/),
  /** Compensatory leave expires this many months after the overtime (0: never). */
  compensatoryExpiryMonths: z.number().int().min(0).max(24),
  /** Unused annual leave carries into the next year until this day of it (MM-DD), or not at all. */
  annualCarryOverUntil: z
    .string()
    .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/)
    .nullable(),
});
export type AttendanceSettings = z.infer<typeof attendanceSettingsSchema>;
export const DEFAULT_ATTENDANCE_SETTINGS: AttendanceSettings = {
  missedPunchMonthlyLimit: 3,
  compensatoryRatio: '1',
  compensatoryExpiryMonths: 6,
  annualCarryOverUntil: '03-31',
};

/** The leave kinds the law names, and `custom` for a company's own. */
export const LEAVE_KINDS = [
  'annual',
  'personal',
  'sick',
  'compensatory',
  'marriage',
  'maternity',
  'paternity',
  'bereavement',
  'custom',
] as const;
export type LeaveKind = (typeof LEAVE_KINDS)[number];

/** The smallest part a leave of the type is asked in. */
export const LEAVE_UNITS = ['day', 'halfDay', 'hour'] as const;
export type LeaveUnit = (typeof LEAVE_UNITS)[number];

/** How a type's balance arises: none kept, statutory annual leave, earned by overtime, a fixed yearly quota. */
export const BALANCE_RULES = ['none', 'annual', 'compensatory', 'yearly'] as const;
export type BalanceRule = (typeof BALANCE_RULES)[number];

/** Morning or afternoon of a day, for leave asked in days or half days. */
export const HALVES = ['am', 'pm'] as const;
export type Half = (typeof HALVES)[number];

/** What a request record asks for. */
export const ATTENDANCE_REQUEST_KINDS = ['leave', 'overtime', 'missedPunch', 'trip'] as const;
export type AttendanceRequestKind = (typeof ATTENDANCE_REQUEST_KINDS)[number];

/** How overtime is repaid: compensatory leave or pay (statutory holidays: pay only, 劳动法 art. 44). */
export const OVERTIME_COMPENSATIONS = ['leave', 'pay'] as const;
export type OvertimeCompensation = (typeof OVERTIME_COMPENSATIONS)[number];

/** Where a punch came from. */
export const PUNCH_SOURCES = ['web', 'import', 'correction', 'missedPunch'] as const;
export type PunchSource = (typeof PUNCH_SOURCES)[number];

/** The findings a day can have; a day may have several (late and early, leave in the morning). */
export const RESULT_KINDS = [
  'normal',
  'late',
  'seriousLate',
  'early',
  'missingIn',
  'missingOut',
  'absent',
  'leave',
  'trip',
  'rest',
  'holiday',
  'overtime',
  'notEmployed',
  'noGroup',
] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];
export const resultKindSchema = z.enum(RESULT_KINDS);

/** A finding with its amount: minutes late, a leave type's minutes, overtime minutes by day type. */
export const resultItemSchema = z.object({
  kind: resultKindSchema,
  minutes: z.number().int().min(0),
  leaveTypeId: z.number().int().nullable(),
  leaveName: z.string().nullable(),
  dayType: dayTypeSchema.nullable(),
});
export type ResultItem = z.infer<typeof resultItemSchema>;

/**
 * Why a day came out as it did, as a text key and its parameters (`explainReason` renders it): every
 * result explains itself ("打卡 09:05，班次 09:00，迟到 5 分钟").
 */
export const reasonSchema = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type Reason = z.infer<typeof reasonSchema>;

/** A day's shift as it was when the day was computed. */
export const shiftSnapshotSchema = z.object({
  shiftId: z.number().int().nullable(),
  name: z.string(),
  onTime: timeOfDaySchema,
  offTime: timeOfDaySchema,
  offNextDay: z.boolean(),
});

/** One staff member's computed day (the engine's output, stored and answered as is). */
export const dayResultSchema = z.object({
  day: z.iso.date(),
  dayType: dayTypeSchema,
  holidayName: z.string().nullable(),
  groupId: z.number().int().nullable(),
  shift: shiftSnapshotSchema.nullable(),
  /** The punches counted as on and off (ISO instants). */
  punchIn: z.string().nullable(),
  punchOut: z.string().nullable(),
  /** Minutes the schedule asked for, and minutes worked within it (rest periods excluded). */
  expectedMinutes: z.number().int().min(0),
  workedMinutes: z.number().int().min(0),
  lateMinutes: z.number().int().min(0),
  earlyMinutes: z.number().int().min(0),
  absentMinutes: z.number().int().min(0),
  leaveMinutes: z.number().int().min(0),
  tripMinutes: z.number().int().min(0),
  overtimeMinutes: z.number().int().min(0),
  /** The day's worst finding, for colours and filters. */
  status: resultKindSchema,
  items: z.array(resultItemSchema),
  reasons: z.array(reasonSchema),
});
export type DayResult = z.infer<typeof dayResultSchema>;
