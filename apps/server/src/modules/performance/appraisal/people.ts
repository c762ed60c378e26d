import type { DbOrTx } from '../../../db/client.ts';
import { orgFlowFacts } from '../../org/flow-facts.ts';
import { activeOrgRecordNames } from '../../org/references.ts';
import { staffNamesOf } from '../../staff/job.ts';
import { activeStaffOfUser } from '../../staff/records.ts';

// Names and heads the appraisal shows and checks, through the staff and org modules' services (a
// module never reads another's tables, docs/architecture.md).

/** Staff names of logins of the company (reviewers, actors of the history), by user id. */
export async function namesOfUsers(db: DbOrTx, compId: number, userIds: readonly number[]) {
  const staffOf = new Map<number, number>();
  for (const userId of new Set(userIds)) {
    const staff = await activeStaffOfUser(db, compId, userId);
    if (staff) staffOf.set(userId, staff.id);
  }
  const names = await staffNamesOf(db, compId, [...staffOf.values()]);
  return new Map([...staffOf].map(([userId, staffId]) => [userId, names.get(staffId) ?? '']));
}

/** Names of the sheets' people and departments. */
export async function sheetNames(
  db: DbOrTx,
  compId: number,
  sheets: readonly { staffId: number; departmentId: number | null }[],
) {
  const [staff, departments] = await Promise.all([
    staffNamesOf(
      db,
      compId,
      sheets.map((s) => s.staffId),
    ),
    activeOrgRecordNames(
      db,
      'department',
      sheets.map((s) => s.departmentId),
    ),
  ]);
  return {
    staffName: (s: { staffId: number }) => staff.get(s.staffId) ?? '',
    departmentName: (s: { departmentId: number | null }) =>
      s.departmentId === null ? '' : (departments.get(s.departmentId) ?? ''),
  };
}

/** Which of these departments `userId` heads. */
export async function departmentsHeadedBy(
  db: DbOrTx,
  compId: number,
  userId: number,
  departmentIds: readonly (number | null)[],
): Promise<Set<number>> {
  const facts = await orgFlowFacts(db, compId);
  const headed = new Set<number>();
  for (const id of new Set(departmentIds))
    if (id !== null && (await facts.departmentHead(id)) === userId) headed.add(id);
  return headed;
}
