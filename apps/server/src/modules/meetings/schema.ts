import type { CommentAttachment, MeetingResponse, MeetingStatus, RoomEquipment } from '@renli/contracts';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { users } from '../auth/schema.ts';
import { companies } from '../company/schema.ts';

// The tables of meetings (docs/product/oa-conference.md, "Tables").

/** A meeting room of a company: OA administrators keep them, everyone books them. */
export const meetingRooms = pgTable(
  'meeting_rooms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    location: text('location').notNull().default(''),
    capacity: integer('capacity').notNull(),
    equipment: jsonb('equipment').$type<RoomEquipment[]>().notNull().default([]),
    /** Opening hours, China's wall clock `HH:mm` (`24:00` the end of the day). */
    openFrom: text('open_from').notNull().default('08:00'),
    openTo: text('open_to').notNull().default('22:00'),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('meeting_rooms_comp_name_idx').on(t.compId, t.name)],
);

/** A meeting: a time, an organiser, a room (or none, or online), its agenda, minutes and files. */
export const meetings = pgTable(
  'meetings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    title: text('title').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    roomId: integer('room_id').references(() => meetingRooms.id),
    online: boolean('online').notNull().default(false),
    status: text('status').$type<MeetingStatus>().notNull().default('scheduled'),
    organiserUserId: integer('organiser_user_id')
      .notNull()
      .references(() => users.id),
    organiserName: text('organiser_name').notNull(),
    minuteTakerUserId: integer('minute_taker_user_id').references(() => users.id),
    agenda: text('agenda').notNull().default(''),
    minutes: text('minutes').notNull().default(''),
    attachments: jsonb('attachments').$type<CommentAttachment[]>().notNull().default([]),
    /** The online meeting's chat group (`meeting-<id>`), set on the first join. */
    chatGroupId: text('chat_group_id'),
    /** The start time the 15-minute reminder went out for: a moved meeting is reminded again. */
    remindedFor: timestamp('reminded_for', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('meetings_room_time_idx').on(t.roomId, t.startAt),
    index('meetings_comp_time_idx').on(t.compId, t.startAt),
    index('meetings_remind_idx').on(t.status, t.startAt),
  ],
);

/** Who is invited to a meeting and what they answered; the organiser is not a row. */
export const meetingParticipants = pgTable(
  'meeting_participants',
  {
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The staff name when invited. */
    name: text('name').notNull(),
    response: text('response').$type<MeetingResponse>().notNull().default('pending'),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.userId] }),
    index('meeting_participants_user_idx').on(t.compId, t.userId),
  ],
);
