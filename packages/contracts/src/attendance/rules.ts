import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { importResultSchema } from '../resources/resource.ts';
import {
  attendanceSettingsSchema,
  geofenceSchema,
  groupMembersSchema,
  groupRuleSchema,
  SCHEDULE_TYPES,
  type ShiftTimes,
  shiftTimesSchema,
  timeOfDaySchema,
} from './model.ts';

/**
 * Groups, shifts, the roster (排班) and the company's settings (docs/product/attendance.md, "Groups,
 * shifts and rules"), under the spec's `/clockRuleCtl`. HR only, apart from `myGroup`.
 */

const P = '/clockRuleCtl';
const id = z.number().int().positive();
const day = z.iso.date();
const version = z.number().int().min(0);
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'YYYY-MM');

/** The longest a shift's working time may be (rest excluded), and the roster's bounds. */
export const SHIFT_MAX_WORK_MINUTES = 16 * 60;
export const ROSTER_MAX_STAFF = 200;
export const ROSTER_MAX_CELLS = 31 * ROSTER_MAX_STAFF;

const DAY_MINUTES = 1440;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * A shift's on, off and rest on its own timeline: minutes from the midnight that starts the shift's
 * day, so a cross-midnight shift's later times go past 1440. Shared by the server's checks and the
 * editor's preview.
 */
export function shiftTimeline(times: ShiftTimes) {
  const on = minutesOf(times.onTime);
  // A time before the on time belongs to the next day only on a cross-midnight shift.
  const lift = (time: string) => {
    const minutes = minutesOf(time);
    return times.offNextDay && minutes < on ? minutes + DAY_MINUTES : minutes;
  };
  const off = minutesOf(times.offTime) + (times.offNextDay ? DAY_MINUTES : 0);
  const rest =
    times.restStart !== null && times.restEnd !== null
      ? { start: lift(times.restStart), end: lift(times.restEnd) }
      : null;
  return { on, off, rest };
}

/** Working minutes: on to off without the rest period. */
export function shiftWorkMinutes(times: ShiftTimes): number {
  const { on, off, rest } = shiftTimeline(times);
  return off - on - (rest ? rest.end - rest.start : 0);
}

export const shiftSaveSchema = z.object({
  /** Absent: a new shift. */
  id: id.optional(),
  version: version.optional(),
  name: z.string().trim().min(1).max(20),
  /** A short mark for the roster grid and its sheet (早, 晚, A). */
  code: z.string().trim().max(4).nullable(),
  times: shiftTimesSchema,
});
export type ShiftSave = z.infer<typeof shiftSaveSchema>;

export const shiftSchema = z.object({
  id,
  name: z.string(),
  code: z.string().nullable(),
  times: shiftTimesSchema,
  /** 1 in use, 2 archived. */
  status: z.number().int(),
  version: z.number().int(),
  /** Minutes of working time (rest excluded). */
  workMinutes: z.number().int(),
  /** Groups whose current or a future rule uses it. */
  usedBy: z.array(z.string()),
  updatedAt: z.string(),
});
export type Shift = z.infer<typeof shiftSchema>;

const named = z.object({ id: z.number().int(), name: z.string() });
export type NamedRecord = z.infer<typeof named>;

/** Who a rule names, by name (removed departments and staff keep their id with an empty name). */
export const groupMemberNamesSchema = z.object({
  departments: z.array(named),
  staff: z.array(named),
  excluded: z.array(named),
});
export type GroupMemberNames = z.infer<typeof groupMemberNamesSchema>;

export const ruleVersionSchema = z.object({
  id: z.number().int(),
  effectiveFrom: day,
  /** The day the next version starts (exclusive); null: until further notice. */
  effectiveTo: day.nullable(),
  rule: groupRuleSchema,
  members: groupMemberNamesSchema,
  /** Who saved it, when. */
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  /** past, current or future as of today. */
  state: z.enum(['past', 'current', 'future']),
});
export type RuleVersionRow = z.infer<typeof ruleVersionSchema>;

export const groupSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 1 in use, 2 archived. */
  status: z.number().int(),
  version: z.number().int(),
  /** The rule in effect today (null: its first version starts later). */
  current: ruleVersionSchema.nullable(),
  /** The next version waiting for its day, if any. */
  next: ruleVersionSchema.nullable(),
  /** People in the group today (after exclusions and the precedence of other groups). */
  peopleCount: z.number().int(),
});
export type GroupSummary = z.infer<typeof groupSummarySchema>;

export const groupSaveSchema = z.object({
  /** Absent: a new group. */
  id: id.optional(),
  version: version.optional(),
  name: z.string().trim().min(1).max(30),
  /** The rule holds from this day (past days are recomputed, locked months refused). */
  effectiveFrom: day,
  rule: groupRuleSchema,
});
export type GroupSave = z.infer<typeof groupSaveSchema>;

export const rosterGridSchema = z.object({
  month,
  days: z.array(day),
  /** The company's shifts in use, for the cells and the sheet. */
  shifts: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string().nullable() })),
  rows: z.array(
    z.object({
      staffId: z.number().int(),
      name: z.string(),
      jobNo: z.string().nullable(),
      deptName: z.string().nullable(),
      /** Per day: a shift id, 'rest' (休), or null (not rostered yet). */
      cells: z.array(z.union([z.number().int(), z.literal('rest'), z.null()])),
      /** Per day: whether the group's roster rule holds for them that day (else the cell is not theirs to set). */
      inGroup: z.array(z.boolean()),
    }),
  ),
});
export type RosterGrid = z.infer<typeof rosterGridSchema>;
export type RosterCell = RosterGrid['rows'][number]['cells'][number];

export const rosterSaveSchema = z.object({
  groupId: id,
  cells: z
    .array(z.object({ staffId: id, day, shiftId: id.nullable() }))
    .min(1)
    .max(ROSTER_MAX_CELLS),
});
export type RosterSave = z.infer<typeof rosterSaveSchema>;

export const settingsStateSchema = z.object({
  settings: attendanceSettingsSchema,
  /** 0 until the company saves its own. */
  version: z.number().int(),
});

/** What a staff member's web punch and today's shift depend on. */
export const myGroupSchema = z.object({
  day,
  group: z
    .object({
      id: z.number().int(),
      name: z.string(),
      scheduleType: z.enum(SCHEDULE_TYPES),
      webPunch: z.boolean(),
      ipRanges: z.array(z.string()),
      geofences: z.array(geofenceSchema),
      importPunches: z.boolean(),
      flexibleRequiredMinutes: z.number().int(),
      flexibleLatestOn: timeOfDaySchema.nullable(),
    })
    .nullable(),
  /** Today's shift (null: a rest day, a holiday, flexible hours or no group). */
  shift: z
    .object({
      name: z.string(),
      onTime: timeOfDaySchema,
      offTime: timeOfDaySchema,
      offNextDay: z.boolean(),
    })
    .nullable(),
});
export type MyGroup = z.infer<typeof myGroupSchema>;

const list = <T extends z.ZodType>(row: T) => z.object({ list: z.array(row) });

export const attendanceRulesEndpoints = defineEndpoints('attendanceRules', {
  shiftList: {
    method: 'POST',
    path: `${P}/shift/list`,
    access: 'user',
    summary: 'The company’s shifts, archived ones too when asked (HR)',
    body: z.object({ includeArchived: z.boolean().default(false) }),
    data: list(shiftSchema),
  },
  shiftSave: {
    method: 'POST',
    path: `${P}/shift/save`,
    access: 'user',
    summary: 'Create a shift, or change one (with its version: stale 409); past days using it are recomputed',
    body: shiftSaveSchema,
    data: shiftSchema,
  },
  shiftArchive: {
    method: 'POST',
    path: `${P}/shift/archive`,
    access: 'user',
    summary: 'Archive a shift no current or future rule uses (400 naming the group otherwise)',
    body: z.object({ id, version }),
    data: shiftSchema,
  },
  groupList: {
    method: 'POST',
    path: `${P}/group/list`,
    access: 'user',
    summary: 'Attendance groups with the rule in effect today, the next version and how many people',
    body: z.object({ includeArchived: z.boolean().default(false) }),
    data: list(groupSummarySchema),
  },
  groupSave: {
    method: 'POST',
    path: `${P}/group/save`,
    access: 'user',
    summary:
      'Create a group, or rename it and give it a rule from a day (today, later, or earlier: recomputed); members may not be another group’s',
    body: groupSaveSchema,
    data: groupSummarySchema,
  },
  groupVersions: {
    method: 'GET',
    path: `${P}/group/versions/:id`,
    access: 'user',
    summary: 'A group’s rule versions, newest first, with who saved them',
    params: z.object({ id: z.coerce.number().int().positive() }),
    data: list(ruleVersionSchema),
  },
  groupMemberNames: {
    method: 'POST',
    path: `${P}/group/memberNames`,
    access: 'user',
    summary: 'The names of departments and people a rule being edited names (the company’s only)',
    body: groupMembersSchema,
    data: groupMemberNamesSchema,
  },
  groupCancelVersion: {
    method: 'POST',
    path: `${P}/group/cancelVersion`,
    access: 'user',
    summary: 'Cancel a version whose day has not come (the previous one then goes on)',
    body: z.object({ groupId: id, version, versionId: id }),
    data: groupSummarySchema,
  },
  groupArchive: {
    method: 'POST',
    path: `${P}/group/archive`,
    access: 'user',
    summary: 'Archive a group from a day: a version without members (past days recomputed)',
    body: z.object({ id, version, from: day }),
    data: groupSummarySchema,
  },
  rosterGrid: {
    method: 'POST',
    path: `${P}/roster/grid`,
    access: 'user',
    summary: 'A roster group’s month: its people × days, each a shift, rest or not rostered',
    body: z.object({ groupId: id, month }),
    data: rosterGridSchema,
  },
  rosterSave: {
    method: 'POST',
    path: `${P}/roster/save`,
    access: 'user',
    summary: 'Set roster cells (a shift or rest, at most 31 × 200); past days are recomputed',
    body: rosterSaveSchema,
    data: z.object({ saved: z.number().int() }),
  },
  rosterExport: {
    method: 'POST',
    path: `${P}/roster/export`,
    access: 'user',
    summary: 'The month’s roster as 排班表_YYYYMMDDhhmmss.xlsx, also the import’s template',
    body: z.object({ groupId: id, month }),
  },
  rosterImport: {
    method: 'POST',
    path: `${P}/roster/import`,
    access: 'user',
    summary:
      'Set the roster from a sheet (姓名, 工号, a column per day with a shift’s name or code or 休); all rows or none',
    // Optional in the schema so that the sheet is checked (size, zip bombs) before anything else;
    // the handler refuses a missing group.
    query: z.object({ groupId: z.coerce.number().int().positive().optional() }),
    multipart: true,
    data: importResultSchema,
  },
  settings: {
    method: 'GET',
    path: `${P}/settings`,
    access: 'user',
    summary: 'The company’s attendance settings (the defaults until it saves its own)',
    data: settingsStateSchema,
  },
  settingsSave: {
    method: 'POST',
    path: `${P}/settings/save`,
    access: 'user',
    summary: 'Save the attendance settings (with the version read: stale 409)',
    body: z.object({ settings: attendanceSettingsSchema, version }),
    data: settingsStateSchema,
  },
  myGroup: {
    method: 'GET',
    path: `${P}/myGroup`,
    access: 'user',
    summary: 'The caller’s attendance group today, its punch methods and today’s shift (staff)',
    data: myGroupSchema,
  },
});
