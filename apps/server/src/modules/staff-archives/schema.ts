import type { ArchiveInfo, ReviewedChanges } from '@renli/contracts';
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
import { customValuesColumn } from '../../core/resources/schema.ts';
import { timestamps } from '../../db/columns.ts';
import { users } from '../auth/schema.ts';
import { companies } from '../company/schema.ts';
import { departments, positions, ranks } from '../org/schema.ts';
import { companyStaff } from '../staff/schema.ts';

type Rows<K extends keyof ArchiveInfo> = NonNullable<ArchiveInfo[K]>;

/**
 * The staff archive (员工档案): one per employment, i.e. per `company_staff` row (docs/product/staff.md,
 * "Archives"). The job columns mirror the employment's version in effect today; the history is
 * `staff_job_versions`.
 */
export const staffArchives = pgTable(
  'staff_archives',
  {
    /** The spec's `archivesId`. */
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => companyStaff.id),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    // Identity
    idNumber: text('id_number'),
    sex: smallint('sex'),
    birthDate: date('birth_date', { mode: 'string' }),
    nationality: text('nationality'),
    ethnicity: text('ethnicity'),
    hukouType: smallint('hukou_type'),
    hukouAddress: text('hukou_address'),
    politicalStatus: smallint('political_status'),
    maritalStatus: smallint('marital_status'),
    // Contact
    personalEmail: text('personal_email'),
    currentAddress: text('current_address'),
    emergencyContacts: jsonb('emergency_contacts').$type<Rows<'emergencyContacts'>>().notNull().default([]),
    // Education and work
    education: jsonb('education').$type<Rows<'education'>>().notNull().default([]),
    /** The largest level among `education` (EDUCATION_LEVELS code), kept for the roster's filters. */
    highestEducation: smallint('highest_education'),
    workHistory: jsonb('work_history').$type<Rows<'workHistory'>>().notNull().default([]),
    // Money accounts
    bankName: text('bank_name'),
    bankAccount: text('bank_account'),
    socialSecurityNo: text('social_security_no'),
    housingFundNo: text('housing_fund_no'),
    documents: jsonb('documents').$type<Rows<'documents'>>().notNull().default([]),
    // Job facts in effect today (the version applied last)
    empStatus: smallint('emp_status').notNull().default(2),
    workLocation: text('work_location'),
    clientCompany: text('client_company'),
    salaryGrade: text('salary_grade'),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    probationEnd: date('probation_end', { mode: 'string' }),
    officialDate: date('official_date', { mode: 'string' }),
    /** Last working day of an ended employment. */
    lastDay: date('last_day', { mode: 'string' }),
    /** HR's note on the person (the spec's `editStaffRemarks`). */
    remarks: text('remarks'),
    /** The company's own fields (docs/modules.md, "Custom fields"). */
    custom: customValuesColumn(),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('staff_archives_staff_uq').on(t.staffId),
    index('staff_archives_comp_idx').on(t.compId, t.empStatus, t.entryDate),
    // The roster's default order (entry date, either way) read a page at a time, each archive's
    // version in effect found by staff_job_versions_day_uq (docs/benchmarks.md, "Roster").
    index('staff_archives_entry_idx').on(t.compId, t.entryDate, t.staffId),
    index('staff_archives_probation_idx').on(t.compId, t.probationEnd),
  ],
);

/**
 * An employment's job facts from a China date until the next version begins (`effective_to`,
 * exclusive; null for the latest). A change scheduled for a later day is a version not yet
 * `applied`; it can be moved or cancelled until then (docs/product/staff.md, "Employment and its
 * history").
 */
export const staffJobVersions = pgTable(
  'staff_job_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => companyStaff.id),
    /** entry | regularize | transfer | dimission | correction */
    kind: text('kind').notNull(),
    /** The entry, change or correction record that made it, by kind. */
    sourceId: integer('source_id'),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }),
    deptId: integer('dept_id').references(() => departments.id),
    positionId: integer('position_id').references(() => positions.id),
    rankId: integer('rank_id').references(() => ranks.id, { onDelete: 'set null' }),
    employeeType: smallint('employee_type').notNull(),
    empStatus: smallint('emp_status').notNull(),
    workLocation: text('work_location'),
    clientCompany: text('client_company'),
    salaryGrade: text('salary_grade'),
    applied: boolean('applied').notNull().default(false),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('staff_job_versions_day_uq').on(t.staffId, t.effectiveFrom),
    // The roster as of a day reads the versions whose range holds it (docs/benchmarks.md, "Roster").
    index('staff_job_versions_asof_idx').on(t.compId, t.effectiveFrom, t.effectiveTo),
    // The roster filtered by a department subtree counts its versions without reading the others.
    index('staff_job_versions_dept_idx').on(t.compId, t.deptId),
    index('staff_job_versions_due_idx').on(t.effectiveFrom).where(sql`not ${t.applied}`),
  ],
);

/**
 * An employee's request to change identity or bank fields of their archive (HR_REVIEWED_INFO_FIELDS),
 * waiting for HR: 1 pending, 2 approved (applied to the archive), 3 rejected with a reason
 * (docs/product/staff.md, "Archives (员工档案) and my record").
 */
export const staffArchiveRequests = pgTable(
  'staff_archive_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => companyStaff.id),
    changes: jsonb('changes').$type<ReviewedChanges>().notNull(),
    status: smallint('status').notNull().default(1),
    /** Why HR refused it. */
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // One pending request per employment: a second one waits until HR decided the first.
    uniqueIndex('staff_archive_requests_pending_uq').on(t.staffId).where(sql`${t.status} = 1`),
    index('staff_archive_requests_queue_idx').on(t.compId, t.status, t.createdAt),
  ],
);
