import { LoginStatus, StaffStatus } from '@renli/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { staffKey } from '../auth/identity-key.ts';
import { revokeIdentitySessions } from '../auth/sessions.ts';
import { companyStaff } from './schema.ts';

// What the staff-management modules change on a staff record when an effective-dated version takes
// effect (docs/product/staff.md, "Employment and its history"). They call these; they never write
// `company_staff` themselves (docs/decisions.md 43).

export interface StaffJob {
  deptId: number | null;
  positionId: number | null;
  rankId: number | null;
  employeeType: number;
}

/** Puts the job facts of a version on the staff record (address book, approvals' heads read them). */
export async function setStaffJob(tx: Tx, compId: number, staffId: number, job: StaffJob): Promise<void> {
  await tx
    .update(companyStaff)
    // A new version makes an open edit form of the staff account stale (409), not silently undone.
    .set({ ...job, version: sql`${companyStaff.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(companyStaff.id, staffId),
        eq(companyStaff.compId, compId),
        // Unchanged facts (an entry's own version) leave the record, and its version, alone.
        sql`(${companyStaff.deptId}, ${companyStaff.positionId}, ${companyStaff.rankId}, ${companyStaff.employeeType})
          is distinct from (${job.deptId}::integer, ${job.positionId}::integer, ${job.rankId}::integer, ${job.employeeType}::smallint)`,
      ),
    );
}

/**
 * Ends an employment on the staff side: the record is removed (its login no longer offered for this
 * company) and that identity's sessions end. The record stays for history; a rehire makes a new one.
 * Answers the login whose membership ended (none when the record was removed already).
 */
export async function endStaffMembership(
  tx: Tx,
  compId: number,
  staffId: number,
): Promise<number | undefined> {
  const [ended] = await tx
    .update(companyStaff)
    .set({ status: StaffStatus.REMOVED, loginStatus: LoginStatus.CLOSED, updatedAt: new Date() })
    .where(
      and(
        eq(companyStaff.id, staffId),
        eq(companyStaff.compId, compId),
        ne(companyStaff.status, StaffStatus.REMOVED),
      ),
    )
    .returning({ userId: companyStaff.userId });
  await revokeIdentitySessions(tx, [staffKey(compId, staffId)]);
  return ended?.userId;
}

/** A staff record's job facts and entry date, as an employment opens from it; undefined if unknown. */
export async function staffJobOf(db: DbOrTx, compId: number, staffId: number) {
  const [row] = await db
    .select({
      deptId: companyStaff.deptId,
      positionId: companyStaff.positionId,
      rankId: companyStaff.rankId,
      employeeType: companyStaff.employeeType,
      entryDate: companyStaff.entryDate,
      createdAt: companyStaff.createdAt,
    })
    .from(companyStaff)
    .where(and(eq(companyStaff.id, staffId), eq(companyStaff.compId, compId)));
  return row;
}

/** The names of the company's staff records among `ids`, whatever their status (lists of past changes). */
export async function staffNamesOf(
  db: DbOrTx,
  compId: number,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: companyStaff.id, name: companyStaff.staffName })
    .from(companyStaff)
    .where(and(eq(companyStaff.compId, compId), inArray(companyStaff.id, wanted)));
  return new Map(rows.map((row) => [row.id, row.name]));
}
