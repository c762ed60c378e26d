import type { ItemEffect, ItemSource, ProrateRule, RoundingRule } from '@renli/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
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
import { companyStaff } from '../../staff/schema.ts';

// Tables of salary's wage part (docs/product/salary.md, "Items, formulas and salary archives").

/**
 * A company's wage items (工资项). System items (gross … net) are stored only once a company edits
 * one; until then the code's defaults stand in (reading writes nothing).
 */
export const salaryItems = pgTable(
  'salary_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    source: text('source').$type<ItemSource>().notNull(),
    effect: text('effect').$type<ItemEffect>().notNull(),
    taxFree: boolean('tax_free').notNull().default(false),
    formula: text('formula'),
    rounding: text('rounding').$type<RoundingRule>().notNull().default('cent'),
    prorated: boolean('prorated').notNull().default(false),
    showOnPayslip: boolean('show_on_payslip').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('salary_items_code_uq').on(t.compId, t.code),
    uniqueIndex('salary_items_name_uq').on(t.compId, t.name),
  ],
);

/** The chosen items of a group, in payslip order. */
export interface GroupItemEntry {
  code: string;
  showOnPayslip: boolean;
}

/** A salary group (薪资组): who is paid together, with which items and rules. */
export const salaryGroups = pgTable(
  'salary_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    /** 1 HRM, 2 HRO. */
    employeeType: smallint('employee_type').notNull(),
    clientCompany: text('client_company'),
    prorate: text('prorate').$type<ProrateRule>().notNull().default('payDays'),
    overtimeBaseItems: jsonb('overtime_base_items').$type<string[]>().notNull().default([]),
    items: jsonb('items').$type<GroupItemEntry[]>().notNull().default([]),
    /** HRO service fee: perHead (yuan) or percentOfGross (%). */
    feeKind: text('fee_kind').$type<'perHead' | 'percentOfGross'>(),
    feeValue: numeric('fee_value', { precision: 14, scale: 4, mode: 'string' }),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('salary_groups_name_uq').on(t.compId, t.name)],
);

/** A staff member's salary archive (薪资档案): the group; the amounts are its versions. */
export const salaryArchives = pgTable(
  'salary_archives',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => companyStaff.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => salaryGroups.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('salary_archives_staff_uq').on(t.staffId),
    index('salary_archives_group_idx').on(t.compId, t.groupId),
  ],
);

/** Fixed items' monthly amounts from a day on, until the next version's day. */
export const salaryArchiveVersions = pgTable(
  'salary_archive_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    archiveId: integer('archive_id')
      .notNull()
      .references(() => salaryArchives.id, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** set | raise | regularize | other */
    reason: text('reason').notNull(),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('salary_archive_versions_day_uq').on(t.archiveId, t.effectiveFrom)],
);

/** One fixed item's monthly amount in a version. */
export const salaryArchiveAmounts = pgTable(
  'salary_archive_amounts',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => salaryArchiveVersions.id, { onDelete: 'cascade' }),
    itemCode: text('item_code').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('salary_archive_amounts_uq').on(t.versionId, t.itemCode),
    // "In use by an archive" when an item is deleted.
    index('salary_archive_amounts_item_idx').on(t.itemCode).where(sql`${t.amount} <> 0`),
  ],
);
