import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { companies } from '../company/schema.ts';

// The organisation's own records: departments, positions and ranks. Companies belong to the company
// module and staff records to the staff module (docs/decisions.md 43).

/** A company's departments, a tree by `parentId`. */
export const departments = pgTable(
  'departments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    /** 负责人: a login of the company (checked on write); approval flows ask for it (approval.md). */
    leaderUserId: integer('leader_user_id'),
    /** 1 active, 2 removed (spec: department removal by status 2). */
    status: smallint('status').notNull().default(1),
    /** Optimistic concurrency: every update increments it; a stale one is refused. */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('departments_comp_idx').on(t.compId, t.status)],
);

/** A company's positions (职位); removal is status 2, so a name is unique among active rows only. */
export const positions = pgTable(
  'positions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    deptId: integer('dept_id').references(() => departments.id),
    description: text('description'),
    sort: integer('sort').notNull().default(0),
    /** 1 active, 2 removed. */
    status: smallint('status').notNull().default(1),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    // Backs the service's duplicate check against concurrent writes.
    uniqueIndex('positions_name_uq').on(t.compId, sql`lower(${t.name})`).where(sql`${t.status} <> 2`),
    index('positions_comp_idx').on(t.compId, t.status),
  ],
);

/** A company's ranks (职级): a name and a level 1..99; removal deletes the row. */
export const ranks = pgTable(
  'ranks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    level: integer('level').notNull(),
    description: text('description'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('ranks_name_uq').on(t.compId, sql`lower(${t.name})`)],
);
