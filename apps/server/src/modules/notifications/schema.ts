import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';
import { companies } from '../company/schema.ts';

/**
 * Reminders (`/cNewsRemind`). A reminder belongs to one login acting in one company (`comp_id`) or
 * as their personal identity (`comp_id` null). Title and content are message keys with parameters,
 * rendered in the reader's language when listed, so one row reads well in zh-CN and en.
 */
export const newsReminds = pgTable(
  'news_reminds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    compId: integer('comp_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** One of REMINDER_TYPES (contracts). */
    type: text('type').notNull(),
    titleKey: text('title_key').notNull(),
    contentKey: text('content_key').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    /** An in-app hash route (`#/other/setting/company`). */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('news_reminds_owner_idx').on(t.userId, t.compId, t.createdAt.desc()),
    index('news_reminds_unread_idx').on(t.userId, t.compId, t.type).where(sql`${t.readAt} is null`),
  ],
);
