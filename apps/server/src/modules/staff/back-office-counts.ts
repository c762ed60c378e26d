import { StaffStatus } from '@renli/contracts';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { companyStaff } from './schema.ts';

/**
 * Staff who count as a company's staff in the back office: joined (not invited, not removed) with an
 * open login. Kept beside the staff table so the rule moves with it.
 */
const counted = and(eq(companyStaff.loginStatus, 1), eq(companyStaff.status, StaffStatus.ACTIVE));

/** Companies (by their id column) with at least one such staff member: "has staff". */
export const hasActiveStaff = (compId: PgColumn): SQL =>
  sql`exists (select 1 from ${companyStaff} where ${companyStaff.compId} = ${compId} and ${counted})`;

/** How many such staff each of these companies has (absent: none). */
export async function activeStaffCounts(db: DbOrTx, compIds: number[]): Promise<Map<number, number>> {
  if (compIds.length === 0) return new Map();
  const rows = await db
    .select({ compId: companyStaff.compId, n: count() })
    .from(companyStaff)
    .where(and(inArray(companyStaff.compId, compIds), counted))
    .groupBy(companyStaff.compId);
  return new Map(rows.map((r) => [r.compId, r.n]));
}
