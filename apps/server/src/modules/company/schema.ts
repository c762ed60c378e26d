import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { platformAdmins, users } from '../auth/schema.ts';

/** A company (the spec's vip): its id is the session's compId. */
export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 20001 }),
    compName: text('comp_name').notNull(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    /** 1 outsourcing provider (HRO endpoints), 0 ordinary company (customer endpoints). */
    sysType: smallint('sys_type').notNull().default(0),
    status: smallint('status').notNull().default(1),
    // Profile (company module): edited by the company account or a staff admin.
    shortName: text('short_name'),
    industry: text('industry'),
    scale: text('scale'),
    province: text('province'),
    city: text('city'),
    address: text('address'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    email: text('email'),
    website: text('website'),
    logoUrl: text('logo_url'),
    intro: text('intro'),
    /** A platform admin's tag for the company (spec company list filter compLabel). */
    compLabel: text('comp_label'),
    /** Verification: 0 none, 1 pending, 2 approved, 3 rejected (AttestStatus). */
    attestStatus: smallint('attest_status').notNull().default(0),
    /** Optimistic concurrency of profile edits. */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('companies_name_uq').on(sql`lower(${t.compName})`),
    index('companies_owner_idx').on(t.ownerUserId),
  ],
);

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
    /** Optimistic concurrency of reviews (resource kit transitions). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    /** Optimistic concurrency of handling (resource kit transitions). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trial_applications_status_idx').on(t.applyStatus, t.createdAt)],
);
