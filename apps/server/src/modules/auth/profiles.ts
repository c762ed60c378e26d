import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from './schema.ts';

export interface UserProfile {
  userId: number;
  userName: string;
  /** Picture URL, preset face name or hex colour (spec section 1); empty when none. */
  userFace: string;
}

/** Name and avatar of platform users, for other domains (chat accounts follow them). */
export async function findUserProfiles(db: DbOrTx, userIds: number[]): Promise<UserProfile[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: users.id, userName: users.userName, userFace: users.userFace })
    .from(users)
    .where(inArray(users.id, userIds));
  return rows.map((row) => ({ ...row, userFace: row.userFace ?? '' }));
}

/**
 * Changes a platform user's name and/or avatar (an empty avatar clears it) for other domains: the
 * chat's `updateMyProfile` edits the same profile. The caller announces `user.profileChanged` once
 * its transaction commits.
 */
export async function updateUserProfile(
  db: DbOrTx,
  userId: number,
  change: { userName?: string | undefined; userFace?: string | undefined },
): Promise<void> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (change.userName !== undefined) set.userName = change.userName;
  if (change.userFace !== undefined) set.userFace = change.userFace === '' ? null : change.userFace;
  if (Object.keys(set).length === 0) return;
  await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
