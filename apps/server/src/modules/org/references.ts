import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { companyStaff, departments, positions, ranks } from './schema.ts';

/** Staff, departments and positions are removed by status 2. */
const REMOVED = 2;

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
        ne(companyStaff.status, REMOVED),
        inArray(companyStaff[column], ids),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

const ORG_RECORDS = { department: departments, position: positions, rank: ranks };
export type OrgRecordKind = keyof typeof ORG_RECORDS;

/** Whether `id` is a department, position or rank of the company that is not removed. */
export async function isActiveOrgRecord(
  tx: DbOrTx,
  compId: number,
  kind: OrgRecordKind,
  id: number,
): Promise<boolean> {
  const table = ORG_RECORDS[kind];
  const conditions = [eq(table.id, id), eq(table.compId, compId)];
  if ('status' in table) conditions.push(ne(table.status, REMOVED));
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(...conditions))
    .limit(1);
  return Boolean(row);
}
