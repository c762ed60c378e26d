import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { staffArchives } from './schema.ts';

/**
 * The bank name and account of these staff members' archives, by staff id (salary's bank transfer
 * reads them, docs/product/salary.md, "Items, formulas and salary archives"). Staff without an
 * archive are absent.
 */
export async function bankAccountsOf(
  db: DbOrTx,
  compId: number,
  staffIds: readonly number[],
): Promise<Map<number, { bankName: string | null; bankAccount: string | null }>> {
  if (staffIds.length === 0) return new Map();
  const rows = await db
    .select({
      staffId: staffArchives.staffId,
      bankName: staffArchives.bankName,
      bankAccount: staffArchives.bankAccount,
    })
    .from(staffArchives)
    .where(and(eq(staffArchives.compId, compId), inArray(staffArchives.staffId, [...new Set(staffIds)])));
  return new Map(rows.map(({ staffId, ...bank }) => [staffId, bank]));
}
