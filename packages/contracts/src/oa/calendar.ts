import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { calendarFeedItemSchema } from './calendar-feed.ts';

// 日程 (Calendar, docs/product/oa-schedule.md): personal events with repeat rules, reminders and
// invitations, calendars shared with colleagues, and the meetings, leave and task due dates other
// modules put on them. The server expands repeat rules (rrule, in China time) and answers
// occurrences; the browser draws them with FullCalendar.

export const EVENT_TITLE_MAX = 100;
export const EVENT_LOCATION_MAX = 100;
export const EVENT_DESCRIPTION_MAX = 2000;
export const EVENT_NOTE_MAX = 200;
export const EVENT_INVITEES_MAX = 100;
export const CALENDAR_SHARES_MAX = 200;
/** Colleagues' calendars drawn at once beside one's own. */
export const CALENDAR_OVERLAYS_MAX = 20;
/** The longest window the events endpoint answers: a month view with its spill-over weeks. */
export const CALENDAR_WINDOW_MAX_DAYS = 62;
/** A repeating event repeats at most this many times when it has a count. */
export const REPEAT_COUNT_MAX = 500;
export const REPEAT_INTERVAL_MAX = 99;
/** The longest an event lasts (all-day: 31 days). */
export const EVENT_MAX_DAYS = 31;

/** Minutes before the start a reminder fires: at start, 5/15/30 minutes, 1 hour, 1 day. */
export const REMINDER_OFFSETS = [0, 5, 15, 30, 60, 1440] as const;
export type ReminderOffset = (typeof REMINDER_OFFSETS)[number];

export const REPEAT_FREQS = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RepeatFreq = (typeof REPEAT_FREQS)[number];

/** Colours an event may take (Feishu's palette). */
export const EVENT_COLORS = [
  '#1677ff',
  '#13c2c2',
  '#52c41a',
  '#faad14',
  '#fa541c',
  '#eb2f96',
  '#722ed1',
  '#8c8c8c',
] as const;

export const EVENT_VISIBILITIES = ['details', 'busy'] as const;
export type EventVisibility = (typeof EVENT_VISIBILITIES)[number];

export const INVITE_RESPONSES = ['pending', 'accepted', 'tentative', 'declined'] as const;
export type InviteResponse = (typeof INVITE_RESPONSES)[number];

export const SHARE_LEVELS = ['busy', 'details'] as const;
export type ShareLevel = (typeof SHARE_LEVELS)[number];

/** Which occurrences of a repeating event an edit or delete applies to. */
export const EDIT_SCOPES = ['this', 'following', 'all'] as const;
export type EditScope = (typeof EDIT_SCOPES)[number];

const id = z.number().int().positive();
const instant = z.iso.datetime({ offset: true });
const chinaDay = z.iso.date();

/**
 * A repeat rule: every `interval` days/weeks/months/years; weekly on `byWeekday` (0 Monday … 6
 * Sunday, the start's weekday when empty); ending on `until` (a China date, inclusive), after
 * `count` occurrences, or never.
 */
export const repeatRuleSchema = z
  .object({
    freq: z.enum(REPEAT_FREQS),
    interval: z.number().int().min(1).max(REPEAT_INTERVAL_MAX).default(1),
    byWeekday: z.array(z.number().int().min(0).max(6)).max(7).default([]),
    until: chinaDay.nullish(),
    count: z.number().int().min(1).max(REPEAT_COUNT_MAX).nullish(),
  })
  .refine((rule) => !(rule.until && rule.count), { message: 'calendar.repeatEndTwice', path: ['count'] });
export type RepeatRule = z.output<typeof repeatRuleSchema>;

export const eventsBodySchema = z
  .object({
    from: instant,
    to: instant,
    /** Colleagues whose shared calendars to draw beside one's own. */
    userIds: z.array(id).max(CALENDAR_OVERLAYS_MAX).default([]),
  })
  .refine((w) => Date.parse(w.to) > Date.parse(w.from), { message: 'calendar.windowOrder', path: ['to'] })
  .refine((w) => Date.parse(w.to) - Date.parse(w.from) <= CALENDAR_WINDOW_MAX_DAYS * 86_400_000, {
    message: 'calendar.windowTooLong',
    path: ['to'],
  });
export type EventsBody = z.input<typeof eventsBodySchema>;

/** One occurrence of an event on someone's calendar. */
export const occurrenceSchema = z.object({
  eventId: z.number().int(),
  /** The occurrence's own start in its series (the key of "this occurrence" edits). */
  occurrenceStart: z.string(),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  /** null when the viewer may see only that the owner is busy. */
  title: z.string().nullable(),
  location: z.string().nullable(),
  color: z.string(),
  /** Whose calendar it is drawn on: the viewer's own, or a colleague's shared one. */
  calendarUserId: z.number().int(),
  organizerId: z.number().int(),
  busyOnly: z.boolean(),
  repeating: z.boolean(),
  /** The viewer's answer when invited, null for the organiser and for others' calendars. */
  myResponse: z.enum(INVITE_RESPONSES).nullable(),
  /** The viewer may move it (the organiser, on their own calendar). */
  canEdit: z.boolean(),
});
export type Occurrence = z.infer<typeof occurrenceSchema>;

export const eventsDataSchema = z.object({
  events: z.array(occurrenceSchema),
  /** The viewer's meetings, approved leave and task due dates (read-only). */
  feeds: z.array(calendarFeedItemSchema),
});
export type EventsData = z.infer<typeof eventsDataSchema>;

export const eventDetailBodySchema = z.object({ id, occurrenceStart: instant.nullish() });

export const attendeeSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  response: z.enum(INVITE_RESPONSES),
  note: z.string().nullable(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

export const eventDetailSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  allDay: z.boolean(),
  /** The series' first start and end (for the edit form), and the asked occurrence's. */
  seriesStart: z.string(),
  seriesEnd: z.string(),
  start: z.string(),
  end: z.string(),
  occurrenceStart: z.string(),
  location: z.string(),
  description: z.string(),
  color: z.string(),
  repeat: z
    .object({
      freq: z.enum(REPEAT_FREQS),
      interval: z.number().int(),
      byWeekday: z.array(z.number().int()),
      until: z.string().nullable(),
      count: z.number().int().nullable(),
    })
    .nullable(),
  /** RFC 5545 text of the repeat rule (DTSTART in China wall-clock time), null when it does not repeat. */
  rrule: z.string().nullable(),
  reminders: z.array(z.number().int()),
  visibility: z.enum(EVENT_VISIBILITIES),
  organizerId: z.number().int(),
  organizerName: z.string(),
  attendees: z.array(attendeeSchema),
  myResponse: z.enum(INVITE_RESPONSES).nullable(),
  myNote: z.string().nullable(),
  canEdit: z.boolean(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

const eventFields = {
  title: z.string().trim().min(1, 'calendar.titleRequired').max(EVENT_TITLE_MAX),
  allDay: z.boolean().default(false),
  /** All-day: the China-time midnights of the first day and of the day after the last. */
  start: instant,
  end: instant,
  location: z.string().trim().max(EVENT_LOCATION_MAX).default(''),
  description: z.string().trim().max(EVENT_DESCRIPTION_MAX).default(''),
  color: z.enum(EVENT_COLORS).default(EVENT_COLORS[0]),
  repeat: repeatRuleSchema.nullish(),
  reminders: z
    .array(
      z.union(
        REMINDER_OFFSETS.map((m) => z.literal(m)) as [z.ZodLiteral<0>, ...z.ZodLiteral<ReminderOffset>[]],
      ),
    )
    .max(REMINDER_OFFSETS.length)
    .default([]),
  visibility: z.enum(EVENT_VISIBILITIES).default('details'),
  inviteeIds: z.array(id).max(EVENT_INVITEES_MAX).default([]),
};

const timeOrder = { message: 'calendar.endBeforeStart', path: ['end'] };
const notTooLong = { message: 'calendar.tooLong', path: ['end'] };
const ordered = (e: { start: string; end: string }) => Date.parse(e.end) > Date.parse(e.start);
const shortEnough = (e: { start: string; end: string }) =>
  Date.parse(e.end) - Date.parse(e.start) <= EVENT_MAX_DAYS * 86_400_000;

export const saveEventBodySchema = z
  .object({
    /** Absent to create. */
    id: id.nullish(),
    /** For a repeating event: which occurrences the change applies to, and the occurrence edited. */
    scope: z.enum(EDIT_SCOPES).default('all'),
    occurrenceStart: instant.nullish(),
    ...eventFields,
  })
  .refine(ordered, timeOrder)
  .refine(shortEnough, notTooLong);
export type SaveEventBody = z.input<typeof saveEventBodySchema>;

/** Drag or resize: the occurrence's new times. */
export const moveEventBodySchema = z
  .object({
    id,
    scope: z.enum(EDIT_SCOPES).default('all'),
    occurrenceStart: instant,
    start: instant,
    end: instant,
    allDay: z.boolean(),
  })
  .refine(ordered, timeOrder)
  .refine(shortEnough, notTooLong);
export type MoveEventBody = z.input<typeof moveEventBodySchema>;

export const deleteEventBodySchema = z.object({
  id,
  scope: z.enum(EDIT_SCOPES).default('all'),
  occurrenceStart: instant.nullish(),
});
export type DeleteEventBody = z.input<typeof deleteEventBodySchema>;

export const respondBodySchema = z.object({
  id,
  response: z.enum(['accepted', 'tentative', 'declined']),
  note: z.string().trim().max(EVENT_NOTE_MAX).default(''),
});
export type RespondBody = z.input<typeof respondBodySchema>;

export const calendarShareSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  level: z.enum(SHARE_LEVELS),
});
export type CalendarShare = z.infer<typeof calendarShareSchema>;

export const sharesDataSchema = z.object({
  /** Whom the caller shares their calendar with. */
  mine: z.array(calendarShareSchema),
  /** Colleagues who share their calendar with the caller. */
  withMe: z.array(calendarShareSchema),
});
export type SharesData = z.infer<typeof sharesDataSchema>;

export const saveSharesBodySchema = z.object({
  shares: z.array(z.object({ userId: id, level: z.enum(SHARE_LEVELS) })).max(CALENDAR_SHARES_MAX),
});
export type SaveSharesBody = z.input<typeof saveSharesBodySchema>;

const savedSchema = z.object({ id: z.number().int() });

/** 日程 (Calendar, docs/product/oa-schedule.md). */
export const calendarEndpoints = defineEndpoints('calendar', {
  events: {
    method: 'POST',
    path: '/plan/schedule/events',
    access: 'user',
    summary: "Occurrences of one's own and shared calendars and the feeds within a window",
    body: eventsBodySchema,
    data: eventsDataSchema,
  },
  detail: {
    method: 'POST',
    path: '/plan/schedule/detail',
    access: 'user',
    summary: 'An event with its invitees and their answers',
    body: eventDetailBodySchema,
    data: eventDetailSchema,
  },
  save: {
    method: 'POST',
    path: '/plan/schedule/save',
    access: 'user',
    summary: 'Create an event, or change it (this occurrence, this and following, or all)',
    body: saveEventBodySchema,
    data: savedSchema,
  },
  move: {
    method: 'POST',
    path: '/plan/schedule/move',
    access: 'user',
    summary: 'Move or resize an occurrence (drag on the calendar)',
    body: moveEventBodySchema,
    data: savedSchema,
  },
  delete: {
    method: 'POST',
    path: '/plan/schedule/delete',
    access: 'user',
    summary: 'Delete an event (this occurrence, this and following, or all)',
    body: deleteEventBodySchema,
    data: z.null(),
  },
  respond: {
    method: 'POST',
    path: '/plan/schedule/respond',
    access: 'user',
    summary: 'Accept, decline or tentatively accept an invitation, with a note',
    body: respondBodySchema,
    data: z.null(),
  },
  shares: {
    method: 'POST',
    path: '/plan/schedule/shares',
    access: 'user',
    summary: 'Whom the caller shares their calendar with, and who shares theirs with the caller',
    data: sharesDataSchema,
  },
  saveShares: {
    method: 'POST',
    path: '/plan/schedule/saveShares',
    access: 'user',
    summary: 'Replace whom the caller shares their calendar with',
    body: saveSharesBodySchema,
    data: sharesDataSchema,
  },
});

/** What the server reads of each body once validated (defaults applied). */
export type SaveEvent = z.output<typeof saveEventBodySchema>;
export type MoveEvent = z.output<typeof moveEventBodySchema>;
export type DeleteEvent = z.output<typeof deleteEventBodySchema>;
export type Respond = z.output<typeof respondBodySchema>;
export type EventsQuery = z.output<typeof eventsBodySchema>;
