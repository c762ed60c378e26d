import { type UpdatePasswordBody, UserType } from '@renli/contracts';
import { eq } from 'drizzle-orm';
import type { AuthContext } from '../../core/http/auth.ts';
import { badRequest, forbidden, unauthorized } from '../../core/http/errors.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { loadUser } from './current-session.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { platformAdmins, users } from './schema.ts';
import { revokeAdminSessions, revokeUserSessions } from './sessions.ts';

type UserAuth = Extract<AuthContext, { kind: 'user' }>;
type AdminAuth = Extract<AuthContext, { kind: 'admin' }>;

/** Which identity types may change the login's password through each endpoint (docs/product/auth.md). */
export const PASSWORD_ENDPOINT_TYPES = {
  user: [UserType.PERSON],
  company: [UserType.COMPANY],
  staff: [UserType.STAFF],
} as const;
export type PasswordEndpoint = keyof typeof PASSWORD_ENDPOINT_TYPES;

/**
 * Stores a password its owner chose (changed or reset by code) with the level the form rated it
 * (none when unrated), clears the must-change flag (docs/decisions.md 37) and ends every session.
 */
export async function replaceUserPassword(
  tx: DbOrTx,
  userId: number,
  passwordHash: string,
  securityLevel: (typeof users.$inferInsert)['securityLevel'],
) {
  const now = new Date();
  await tx
    .update(users)
    .set({ passwordHash, securityLevel, mustChangePassword: false, passwordChangedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
  await revokeUserSessions(tx, userId);
}

/**
 * `authEndpoints.updateUserPassword`, `updateCompanyPassword` and `updateStaffPassword`: the old
 * password proves the owner.
 */
export async function updatePassword(
  db: Database,
  auth: UserAuth,
  endpoint: PasswordEndpoint,
  input: UpdatePasswordBody,
) {
  const allowed: readonly number[] = PASSWORD_ENDPOINT_TYPES[endpoint];
  if (!allowed.includes(auth.userType)) throw forbidden('auth.wrongAccountKind');
  const user = await loadUser(db, auth.userId);
  if (!(await verifyPassword(input.oldPassword, user.passwordHash)))
    throw badRequest('auth.oldPasswordWrong');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction((tx) => replaceUserPassword(tx, user.id, passwordHash, input.securityLevel ?? null));
}

/** `authEndpoints.updateAdminPassword`: a platform admin's own password; ends their sessions. */
export async function updateAdminPassword(db: Database, auth: AdminAuth, input: UpdatePasswordBody) {
  const [admin] = await db.select().from(platformAdmins).where(eq(platformAdmins.id, auth.adminId)).limit(1);
  if (!admin) throw unauthorized();
  if (!(await verifyPassword(input.oldPassword, admin.passwordHash)))
    throw badRequest('auth.oldPasswordWrong');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(platformAdmins)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(platformAdmins.id, admin.id));
    await revokeAdminSessions(tx, admin.id);
  });
}
