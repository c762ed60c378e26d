import { boolean, index, integer, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../../db/columns.ts';
import { companies } from '../../company/schema.ts';
import { companyStaff } from '../../staff/schema.ts';

// Tables of salary's tax part (docs/product/salary.md, "Income tax"). Money is numeric, read as strings.

const yuan = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'string' });

/**
 * 专项附加扣除 per staff member: the kind and the details its standard needs; the monthly amount is
 * computed from them when read (deduction-rules.ts), so a changed standard changes one function.
 */
export const salaryTaxDeductions = pgTable(
  'salary_tax_deductions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => companyStaff.id),
    /** children | infant | continuingEducation | housingLoan | housingRent | elderly | seriousIllness. */
    kind: text('kind').notNull(),
    childCount: smallint('child_count'),
    /** 50 or 100. */
    sharePercent: smallint('share_percent'),
    /** degree | certificate. */
    educationType: text('education_type'),
    /** 1, 2 or 3. */
    cityTier: smallint('city_tier'),
    onlyChild: boolean('only_child'),
    /** Elderly support's shared monthly amount, or serious illness's yearly one. */
    amount: yuan('amount'),
    /** YYYY-MM, China time. */
    startMonth: text('start_month').notNull(),
    endMonth: text('end_month'),
    notes: text('notes'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('salary_tax_deductions_staff_idx').on(t.compId, t.staffId, t.startMonth),
    index('salary_tax_deductions_list_idx').on(t.compId, t.createdAt, t.id),
  ],
);

/** 劳务报酬: one payment to someone who is not on the payroll, its tax computed when recorded. */
export const salaryLaborPayments = pgTable(
  'salary_labor_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    payeeName: text('payee_name').notNull(),
    /** Kept whole for the tax return; lists and exports mask it. */
    idNumber: text('id_number').notNull(),
    mobile: text('mobile'),
    month: text('month').notNull(),
    amount: yuan('amount').notNull(),
    taxable: yuan('taxable').notNull(),
    /** Per cent of the bracket. */
    rate: text('rate').notNull(),
    tax: yuan('tax').notNull(),
    net: yuan('net').notNull(),
    note: text('note'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('salary_labor_payments_list_idx').on(t.compId, t.month, t.id)],
);
