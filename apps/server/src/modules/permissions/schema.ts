import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../company/schema.ts';
import { companyStaff } from '../staff/schema.ts';

/**
 * A company's column switches (栏目开通). Only changed columns have a row: no row means opened, so
 * companies that never touched the switches keep every column.
 */
export const companyColumns = pgTable(
  'company_columns',
  {
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    columnKey: text('column_key').notNull(),
    opened: boolean('opened').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.compId, t.columnKey] })],
);

/** One staff member's grant on one column: level 'read' or 'update' (which includes read). */
export const staffColumnGrants = pgTable(
  'staff_column_grants',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => companyStaff.id),
    columnKey: text('column_key').notNull(),
    level: text('level').$type<'read' | 'update'>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.columnKey] })],
);
