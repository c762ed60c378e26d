import { eq, ilike, inArray } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from './schema.ts';

/**
 * Company facts other modules show or filter by (names, verification state), so they do not read
 * the company module's tables: the back office's review queues, billing's platform lists.
 */
export async function companyNamesOf(db: DbOrTx, compIds: number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(compIds)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: companies.id, compName: companies.compName })
    .from(companies)
    .where(inArray(companies.id, wanted));
  return new Map(rows.map((r) => [r.id, r.compName]));
}

/** Companies whose name contains `pattern` (an escaped LIKE pattern), as a subquery of ids. */
export const companyIdsNamed = (pattern: string) =>
  new QueryBuilder().select({ id: companies.id }).from(companies).where(ilike(companies.compName, pattern));

/** Mirrors a verification decision on the company (its `attestStatus`), inside the reviewer's transaction. */
export async function setCompanyAttestStatus(tx: DbOrTx, compId: number, attestStatus: number) {
  await tx.update(companies).set({ attestStatus, updatedAt: new Date() }).where(eq(companies.id, compId));
}
