import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { maskIdNumber } from './archive-mask.ts';
import { staffArchives } from './schema.ts';

/**
 * The ID numbers of these staff records, by staff id, in full: only for the files a tax authority
 * reads (salary's 个税扣缴申报表, docs/product/salary.md); staff without an archive or a number are absent.
 */
export async function idNumbersOf(
  db: DbOrTx,
  compId: number,
  staffIds: readonly number[],
): Promise<Map<number, string>> {
  if (staffIds.length === 0) return new Map();
  const rows = await db
    .select({ staffId: staffArchives.staffId, idNumber: staffArchives.idNumber })
    .from(staffArchives)
    .where(and(eq(staffArchives.compId, compId), inArray(staffArchives.staffId, [...new Set(staffIds)])));
  return new Map(rows.flatMap((row) => (row.idNumber ? [[row.staffId, row.idNumber] as const] : [])));
}

/** The masked ID numbers of these staff records (salary's lists and exports name people by them). */
export async function maskedIdNumbersOf(
  db: DbOrTx,
  compId: number,
  staffIds: readonly number[],
): Promise<Map<number, string>> {
  const numbers = await idNumbersOf(db, compId, staffIds);
  return new Map(
    [...numbers].flatMap(([staffId, idNumber]) => {
      const masked = maskIdNumber(idNumber);
      return masked ? [[staffId, masked] as const] : [];
    }),
  );
}
