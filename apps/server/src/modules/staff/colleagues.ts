import { LoginStatus, StaffStatus } from '@renli/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { activeCompanyIds, companiesOwnedBy } from '../company/service.ts';
import { companyStaff } from './schema.ts';

/** Companies a login acts in now: as their owner, or as a joined staff member with an open login. */
async function companiesActedIn(db: DbOrTx, userIds: number[]) {
  const [owned, staffed] = await Promise.all([
    companiesOwnedBy(db, userIds),
    db
      .select({ userId: companyStaff.userId, compId: companyStaff.compId })
      .from(companyStaff)
      .where(
        and(
          inArray(companyStaff.userId, userIds),
          eq(companyStaff.status, StaffStatus.ACTIVE),
          eq(companyStaff.loginStatus, 1),
          inArray(companyStaff.compId, activeCompanyIds()),
        ),
      ),
  ]);
  return [...owned.filter((c) => c.active).map((c) => ({ userId: c.ownerUserId, compId: c.id })), ...staffed];
}

/**
 * Which of `candidates` share a company with `userId`, both acting in it now. The chat lets
 * colleagues see and message each other (docs/chat.md, "Who may see and message whom").
 */
export async function colleagueUserIds(
  db: DbOrTx,
  userId: number,
  candidates: number[],
): Promise<Set<number>> {
  if (candidates.length === 0) return new Set();
  const memberships = await companiesActedIn(db, [userId, ...candidates]);
  const mine = new Set(memberships.filter((m) => m.userId === userId).map((m) => m.compId));
  return new Set(memberships.filter((m) => m.userId !== userId && mine.has(m.compId)).map((m) => m.userId));
}

/**
 * The logins of a department's active staff whose login is open (they can chat), not of its
 * sub-departments: a department group's members (docs/chat.md, "Department groups").
 */
export async function departmentStaffUserIds(db: DbOrTx, compId: number, deptId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: companyStaff.userId })
    .from(companyStaff)
    .where(
      and(
        eq(companyStaff.compId, compId),
        eq(companyStaff.deptId, deptId),
        eq(companyStaff.status, StaffStatus.ACTIVE),
        eq(companyStaff.loginStatus, LoginStatus.OPEN),
      ),
    )
    .orderBy(companyStaff.id);
  return rows.map((row) => row.userId);
}
