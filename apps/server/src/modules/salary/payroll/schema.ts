import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../../db/columns.ts';
import { users } from '../../auth/schema.ts';
import { companies } from '../../company/schema.ts';
import { companyStaff } from '../../staff/schema.ts';

// Tables of salary's payroll part (docs/product/salary.md, "Payroll runs"). Money is numeric, read
// as strings and computed with decimal.js.

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'string' });

/** A run's sums, kept with the run so the list needs no pass over its lines. */
export interface PayrollRunTotals {
  gross: string;
  socialPersonal: string;
  fundPersonal: string;
  socialCompany: string;
  fundCompany: string;
  tax: string;
  net: string;
  cost: string;
}

/** One run per company, month and salary group (`payroll_runs_month_uq`). */
export const payrollRuns = pgTable(
  'payroll_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    month: text('month').notNull(),
    /** The wage part's salary group (read through `payrollGroupOf`; no foreign key across parts). */
    groupId: integer('group_id').notNull(),
    name: text('name').notNull(),
    employeeType: smallint('employee_type').notNull(),
    status: smallint('status').notNull().default(1),
    approvalInstanceId: integer('approval_instance_id'),
    totals: jsonb('totals').$type<PayrollRunTotals>(),
    headcount: integer('headcount').notNull().default(0),
    calculatedAt: timestamp('calculated_at', { withTimezone: true }),
    /** Whether attendance had locked the month when the run was last calculated. */
    attendanceLocked: boolean('attendance_locked').notNull().default(false),
    /** HRO: service fee per head billed to the client company. */
    serviceFee: money('service_fee'),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [uniqueIndex('payroll_runs_month_uq').on(t.compId, t.month, t.groupId)],
);

/** One person's result in a run; `inputs` is the audit trail of every figure. */
export const payrollLines = pgTable(
  'payroll_lines',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => companyStaff.id),
    month: text('month').notNull(),
    /** Item code → decimal string. */
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    gross: money('gross').notNull(),
    taxable: money('taxable').notNull(),
    taxFree: money('tax_free').notNull(),
    socialPersonal: money('social_personal').notNull(),
    fundPersonal: money('fund_personal').notNull(),
    specialDeductions: money('special_deductions').notNull(),
    tax: money('tax').notNull(),
    net: money('net').notNull(),
    bankName: text('bank_name'),
    bankAccount: text('bank_account'),
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.staffId] }),
    // The year's earlier lines of a person feed the cumulative tax (WageTaxPrior).
    index('payroll_lines_staff_month_idx').on(t.compId, t.staffId, t.month),
  ],
);

/** HR's entries of input items, kept across recalculation. */
export const payrollInputs = pgTable(
  'payroll_inputs',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => companyStaff.id),
    code: text('code').notNull(),
    value: money('value').notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.staffId, t.code] })],
);
