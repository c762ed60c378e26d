import { eq, inArray } from 'drizzle-orm';
import { notFound } from '../../core/http/errors.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { authMessages as m } from './messages.ts';
import { hashPassword } from './passwords.ts';
import { platformAdmins } from './schema.ts';
import { revokeAdminSessions } from './sessions.ts';

/**
 * The platform's administrator accounts beyond the kit resource (`admin-account-resource.ts`): a
 * password reset also ends the account's sessions, so whoever knew the old password is logged out.
 */
export async function resetAdminPassword(db: Database, id: number, password: string) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(platformAdmins)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(platformAdmins.id, id))
      .returning({ id: platformAdmins.id });
    if (!row) throw notFound(m['adminAccount.notFound']);
    await revokeAdminSessions(tx, id);
  });
}

/** Platform admins' names by id, for records that show who handled them (missing ids are left out). */
export async function platformAdminNames(
  db: DbOrTx,
  ids: readonly (number | null)[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: platformAdmins.id, name: platformAdmins.name })
    .from(platformAdmins)
    .where(inArray(platformAdmins.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}
