import type { ArchiveInfo } from '@renli/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { users } from '../auth/schema.ts';
import { companies } from '../company/schema.ts';
import { departments, positions, ranks } from '../org/schema.ts';
import { companyStaff } from '../staff/schema.ts';

/**
 * An entry (入职): someone the company has hired who has not started yet, with what they filled in
 * on the registration form (docs/product/staff.md, "Entry (入职)"). Confirming it makes their staff
 * record (`staff_id`), archive and first job version.
 */
export const staffEntries = pgTable(
  'staff_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    staffName: text('staff_name').notNull(),
    /** The login code the staff record will be bound to. */
    mobile: text('mobile').notNull(),
    email: text('email'),
    /** 1 male, 2 female. */
    gender: smallint('gender'),
    deptId: integer('dept_id').references(() => departments.id),
    positionId: integer('position_id').references(() => positions.id),
    rankId: integer('rank_id').references(() => ranks.id, { onDelete: 'set null' }),
    /** 1 internal (HRM), 2 outsourced (HRO). */
    employeeType: smallint('employee_type').notNull().default(1),
    clientCompany: text('client_company'),
    workLocation: text('work_location'),
    jobNo: text('job_no'),
    salaryGrade: text('salary_grade'),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    probationMonths: smallint('probation_months').notNull().default(0),
    remarks: text('remarks'),
    /** 1 pending, 2 joined, 3 cancelled. */
    status: smallint('status').notNull().default(1),
    cancelReason: text('cancel_reason'),
    /** The registration form as the hire filled it in so far. */
    info: jsonb('info').$type<ArchiveInfo>().notNull().default({}),
    /** 0 not sent, 1 sent and waiting, 2 filled in. */
    infoStatus: smallint('info_status').notNull().default(0),
    infoSubmittedAt: timestamp('info_submitted_at', { withTimezone: true }),
    /** SHA-256 (hex) of the form link's token; the token itself is never stored. */
    linkTokenHash: text('link_token_hash'),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }),
    /** Addresses of the files uploaded through the form: only these may be its documents. */
    uploads: jsonb('uploads').$type<string[]>().notNull().default([]),
    /** The login that created the entry: the hire's uploads are stored in its name, its bell rings. */
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    staffId: integer('staff_id').references(() => companyStaff.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** False from confirmation until `staff.joined` and `user.profileChanged` were emitted (announce.ts). */
    announced: boolean('announced').notNull().default(true),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('staff_entries_list_idx').on(t.compId, t.status, t.entryDate),
    uniqueIndex('staff_entries_link_uq').on(t.linkTokenHash),
    // One pending entry per mobile number and per job number in a company.
    uniqueIndex('staff_entries_pending_mobile_uq').on(t.compId, t.mobile).where(sql`${t.status} = 1`),
    uniqueIndex('staff_entries_pending_job_no_uq').on(t.compId, t.jobNo).where(sql`${t.status} = 1`),
    index('staff_entries_unannounced_idx').on(t.id).where(sql`not ${t.announced}`),
  ],
);
