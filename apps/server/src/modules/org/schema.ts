import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

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

export const departments = pgTable(
  'departments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    /** 1 active, 2 removed (spec: department removal by status 2). */
    status: smallint('status').notNull().default(1),
    /** Optimistic concurrency: every update increments it; a stale one is refused. */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('departments_comp_idx').on(t.compId, t.status)],
);

/** A staff member of a company: a child account bound to a person's login. */
export const companyStaff = pgTable(
  'company_staff',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 30001 }),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    staffName: text('staff_name').notNull(),
    deptId: integer('dept_id').references(() => departments.id),
    position: text('position'),
    /** 1 internal (HRM), 2 outsourced (HRO). */
    employeeType: smallint('employee_type').notNull().default(1),
    staffAdmin: smallint('staff_admin').notNull().default(0),
    /** Which staff the admin flag covers: 'hrm', 'hro' or 'hrm,hro'. */
    adminScope: text('admin_scope').notNull().default(''),
    /** 1 may log in, 2 login closed. */
    loginStatus: smallint('login_status').notNull().default(1),
    // Staff account details (staff-accounts module).
    email: text('email'),
    positionId: integer('position_id').references(() => positions.id),
    rankId: integer('rank_id').references(() => ranks.id, { onDelete: 'set null' }),
    /** The company's own job number (工号), unique among its active staff. */
    jobNo: text('job_no'),
    entryDate: date('entry_date', { mode: 'string' }),
    /** 1 active, 2 removed (a removed staff member's login is closed too). */
    status: smallint('status').notNull().default(1),
    /** Optimistic concurrency of staff account edits. */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    // One current record per login and company; a re-hired person gets a new record beside the removed one.
    uniqueIndex('company_staff_member_uq').on(t.compId, t.userId).where(sql`${t.status} <> 2`),
    index('company_staff_user_idx').on(t.userId),
    uniqueIndex('company_staff_job_no_uq')
      .on(t.compId, t.jobNo)
      .where(sql`${t.status} <> 2 and ${t.jobNo} is not null`),
  ],
);

/** A company's positions (职位); removal is status 2, so a name is unique among active rows only. */
export const positions = pgTable(
  'positions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    deptId: integer('dept_id').references(() => departments.id),
    description: text('description'),
    sort: integer('sort').notNull().default(0),
    /** 1 active, 2 removed. */
    status: smallint('status').notNull().default(1),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    // Backs the service's duplicate check against concurrent writes.
    uniqueIndex('positions_name_uq').on(t.compId, sql`lower(${t.name})`).where(sql`${t.status} <> 2`),
    index('positions_comp_idx').on(t.compId, t.status),
  ],
);

/** A company's ranks (职级): a name and a level 1..99; removal deletes the row. */
export const ranks = pgTable(
  'ranks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    level: integer('level').notNull(),
    description: text('description'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('ranks_name_uq').on(t.compId, sql`lower(${t.name})`)],
);
