import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { companyStaff } from './schema.ts';

const STAFF_REMOVED = 2;

/**
 * The first of `ids` that an active staff member of the company still holds as their department
 * or rank, or null. Removed staff do not hold records back: their history keeps what it can.
 */
export async function heldByActiveStaff(
  tx: Tx,
  compId: number,
  column: 'deptId' | 'rankId',
  ids: number[],
): Promise<number | null> {
  const [row] = await tx
    .select({ id: companyStaff[column] })
    .from(companyStaff)
    .where(
      and(
        eq(companyStaff.compId, compId),
        ne(companyStaff.status, STAFF_REMOVED),
        inArray(companyStaff[column], ids),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}
