import type { DictType } from '@renli/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Every platform dictionary in one table: `type` is the back-office page, `group_code` a named list
 * inside it (education levels, the region tree, one city's business districts), `parent_id` makes
 * TreeTable items a tree, and `extra` holds the type's own fields (checked by `dictExtraSchemas`).
 */
export const dictItems = pgTable(
  'dict_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').$type<DictType>().notNull(),
    groupCode: text('group_code').notNull().default(''),
    parentId: integer('parent_id'),
    code: text('code').notNull(),
    labelZh: text('label_zh').notNull(),
    labelEn: text('label_en').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** 1 enabled (served to apps), 2 disabled. */
    status: smallint('status').notNull().default(1),
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dict_items_code_uq').on(t.type, t.groupCode, t.code),
    index('dict_items_list_idx').on(t.type, t.groupCode, t.sort),
    index('dict_items_parent_idx').on(t.parentId),
  ],
);
