import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from './schema.ts';

export interface UserProfile {
  userId: number;
  userName: string;
  /** Picture URL, preset face name or hex colour (docs/product/auth.md); empty when none. */
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

/** Avatar and mobile number of logins by user id, as the staff address book shows them. */
export async function findUserContacts(
  db: DbOrTx,
  userIds: number[],
): Promise<Map<number, { userFace: string | null; mobile: string | null }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: users.id, userFace: users.userFace, mobile: users.mobile })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map(({ userId, ...contact }) => [userId, contact]));
}

/**
 * Changes a platform user's name and/or avatar (an empty avatar clears it) for other domains: the
 * chat's `updateMyProfile` edits the same profile. The caller announces `user.profileChanged` once
 * its transaction commits.
 */
export async function updateUserProfile(
  db: DbOrTx,
  userId: number,
  change: {
    userName?: string | undefined;
    userFace?: string | undefined;
    sex?: number | null | undefined;
    email?: string | undefined;
  },
): Promise<void> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (change.userName !== undefined) set.userName = change.userName;
  if (change.userFace !== undefined) set.userFace = change.userFace === '' ? null : change.userFace;
  if (change.sex !== undefined) set.sex = change.sex;
  if (change.email !== undefined) set.email = change.email === '' ? null : change.email;
  if (Object.keys(set).length === 0) return;
  await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** The caller's own account as the settings screens show it (no password hash). */
export async function findOwnAccount(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      userType: users.userType,
      loginCode: users.loginCode,
      userName: users.userName,
      userFace: users.userFace,
      sex: users.sex,
      email: users.email,
      mobile: users.mobile,
      securityLevel: users.securityLevel,
      passwordChangedAt: users.passwordChangedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
