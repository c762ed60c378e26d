import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { users } from '../auth/schema.ts';
import { companies } from '../company/schema.ts';
import { departments, positions, ranks } from '../org/schema.ts';

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
    // Staff account details (`/compStaffMember`, accounts.ts).
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
    // The roster's default order (newest first) read a page at a time (docs/modules.md, "List performance").
    index('company_staff_list_idx').on(t.compId, t.createdAt, t.id),
    uniqueIndex('company_staff_job_no_uq')
      .on(t.compId, t.jobNo)
      .where(sql`${t.status} <> 2 and ${t.jobNo} is not null`),
  ],
);
