import { STAFF_DEFAULT_PASSWORD_MD5, UserType } from '@renli/contracts';
import { eq, ilike, inArray, or, type SQLWrapper, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { hashPassword } from './passwords.ts';
import { users } from './schema.ts';
import { revokeUserSessions } from './sessions.ts';

/** Who a login came from: its kind and, for a staff login, the company that created it. */
export interface LoginOrigin {
  userType: number;
  createdByCompId: number | null;
}

/** A login a company links a staff record to, and whether it was created just now. */
export interface StaffLogin extends LoginOrigin {
  userId: number;
  created: boolean;
}

/**
 * The login for a staff member's mobile number: an existing one is returned untouched (its password
 * belongs to its owner), otherwise a staff login of company `compId` is created with the given
 * client password digest or, without one, the default initial password, which the staff member
 * must change on first login.
 */
export async function linkOrCreateStaffLogin(
  tx: DbOrTx,
  input: { compId: number; mobile: string; staffName: string; passwordDigest?: string | undefined },
): Promise<StaffLogin> {
  const [existing] = await tx
    .select({ id: users.id, userType: users.userType, createdByCompId: users.createdByCompId })
    .from(users)
    .where(eq(users.loginCode, input.mobile))
    .limit(1);
  if (existing) {
    const { id, ...origin } = existing;
    return { userId: id, ...origin, created: false };
  }
  const [user] = await tx
    .insert(users)
    .values({
      loginCode: input.mobile,
      mobile: input.mobile,
      passwordHash: await hashPassword(input.passwordDigest ?? STAFF_DEFAULT_PASSWORD_MD5),
      mustChangePassword: input.passwordDigest === undefined,
      userType: UserType.STAFF,
      userName: input.staffName,
      createdByCompId: input.compId,
    })
    .returning({ id: users.id });
  return { userId: user!.id, userType: UserType.STAFF, createdByCompId: input.compId, created: true };
}

/** The login codes (mobile numbers) of these logins, by user id. */
export async function loginCodesOf(db: DbOrTx, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, loginCode: users.loginCode })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((r) => [r.id, r.loginCode]));
}

/**
 * The login code (mobile number) of the login `userId` names, as a correlated subquery a list selects
 * beside its rows (the roster sorts and pages in one query; the database reads it for the page only).
 */
export const loginCodeOf = (userId: SQLWrapper) =>
  sql<string | null>`(select ${users.loginCode} from ${users} where ${users.id} = ${userId})`;

/**
 * Logins whose code (or another of `columns`) matches `pattern` (an escaped LIKE pattern), as a
 * subquery of user ids.
 */
export const loginIdsMatching = (
  pattern: string,
  columns: readonly ('loginCode' | 'mobile')[] = ['loginCode'],
) =>
  new QueryBuilder()
    .select({ id: users.id })
    .from(users)
    .where(or(...columns.map((column) => ilike(users[column], pattern))));

export async function loginOriginOf(db: DbOrTx, userId: number): Promise<LoginOrigin | undefined> {
  const [row] = await db
    .select({ userType: users.userType, createdByCompId: users.createdByCompId })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Puts a login back on the default initial password (to be changed on login) and ends its sessions. */
export async function resetToDefaultPassword(tx: DbOrTx, userId: number) {
  const now = new Date();
  await tx
    .update(users)
    .set({
      passwordHash: await hashPassword(STAFF_DEFAULT_PASSWORD_MD5),
      mustChangePassword: true,
      securityLevel: null,
      passwordChangedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await revokeUserSessions(tx, userId);
}
