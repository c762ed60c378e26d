import { EmployeeType, type StaffCounts, StaffStatus } from '@renli/contracts';
import { and, eq, gte, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { UserAuth } from '../../core/actor.ts';
import { chinaMonth } from '../../core/china-time.ts';
import type { DbOrTx } from '../../db/client.ts';
import { resolveCompanyActor } from '../org/actor.ts';
import { requireColumn } from '../permissions/access.ts';
import { companyStaff } from './schema.ts';
import { visibleStaffTypes } from './scope.ts';

const count = (condition?: SQL) =>
  condition ? sql<number>`(count(*) filter (where ${condition}))::int` : sql<number>`count(*)::int`;

/**
 * The workbench's head count: a staff-column read (docs/product/staff.md), like the staff module whose
 * numbers these are. Joined this month goes by entry date; records without one (most accounts are
 * added on the day someone starts) count from the day they were added.
 */
export async function countStaff(db: DbOrTx, auth: UserAuth, now = new Date()): Promise<StaffCounts> {
  const actor = await resolveCompanyActor(db, auth);
  await requireColumn(db, actor, 'staff', 'read');
  const month = chinaMonth(now);
  const joined = or(
    and(gte(companyStaff.entryDate, month.first), lt(companyStaff.entryDate, month.next)),
    and(
      isNull(companyStaff.entryDate),
      gte(companyStaff.createdAt, month.startsAt),
      lt(companyStaff.createdAt, month.endsAt),
    ),
  )!;
  const [row] = await db
    .select({
      active: count(),
      hrm: count(sql`${companyStaff.employeeType} = ${EmployeeType.HRM}`),
      hro: count(sql`${companyStaff.employeeType} = ${EmployeeType.HRO}`),
      joinedThisMonth: count(joined),
    })
    .from(companyStaff)
    .where(
      and(
        eq(companyStaff.compId, actor.compId),
        eq(companyStaff.status, StaffStatus.ACTIVE),
        visibleStaffTypes(actor),
      ),
    );
  return row ?? { active: 0, hrm: 0, hro: 0, joinedThisMonth: 0 };
}
