import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from './schema.ts';

/** Login codes are compared trimmed and lower-cased so 'A@B.cn' and 'a@b.cn' are one account. */
export const normaliseLoginCode = (code: string) => code.trim().toLowerCase();

/** The login with this (normalised) code, if any. */
export async function findUserByLoginCode(db: DbOrTx, loginCode: string) {
  const [user] = await db.select().from(users).where(eq(users.loginCode, loginCode)).limit(1);
  return user;
}
