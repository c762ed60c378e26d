import type { PayslipFigure } from '@renli/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { payrollRuns } from '../payroll/schema.ts';

// Tables of salary's payslip part (docs/product/salary.md, "Payslips").

/**
 * One person's payslip of a published run: a snapshot of the figures the salary group shows, with
 * the gross and net, taken at publishing; a later recalculation of the run does not change it. A
 * revoked payslip stays (revoked) and publishing again writes new rows.
 */
export const salaryPayslips = pgTable(
  'salary_payslips',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    /** The payroll run (salary's payroll part). */
    runId: integer('run_id')
      .notNull()
      .references(() => payrollRuns.id),
    runName: text('run_name').notNull(),
    month: text('month').notNull(),
    employeeType: smallint('employee_type').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => companyStaff.id),
    /** The staff member's login at publishing: whom the bell, chat and e-mail reached. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    staffName: text('staff_name').notNull(),
    figures: jsonb('figures').$type<PayslipFigure[]>().notNull(),
    gross: numeric('gross', { precision: 14, scale: 2, mode: 'string' }).notNull(),
    net: numeric('net', { precision: 14, scale: 2, mode: 'string' }).notNull(),
    /** PayslipStatus: 1 已发布, 2 已查看, 3 已确认, 4 有疑问. */
    status: smallint('status').notNull().default(1),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: integer('published_by')
      .notNull()
      .references(() => users.id),
    readAt: timestamp('read_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    question: text('question'),
    questionedAt: timestamp('questioned_at', { withTimezone: true }),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => users.id),
    revoked: boolean('revoked').notNull().default(false),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // One live payslip per person and run; revoked ones stay beside the republished ones.
    uniqueIndex('salary_payslips_live_uq').on(t.runId, t.staffId).where(sql`${t.revoked} = false`),
    index('salary_payslips_comp_run_idx').on(t.compId, t.runId),
    index('salary_payslips_staff_idx').on(t.compId, t.staffId, t.month),
  ],
);

/**
 * A session that confirmed its login's identity (password or code) to open payslips, and until when
 * (docs/product/salary.md, "Payslips"). Keyed by the session, so another device must confirm again.
 */
export const salaryPayslipIdentity = pgTable('salary_payslip_identity', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  verifiedUntil: timestamp('verified_until', { withTimezone: true }).notNull(),
});
