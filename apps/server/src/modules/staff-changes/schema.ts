import type { JobFacts, NamedJobFacts } from '@renli/contracts';
import { date, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { users } from '../auth/schema.ts';
import { companies } from '../company/schema.ts';
import { companyStaff } from '../staff/schema.ts';

/** A 离职 checklist item as stored: who ticked it is kept by login and by name as it was then. */
export interface StoredChecklistItem {
  key: string;
  done: boolean;
  doneBy: number | null;
  doneByName: string | null;
  doneAt: string | null;
}

/**
 * 转正 (kind 1), 调动 (2) and 离职 (3) of an employment (docs/product/staff.md, "转正, 调动 and 离职"):
 * asked for (status 1), confirmed into a scheduled version of the employment (2, `version_id`) or
 * cancelled (3). `effective_from` is the version's first day: the effective date, or for 离职 the
 * day after the last working day (`effective_date`).
 */
export const staffChanges = pgTable(
  'staff_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => companyStaff.id),
    kind: smallint('kind').notNull(),
    status: smallint('status').notNull().default(1),
    /** The employee's name when asked for (searched, sorted and exported as it was). */
    staffName: text('staff_name').notNull(),
    /** The employee type before the change: which admins (HRM, HRO) see it. */
    employeeType: smallint('employee_type').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** The facts it sets (转正: official; 调动: what HR changed; 离职: left). */
    changes: jsonb('changes').$type<Partial<JobFacts>>().notNull(),
    /** The facts before and after, with names, as of the last time it was asked or confirmed. */
    before: jsonb('before').$type<NamedJobFacts>().notNull(),
    after: jsonb('after').$type<NamedJobFacts>().notNull(),
    evaluation: text('evaluation'),
    reasonType: smallint('reason_type'),
    reason: text('reason'),
    handoverStaffId: integer('handover_staff_id').references(() => companyStaff.id),
    checklist: jsonb('checklist').$type<StoredChecklistItem[]>().notNull().default([]),
    /** The scheduled version (staff_job_versions.id); no foreign key, since cancelling deletes it. */
    versionId: integer('version_id'),
    /** The employee, when they asked themselves. */
    requestedBy: integer('requested_by').references(() => users.id),
    cancelReason: text('cancel_reason'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('staff_changes_list_idx').on(t.compId, t.kind, t.status, t.effectiveFrom),
    index('staff_changes_staff_idx').on(t.staffId, t.kind, t.status),
  ],
);
