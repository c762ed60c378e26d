import { UserType } from '@renli/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from './schema.ts';

/**
 * Opens (1) or closes (2) a personal or staff login; company logins close with their company.
 * False when there is no such login.
 */
export async function updateLoginStatus(db: DbOrTx, userId: number, status: 1 | 2) {
  const [row] = await db
    .update(users)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(users.id, userId), inArray(users.userType, [UserType.PERSON, UserType.STAFF])))
    .returning({ id: users.id });
  return Boolean(row);
}
