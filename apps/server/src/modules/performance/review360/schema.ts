import type { RaterRelation } from '@renli/contracts';
import {
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../../db/columns.ts';
import { users } from '../../auth/schema.ts';
import { companies } from '../../company/schema.ts';
import { perfSheetItems, perfSheets } from '../cycles/schema.ts';

// 360 reviews (docs/product/performance.md, "360"): the raters chosen for a sheet and their anonymous
// answers. Answers keep no link a reader of results can follow back to the rater.

/** A rater of a sheet: a colleague (by login) or an external person (name and mobile, one-time link). */
export const perfRaters = pgTable(
  'perf_raters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    sheetId: integer('sheet_id')
      .notNull()
      .references(() => perfSheets.id, { onDelete: 'cascade' }),
    relation: text('relation').$type<RaterRelation>().notNull(),
    raterUserId: integer('rater_user_id').references(() => users.id),
    externalName: text('external_name'),
    externalMobile: text('external_mobile'),
    /** Hash of the external rater's one-time link token. */
    tokenHash: text('token_hash'),
    /** 1 待评, 2 已评, 3 已撤销. */
    status: smallint('status').notNull().default(1),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('perf_raters_sheet_idx').on(t.sheetId), index('perf_raters_user_idx').on(t.raterUserId)],
);

/** One anonymous answer: a relation's score of one item of the 360 section, without the rater. */
export const perfRaterAnswers = pgTable(
  'perf_rater_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    sheetId: integer('sheet_id')
      .notNull()
      .references(() => perfSheets.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => perfSheetItems.id, { onDelete: 'cascade' }),
    relation: text('relation').$type<RaterRelation>().notNull(),
    /** Which submission it belongs to, random per rater and sheet, so answers group without naming. */
    submission: text('submission').notNull(),
    score: numeric('score', { precision: 12, scale: 4, mode: 'string' }).notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('perf_rater_answers_sheet_idx').on(t.sheetId),
    uniqueIndex('perf_rater_answers_uq').on(t.submission, t.itemId),
  ],
);
