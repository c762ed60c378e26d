import type { TaskPerson } from '@renli/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { findUserProfiles } from '../auth/profiles.ts';
import { activeStaffUserIds } from '../staff/records.ts';

// The people of tasks, through the auth and staff modules' services (docs/architecture.md: a module
// never reads another's tables).

/** Names of logins by user id (one read). */
export async function namesOf(db: DbOrTx, userIds: Iterable<number>): Promise<Map<number, string>> {
  const ids = [...new Set(userIds)];
  const profiles = await findUserProfiles(db, ids);
  return new Map(profiles.map((profile) => [profile.userId, profile.userName]));
}

export const personOf = (names: ReadonlyMap<number, string>, userId: number): TaskPerson => ({
  userId,
  name: names.get(userId) ?? '',
});

/** Whether every one of `userIds` is an active staff member of the company. */
export async function allActiveStaff(db: DbOrTx, compId: number, userIds: readonly number[]) {
  const wanted = [...new Set(userIds)];
  const active = await activeStaffUserIds(db, compId, wanted);
  return wanted.every((id) => active.has(id));
}
