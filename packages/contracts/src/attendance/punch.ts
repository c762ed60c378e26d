import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import type { Label } from '../resources/fields.ts';
import { EmployeeType } from '../user-types.ts';
import {
  dayResultSchema,
  dayTypeSchema,
  PUNCH_SOURCES,
  type PunchSource,
  type ResultKind,
  resultKindSchema,
  SCHEDULE_TYPES,
  timeOfDaySchema,
} from './model.ts';

/**
 * Punching and records (docs/product/attendance.md, "Punching and records"): the staff member's punch
 * card and own days, HR's daily records of everyone with their export, device imports and
 * corrections. Instants are ISO strings; days China days.
 */

/** A second tap within this many seconds answers the punch already made. */
export const PUNCH_REPEAT_SECONDS = 60;
/** A browser position less accurate than this cannot prove where the punch was made. */
export const PUNCH_MAX_ACCURACY_METERS = 200;
/** HR's note on a correction or a voided punch. */
export const PUNCH_NOTE_MAX = 200;
export const PUNCH_IMPORT_MAX_ROWS = 10_000;
export const PUNCH_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Day lists (HR's daily records, a staff member's days) span at most this many days. */
export const DAY_LIST_MAX_DAYS = 31;
export const DAY_SEARCH_MAX = 50;
/** Rows one export of daily records may hold (a month of about 1,600 people). */
export const DAY_EXPORT_MAX_ROWS = 50_000;

const day = z.iso.date();
const id = z.number().int().positive();
const instant = z.string();
const note = z.string().trim().min(1).max(PUNCH_NOTE_MAX);
const employeeType = z.union([z.literal(EmployeeType.HRM), z.literal(EmployeeType.HRO)]);

const dayNumber = (value: string) => Date.parse(`${value}T00:00:00Z`) / 86_400_000;
/** `from` … `to` (both included) in order and at most DAY_LIST_MAX_DAYS days. */
const withinDayList = (range: { from: string; to: string }) =>
  range.from <= range.to && dayNumber(range.to) - dayNumber(range.from) < DAY_LIST_MAX_DAYS;
const RANGE_MESSAGE = { message: 'attendance.punch.range', path: ['to'] };

/** A punch as people see it; voided ones stay listed with the note (never deleted). */
export const punchSchema = z.object({
  id: z.number().int(),
  staffId: z.number().int(),
  at: instant,
  source: z.enum(PUNCH_SOURCES),
  /** The geofence or device it was made at. */
  place: z.string().nullable(),
  ip: z.string().nullable(),
  /** HR's note of a correction, or the 补卡 request's cause. */
  note: z.string().nullable(),
  voided: z.boolean(),
  voidNote: z.string().nullable(),
});
export type Punch = z.infer<typeof punchSchema>;

/** A shift as the punch card shows it. */
const shiftShownSchema = z.object({
  name: z.string(),
  onTime: timeOfDaySchema,
  offTime: timeOfDaySchema,
  offNextDay: z.boolean(),
});

/** The caller's working day: what it asks of them, what they punched, and whether they may punch now. */
export const punchTodaySchema = z.object({
  staffId: z.number().int(),
  /** The working day the card is about: yesterday while its cross-midnight shift is still open. */
  day,
  /** The server's clock, so the card shows China time whatever the device's clock says. */
  now: instant,
  dayType: dayTypeSchema,
  holidayName: z.string().nullable(),
  makeup: z.boolean(),
  employed: z.boolean(),
  groupName: z.string().nullable(),
  scheduleType: z.enum(SCHEDULE_TYPES).nullable(),
  shift: shiftShownSchema.nullable(),
  flexible: z.object({ requiredMinutes: z.number().int(), latestOn: timeOfDaySchema.nullable() }).nullable(),
  punches: z.array(punchSchema),
  /** The stored result of the day, if computed. */
  result: dayResultSchema.nullable(),
  web: z.object({
    /** A web punch is possible (location may still be asked for). */
    allowed: z.boolean(),
    /** Why not, in the caller's language. */
    refusal: z.string().nullable(),
    /** The browser's position must be sent (the group has geofences the network does not replace). */
    needsLocation: z.boolean(),
    /** Names of the places a punch may be made at. */
    places: z.array(z.string()),
    /** The address the server sees the caller at. */
    ip: z.string(),
  }),
});
export type PunchToday = z.infer<typeof punchTodaySchema>;

/** The browser's position, when the group asks for one. */
export const punchBodySchema = z.object({
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  accuracy: z.number().min(0).max(100_000).optional(),
});
export type PunchBody = z.infer<typeof punchBodySchema>;

export const punchResultSchema = z.object({
  punch: punchSchema,
  /** A second tap: the earlier punch, nothing stored. */
  repeated: z.boolean(),
});

/** One staff member's days and punches (HR: anyone they manage; staff: themselves, `staffId` absent). */
export const staffDaysBodySchema = z
  .object({ staffId: id.optional(), from: day, to: day })
  .refine(withinDayList, RANGE_MESSAGE);
export type StaffDaysBody = z.infer<typeof staffDaysBodySchema>;

export const staffDaysSchema = z.object({
  staffId: z.number().int(),
  staffName: z.string(),
  days: z.array(dayResultSchema),
  punches: z.array(punchSchema),
});
export type StaffDays = z.infer<typeof staffDaysSchema>;

const dayFilterShape = {
  from: day,
  to: day,
  /** The route's sign (hrm 1, hro 2); the server keeps to the caller's managed types anyway. */
  employeeType: employeeType.optional(),
  /** The department (of the employment on each day) and every department below it. */
  deptId: id.optional(),
  /** Days whose status is this, or that have this finding among others. */
  status: resultKindSchema.optional(),
  /** Name, job number or mobile, contains. */
  searchText: z.string().trim().max(DAY_SEARCH_MAX).optional(),
};

export const dayFilterSchema = z.object(dayFilterShape).refine(withinDayList, RANGE_MESSAGE);
export type DayFilter = z.infer<typeof dayFilterSchema>;

export const dayPageBodySchema = z
  .object({
    ...dayFilterShape,
    pageNum: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  })
  .refine(withinDayList, RANGE_MESSAGE);
export type DayPageBody = z.infer<typeof dayPageBodySchema>;

/** A staff member's day in HR's daily records. */
export const dayRecordSchema = z.object({
  staffId: z.number().int(),
  staffName: z.string(),
  jobNo: z.string().nullable(),
  deptName: z.string().nullable(),
  employeeType: z.number().int(),
  result: dayResultSchema,
});
export type DayRecord = z.infer<typeof dayRecordSchema>;

export const dayPageSchema = z.object({
  list: z.array(dayRecordSchema),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});
export type DayPage = z.infer<typeof dayPageSchema>;

/** HR adds a punch a staff member made but the system missed, with a note. */
export const correctPunchBodySchema = z.object({
  staffId: id,
  day,
  time: timeOfDaySchema,
  note,
});
export type CorrectPunchBody = z.infer<typeof correctPunchBodySchema>;

export const voidPunchBodySchema = z.object({ id, note });
export type VoidPunchBody = z.infer<typeof voidPunchBodySchema>;

export const punchImportResultSchema = z.object({
  imported: z.number().int(),
  /** Rows of a staff member and minute already punched (in the file or before). */
  skipped: z.number().int(),
});
export type PunchImportResult = z.infer<typeof punchImportResultSchema>;

/** The import's columns: header in either language. */
export const PUNCH_IMPORT_COLUMNS = {
  jobNo: { 'zh-CN': '工号', en: 'Job no.' },
  mobile: { 'zh-CN': '手机号', en: 'Mobile' },
  name: { 'zh-CN': '姓名', en: 'Name' },
  at: { 'zh-CN': '打卡时间', en: 'Punch time' },
  device: { 'zh-CN': '设备', en: 'Device' },
} as const satisfies Record<string, Label>;
export type PunchImportColumn = keyof typeof PUNCH_IMPORT_COLUMNS;

/** What each finding is called (tags, filters, exports). */
export const RESULT_KIND_LABELS: Record<ResultKind, Label> = {
  normal: { 'zh-CN': '正常', en: 'Normal' },
  late: { 'zh-CN': '迟到', en: 'Late' },
  seriousLate: { 'zh-CN': '严重迟到', en: 'Seriously late' },
  early: { 'zh-CN': '早退', en: 'Left early' },
  missingIn: { 'zh-CN': '上班缺卡', en: 'No punch in' },
  missingOut: { 'zh-CN': '下班缺卡', en: 'No punch out' },
  absent: { 'zh-CN': '旷工', en: 'Absent' },
  leave: { 'zh-CN': '请假', en: 'On leave' },
  trip: { 'zh-CN': '出差', en: 'Business trip' },
  rest: { 'zh-CN': '休息', en: 'Rest' },
  holiday: { 'zh-CN': '节假日', en: 'Holiday' },
  overtime: { 'zh-CN': '加班', en: 'Overtime' },
  notEmployed: { 'zh-CN': '未在职', en: 'Not employed' },
  noGroup: { 'zh-CN': '未加入考勤组', en: 'No attendance group' },
};

export const PUNCH_SOURCE_LABELS: Record<PunchSource, Label> = {
  web: { 'zh-CN': '网页打卡', en: 'Web' },
  import: { 'zh-CN': '设备导入', en: 'Device import' },
  correction: { 'zh-CN': 'HR 补录', en: 'HR correction' },
  missedPunch: { 'zh-CN': '补卡申请', en: 'Missed-punch request' },
};

const P = '/cPunchCard';

export const punchEndpoints = defineEndpoints('attendancePunch', {
  today: {
    method: 'GET',
    path: `${P}/today`,
    access: 'user',
    summary:
      "Staff: today's plan (group, shift or rest), punches, stored result and whether a web punch is possible",
    data: punchTodaySchema,
  },
  punch: {
    method: 'POST',
    path: `${P}/punch`,
    access: 'user',
    summary:
      "Staff: a web punch, checked against the group's IP ranges and geofences (either passes); a second tap within 60 s answers the first",
    body: punchBodySchema,
    data: punchResultSchema,
  },
  staffDays: {
    method: 'POST',
    path: `${P}/staffDays`,
    access: 'user',
    summary:
      "Read-only: a staff member's stored daily results and punches over at most 31 days (HR: anyone they manage; staff: themselves)",
    body: staffDaysBodySchema,
    data: staffDaysSchema,
  },
  selectDayPage: {
    method: 'POST',
    path: `${P}/selectDayPage`,
    access: 'user',
    summary: "HR: everyone's daily results over at most 31 days, filtered and paged",
    body: dayPageBodySchema,
    data: dayPageSchema,
  },
  export: {
    method: 'POST',
    path: `${P}/export`,
    access: 'user',
    summary: 'HR: the filtered daily results as 每日考勤_YYYYMMDDhhmmss.xlsx, reasons in words',
    body: dayFilterSchema,
  },
  import: {
    method: 'POST',
    path: `${P}/import`,
    access: 'user',
    summary:
      'HR: device punch logs from .xlsx or .csv (工号 or 手机号, 姓名, 打卡时间, 设备; at most 10,000 rows, 5 MB); all rows or none (400 with data.errors), repeats skipped',
    multipart: true,
    data: punchImportResultSchema,
  },
  importTemplate: {
    method: 'GET',
    path: `${P}/importTemplate`,
    access: 'user',
    summary: 'HR: the punch import template 打卡记录导入模板.xlsx',
  },
  correct: {
    method: 'POST',
    path: `${P}/correct`,
    access: 'user',
    summary: 'HR: adds a punch for a staff member at a China day and time, with a required note (audited)',
    body: correctPunchBodySchema,
    data: punchSchema,
  },
  void: {
    method: 'POST',
    path: `${P}/void`,
    access: 'user',
    summary: 'HR: voids a punch with a required note; it stays listed (audited)',
    body: voidPunchBodySchema,
    data: punchSchema,
  },
});
