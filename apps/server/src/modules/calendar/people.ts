import type { DbOrTx } from '../../db/client.ts';
import { staffNamesOf } from '../staff/job.ts';
import { activeStaffOfUser, activeStaffUserIds } from '../staff/records.ts';

// Names and membership of the people a calendar names, through the staff module's services (a
// module never reads another's tables, docs/architecture.md).

/** Staff names of logins of the company, by user id ('' for a login without an active staff record). */
export async function namesOfUsers(db: DbOrTx, compId: number, userIds: readonly number[]) {
  const staffOf = new Map<number, number>();
  for (const userId of new Set(userIds)) {
    const staff = await activeStaffOfUser(db, compId, userId);
    if (staff) staffOf.set(userId, staff.id);
  }
  const names = await staffNamesOf(db, compId, [...staffOf.values()]);
  return new Map([...new Set(userIds)].map((userId) => [userId, names.get(staffOf.get(userId) ?? 0) ?? '']));
}

/** Whether every one of `userIds` is active staff of the company. */
export async function allActiveStaff(db: DbOrTx, compId: number, userIds: readonly number[]) {
  const active = await activeStaffUserIds(db, compId, userIds);
  return userIds.every((id) => active.has(id));
}
