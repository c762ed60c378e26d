import type { EventVisibility, InviteResponse, RepeatRule, ShareLevel } from '@renli/contracts';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { users } from '../auth/schema.ts';
import { companies } from '../company/schema.ts';

// The tables of calendar 日程 (docs/product/oa-schedule.md). Times are instants; repeat rules are
// expanded in China time (recurrence.ts).

const compId = () =>
  integer('comp_id')
    .notNull()
    .references(() => companies.id);

/**
 * An event, or a series of them when it repeats. A changed single occurrence is its own event
 * pointing at its series (`series_id`, `original_start`), and its start is listed in the series'
 * `exdates`; "this and following" ends the series the day before and starts a new one.
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: compId(),
    /** The organiser: the calendar it belongs to. */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    allDay: boolean('all_day').notNull().default(false),
    /** The (first) occurrence; all-day: China midnights, the end exclusive. */
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    location: text('location').notNull().default(''),
    description: text('description').notNull().default(''),
    color: text('color').notNull(),
    repeat: jsonb('repeat').$type<RepeatRule>(),
    /** Starts (ISO) of occurrences removed from the series or changed on their own. */
    exdates: jsonb('exdates').$type<string[]>().notNull().default([]),
    /** The end of the last occurrence; null for a series without end. Bounds window and sweep queries. */
    lastEndAt: timestamp('last_end_at', { withTimezone: true }),
    /** Minutes before each occurrence's start to remind the organiser and the invitees who did not decline. */
    reminders: jsonb('reminders').$type<number[]>().notNull().default([]),
    visibility: text('visibility').$type<EventVisibility>().notNull().default('details'),
    seriesId: integer('series_id').references((): AnyPgColumn => calendarEvents.id, { onDelete: 'set null' }),
    originalStart: timestamp('original_start', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('calendar_events_owner_idx').on(t.compId, t.ownerId, t.startAt),
    index('calendar_events_reminders_idx').on(t.compId, t.lastEndAt),
  ],
);

/** An invitee of an event and their answer. */
export const calendarAttendees = pgTable(
  'calendar_attendees',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: compId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    response: text('response').$type<InviteResponse>().notNull().default('pending'),
    note: text('note'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('calendar_attendees_uq').on(t.eventId, t.userId),
    index('calendar_attendees_user_idx').on(t.compId, t.userId),
  ],
);

/** One person lets a colleague see their calendar: busy/free only, or the events' details. */
export const calendarShares = pgTable(
  'calendar_shares',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: compId(),
    /** The person whose calendar is shared (their own row: they change it). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    viewerId: integer('viewer_id')
      .notNull()
      .references(() => users.id),
    level: text('level').$type<ShareLevel>().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('calendar_shares_uq').on(t.compId, t.userId, t.viewerId),
    index('calendar_shares_viewer_idx').on(t.compId, t.viewerId),
  ],
);

/**
 * A reminder sent: one row per (event, occurrence start, minutes before, person), so however many
 * nodes run the sweep, each reminder goes out once.
 */
export const calendarRemindersSent = pgTable(
  'calendar_reminders_sent',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: compId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    occurrenceStart: timestamp('occurrence_start', { withTimezone: true }).notNull(),
    minutesBefore: integer('minutes_before').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calendar_reminders_sent_uq').on(t.eventId, t.occurrenceStart, t.minutesBefore, t.userId),
  ],
);
