import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';
import { companies } from '../company/schema.ts';

/**
 * Pages a login opened lately (`/accountCtl/*RecentAccess*`), per identity like reminders: `comp_id`
 * null is the personal identity. One row per page, its time moved forward on each visit.
 */
export const recentAccesses = pgTable(
  'recent_accesses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    compId: integer('comp_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** The page's menu key (its path without parameters). */
    routeKey: text('route_key').notNull(),
    titleKey: text('title_key').notNull(),
    accessedAt: timestamp('accessed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recent_accesses_owner_idx').on(t.userId, t.compId, t.accessedAt.desc())],
);
