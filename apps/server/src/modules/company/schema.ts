import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { platformAdmins } from '../auth/schema.ts';
import { companies } from '../org/schema.ts';

/** A company's verification requests; the latest decision is mirrored in companies.attest_status. */
export const companyAttestations = pgTable(
  'company_attestations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    creditCode: text('credit_code').notNull(),
    legalPerson: text('legal_person').notNull(),
    licenseUrl: text('license_url').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    /** 1 pending, 2 approved, 3 rejected. */
    applyStatus: smallint('apply_status').notNull().default(1),
    reason: text('reason'),
    reviewedBy: integer('reviewed_by').references(() => platformAdmins.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One pending application per company, also under concurrent submissions.
    uniqueIndex('company_attestations_pending_uq').on(t.compId).where(sql`${t.applyStatus} = 1`),
    index('company_attestations_status_idx').on(t.applyStatus, t.createdAt),
  ],
);

/** Public /try applications; handling one records who did it and never creates an account. */
export const trialApplications = pgTable(
  'trial_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compName: text('comp_name').notNull(),
    contactName: text('contact_name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email'),
    note: text('note'),
    /** 1 pending, 2 approved, 3 rejected. */
    applyStatus: smallint('apply_status').notNull().default(1),
    reason: text('reason'),
    handledBy: integer('handled_by').references(() => platformAdmins.id),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trial_applications_status_idx').on(t.applyStatus, t.createdAt)],
);
