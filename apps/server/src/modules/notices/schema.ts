// The tables of announcements (docs/product/oa-notice.md): categories, announcements, the audience
// each was published to with their reading, and comments.
import type { NoticeAttachment, NoticeStatus } from '@renli/contracts';
import {
  type AnyPgColumn,
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

/** Whom an announcement is for, as its author chose it; resolved to recipients when it is published. */
export interface NoticeAudienceValue {
  all: boolean;
  departmentIds: number[];
  staffIds: number[];
}

export const noticeCategories = pgTable(
  'notice_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('notice_categories_comp_name').on(t.compId, t.name)],
);

export const notices = pgTable(
  'notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => noticeCategories.id),
    title: text('title').notNull(),
    /** Sanitized HTML (core/rich-text.ts). */
    content: text('content').notNull(),
    attachments: jsonb('attachments').$type<NoticeAttachment[]>().notNull().default([]),
    audience: jsonb('audience').$type<NoticeAudienceValue>().notNull(),
    status: text('status').$type<NoticeStatus>().notNull().default('draft'),
    pinned: boolean('pinned').notNull().default(false),
    pinnedUntil: timestamp('pinned_until', { withTimezone: true }),
    commentsEnabled: boolean('comments_enabled').notNull().default(true),
    isPublic: boolean('is_public').notNull().default(false),
    /** When a scheduled one is due (null: published when pressed or approved). */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => users.id),
    authorName: text('author_name').notNull(),
    /** The approval a non-administrator's publish started. */
    approvalInstanceId: integer('approval_instance_id'),
    /** The last "remind the unread". */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** The announcement this one is a new version of; published, it withdraws that one. */
    previousId: integer('previous_id').references((): AnyPgColumn => notices.id, { onDelete: 'set null' }),
    revision: integer('revision').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('notices_comp_status').on(t.compId, t.status, t.publishedAt),
    index('notices_comp_author').on(t.compId, t.authorUserId, t.status),
    index('notices_due').on(t.status, t.publishAt),
  ],
);

export const noticeRecipients = pgTable(
  'notice_recipients',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    staffId: integer('staff_id').notNull(),
    staffName: text('staff_name').notNull(),
    deptName: text('dept_name'),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.noticeId, t.userId] }),
    index('notice_recipients_user').on(t.compId, t.userId, t.readAt),
  ],
);

export const noticeComments = pgTable(
  'notice_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    authorName: text('author_name').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notice_comments_notice').on(t.noticeId, t.id)],
);
