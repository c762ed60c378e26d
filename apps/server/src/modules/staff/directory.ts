import { StaffStatus } from '@renli/contracts';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companyStaff } from './schema.ts';

// Who a company's people are by login, for modules that address people rather than staff records
// (work reports' reviewers and reminder rules, docs/product/oa-diary.md). Only this module reads
// `company_staff` (docs/decisions.md 43).

export interface StaffPerson {
  userId: number;
  staffId: number;
  name: string;
  deptId: number | null;
}

/**
 * The company's active staff whose login is among `userIds` or whose department is among `deptIds`
 * (either list may be empty), ordered by staff id.
 */
export async function activeStaffPeople(
  db: DbOrTx,
  compId: number,
  filter: { userIds?: readonly number[]; deptIds?: readonly number[] },
): Promise<StaffPerson[]> {
  const userIds = [...new Set(filter.userIds ?? [])];
  const deptIds = [...new Set(filter.deptIds ?? [])];
  if (userIds.length === 0 && deptIds.length === 0) return [];
  return db
    .select({
      userId: companyStaff.userId,
      staffId: companyStaff.id,
      name: companyStaff.staffName,
      deptId: companyStaff.deptId,
    })
    .from(companyStaff)
    .where(
      and(
        eq(companyStaff.compId, compId),
        eq(companyStaff.status, StaffStatus.ACTIVE),
        or(
          userIds.length > 0 ? inArray(companyStaff.userId, userIds) : undefined,
          deptIds.length > 0 ? inArray(companyStaff.deptId, deptIds) : undefined,
        ),
      ),
    )
    .orderBy(asc(companyStaff.id));
}

/** The names people of the company go by, by login, whatever their status now (past reports stay readable). */
export async function staffNamesByUser(
  db: DbOrTx,
  compId: number,
  userIds: readonly number[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(userIds)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ userId: companyStaff.userId, name: companyStaff.staffName, status: companyStaff.status })
    .from(companyStaff)
    .where(and(eq(companyStaff.compId, compId), inArray(companyStaff.userId, wanted)))
    .orderBy(asc(companyStaff.id));
  const names = new Map<number, string>();
  // An active record's name wins over an earlier removed one of the same login.
  for (const row of rows)
    if (!names.has(row.userId) || row.status === StaffStatus.ACTIVE) names.set(row.userId, row.name);
  return names;
}
