import type { CompanyActor } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companyNamesOf } from '../company/directory.ts';
import { staffNamesOf } from '../staff/job.ts';
import { activeStaffOfUser, activeStaffUserIds } from '../staff/records.ts';

// People of a meeting, through the staff and company modules' services (a module never reads
// another's tables, docs/architecture.md).

/** Staff names of the company's active staff among these logins, by user id; others are left out. */
export async function activeStaffNames(
  db: DbOrTx,
  compId: number,
  userIds: readonly number[],
): Promise<Map<number, string>> {
  const active = await activeStaffUserIds(db, compId, userIds);
  const staffOf = new Map<number, number>();
  for (const userId of active) {
    const staff = await activeStaffOfUser(db, compId, userId);
    if (staff) staffOf.set(userId, staff.id);
  }
  const names = await staffNamesOf(db, compId, [...staffOf.values()]);
  return new Map([...staffOf].map(([userId, staffId]) => [userId, names.get(staffId) ?? '']));
}

/** The caller's name as an organiser: their staff name, or the company's for the company account. */
export async function actorName(db: DbOrTx, actor: CompanyActor): Promise<string> {
  if (!actor.isCompany) {
    const name = (await activeStaffNames(db, actor.compId, [actor.userId])).get(actor.userId);
    if (name) return name;
  }
  return (await companyNamesOf(db, [actor.compId])).get(actor.compId) ?? '';
}
