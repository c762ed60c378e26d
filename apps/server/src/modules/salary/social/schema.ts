import type { ContributionItem, ContributionKind, RoundingRule } from '@renli/contracts';
import { sql } from 'drizzle-orm';
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
import { companies } from '../../company/schema.ts';
import { companyStaff } from '../../staff/schema.ts';

// Social insurance and housing fund (docs/product/salary.md, "Social insurance and housing fund").
// Money and rates are numeric, read as strings and computed with decimal.js; months are `YYYY-MM`.

const compId = () =>
  integer('comp_id')
    .notNull()
    .references(() => companies.id);
const staffId = () =>
  integer('staff_id')
    .notNull()
    .references(() => companyStaff.id);
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'string' });
const rate = (name: string) => numeric(name, { precision: 7, scale: 4, mode: 'string' });

/** A scheme (参保方案 / 公积金方案): a city's rules the company enrols people in. */
export const contributionSchemes = pgTable(
  'salary_contribution_schemes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: compId(),
    kind: text('kind').$type<ContributionKind>().notNull(),
    name: text('name').notNull(),
    cityCode: text('city_code').notNull().default(''),
    cityName: text('city_name').notNull().default(''),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('salary_contribution_schemes_name_uq').on(t.compId, t.kind, t.name)],
);

/** What a scheme charges from a month on, until the next version's month. */
export const contributionSchemeVersions = pgTable(
  'salary_contribution_scheme_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: compId(),
    schemeId: integer('scheme_id')
      .notNull()
      .references(() => contributionSchemes.id, { onDelete: 'cascade' }),
    effectiveFrom: text('effective_from').notNull(),
    baseMin: money('base_min').notNull(),
    baseMax: money('base_max').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('salary_contribution_scheme_versions_uq').on(t.schemeId, t.effectiveFrom)],
);

/** One insurance of a version: rates (per cent), fixed amounts, rounding. */
export const contributionSchemeItems = pgTable(
  'salary_contribution_scheme_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    versionId: integer('version_id')
      .notNull()
      .references(() => contributionSchemeVersions.id, { onDelete: 'cascade' }),
    item: text('item').$type<ContributionItem>().notNull(),
    companyRate: rate('company_rate').notNull(),
    personalRate: rate('personal_rate').notNull(),
    companyFixed: money('company_fixed').notNull().default('0'),
    personalFixed: money('personal_fixed').notNull().default('0'),
    rounding: text('rounding').$type<RoundingRule>().notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('salary_contribution_scheme_items_uq').on(t.versionId, t.item)],
);

/**
 * An enrolment (参保档案): a person paid under a scheme from `start_month` until the month before
 * `stop_month` (停缴月份, null while open). One open enrolment per person and kind.
 */
export const contributionEnrolments = pgTable(
  'salary_contribution_enrolments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: compId(),
    kind: text('kind').$type<ContributionKind>().notNull(),
    staffId: staffId(),
    schemeId: integer('scheme_id')
      .notNull()
      .references(() => contributionSchemes.id),
    base: money('base').notNull(),
    startMonth: text('start_month').notNull(),
    stopMonth: text('stop_month'),
    accountNo: text('account_no').notNull().default(''),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('salary_contribution_enrolments_open_uq')
      .on(t.compId, t.kind, t.staffId)
      .where(sql`${t.stopMonth} is null`),
    index('salary_contribution_enrolments_staff_idx').on(t.compId, t.kind, t.staffId),
    index('salary_contribution_enrolments_scheme_idx').on(t.schemeId),
  ],
);

/** A month's list of a kind: draft while HR generates and adjusts it, confirmed once locked. */
export const contributionMonths = pgTable(
  'salary_contribution_months',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: compId(),
    kind: text('kind').$type<ContributionKind>().notNull(),
    month: text('month').notNull(),
    status: text('status').$type<'draft' | 'confirmed'>().notNull().default('draft'),
    /** When the regular lines were last generated; null: only back-payments or adjustments so far. */
    generatedAt: timestamp('generated_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('salary_contribution_months_uq').on(t.compId, t.kind, t.month)],
);

/** A line of a month: one person's insurance (regular), a back-payment or an adjustment. */
export const contributionLines = pgTable(
  'salary_contribution_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: compId(),
    monthId: integer('month_id')
      .notNull()
      .references(() => contributionMonths.id, { onDelete: 'cascade' }),
    staffId: staffId(),
    type: text('type').$type<'regular' | 'backPay' | 'adjustment'>().notNull(),
    item: text('item').$type<ContributionItem>().notNull(),
    forMonth: text('for_month').notNull(),
    base: money('base').notNull(),
    companyRate: rate('company_rate').notNull(),
    personalRate: rate('personal_rate').notNull(),
    company: money('company').notNull(),
    personal: money('personal').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('salary_contribution_lines_month_idx').on(t.monthId, t.staffId)],
);
