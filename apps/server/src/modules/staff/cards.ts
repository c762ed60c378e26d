import { StaffStatus } from '@renli/contracts';
import { and, asc, desc, eq, exists, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { findUserByLoginCode } from '../auth/login-codes.ts';
import { loginCodesOf, loginIdsMatching } from '../auth/staff-logins.ts';
import { activeOrgRecordNames } from '../org/references.ts';
import { companyStaff } from './schema.ts';

// Staff records as the staff-management modules show and filter them beside their own rows (the
// archive, the roster): names, login, job number and job, removed records included, since an ended
// employment keeps its archive (docs/product/staff.md, "Staff management (issue 19): the design").
// They call these and never read `company_staff` themselves (docs/decisions.md 43).

export interface StaffCard {
  staffId: number;
  userId: number;
  staffName: string;
  /** The login code (mobile). */
  mobile: string | null;
  /** The work e-mail of the staff account. */
  email: string | null;
  jobNo: string | null;
  deptId: number | null;
  deptName: string | null;
  positionName: string | null;
  rankName: string | null;
  employeeType: number;
  status: number;
}

/** The company's staff records with these ids, by id, with their login and the names of their job. */
export async function staffCardsOf(
  db: DbOrTx,
  compId: number,
  staffIds: readonly number[],
): Promise<Map<number, StaffCard>> {
  if (staffIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(companyStaff)
    .where(and(eq(companyStaff.compId, compId), inArray(companyStaff.id, [...new Set(staffIds)])));
  const [codes, depts, positions, ranks] = await Promise.all([
    loginCodesOf(
      db,
      rows.map((r) => r.userId),
    ),
    activeOrgRecordNames(
      db,
      'department',
      rows.map((r) => r.deptId),
    ),
    activeOrgRecordNames(
      db,
      'position',
      rows.map((r) => r.positionId),
    ),
    activeOrgRecordNames(
      db,
      'rank',
      rows.map((r) => r.rankId),
    ),
  ]);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        staffId: r.id,
        userId: r.userId,
        staffName: r.staffName,
        mobile: codes.get(r.userId) ?? null,
        email: r.email,
        jobNo: r.jobNo,
        deptId: r.deptId,
        deptName: (r.deptId !== null && depts.get(r.deptId)) || null,
        // Seed and older records hold the position as text until a position record is chosen.
        positionName: (r.positionId !== null && positions.get(r.positionId)) || r.position,
        rankName: (r.rankId !== null && ranks.get(r.rankId)) || null,
        employeeType: r.employeeType,
        status: r.status,
      },
    ]),
  );
}

/** Whether the staff record `staffId` points at satisfies `condition` (a correlated, indexed lookup). */
const staffWhere = (staffId: AnyPgColumn, condition: SQL | undefined): SQL =>
  exists(
    new QueryBuilder()
      .select({ one: sql`1` })
      .from(companyStaff)
      .where(and(eq(companyStaff.id, staffId), condition)),
  );

/** Rows whose staff member's name, job number or login code contains `text`. */
export const staffMatching = (staffId: AnyPgColumn, text: string): SQL => {
  const pattern = containing(text);
  return staffWhere(
    staffId,
    or(
      ilike(companyStaff.staffName, pattern),
      ilike(companyStaff.jobNo, pattern),
      inArray(companyStaff.userId, loginIdsMatching(pattern)),
    ),
  );
};

/** Rows whose staff member is of one of these employee types (HRM 1, HRO 2). */
export const staffOfTypes = (staffId: AnyPgColumn, types: readonly number[]): SQL =>
  staffWhere(staffId, inArray(companyStaff.employeeType, [...types]));

/** Rows whose staff member is in this department now (or was last, for an ended employment). */
export const staffInDepartment = (staffId: AnyPgColumn, deptId: number): SQL =>
  staffWhere(staffId, eq(companyStaff.deptId, deptId));

/**
 * The company's staff records named by job number or by mobile (an import's key columns): key ->
 * staff id. A current record wins over removed ones, and a newer removed one over older ones, so a
 * rehired person's key finds the employment they have now.
 */
export async function staffIdsByKey(
  db: DbOrTx,
  compId: number,
  keys: { jobNos: readonly string[]; mobiles: readonly string[] },
): Promise<{ byJobNo: Map<string, number>; byMobile: Map<string, number> }> {
  const logins = new Map<number, string>();
  for (const mobile of new Set(keys.mobiles)) {
    const user = await findUserByLoginCode(db, mobile);
    if (user) logins.set(user.id, mobile);
  }
  const jobNos = [...new Set(keys.jobNos)];
  if (jobNos.length === 0 && logins.size === 0) return { byJobNo: new Map(), byMobile: new Map() };
  const rows = await db
    .select({ id: companyStaff.id, jobNo: companyStaff.jobNo, userId: companyStaff.userId })
    .from(companyStaff)
    .where(
      and(
        eq(companyStaff.compId, compId),
        or(
          jobNos.length ? inArray(companyStaff.jobNo, jobNos) : undefined,
          logins.size ? inArray(companyStaff.userId, [...logins.keys()]) : undefined,
        ),
      ),
    )
    .orderBy(asc(sql`${companyStaff.status} = ${StaffStatus.REMOVED}`), desc(companyStaff.id));
  const byJobNo = new Map<string, number>();
  const byMobile = new Map<string, number>();
  for (const row of rows) {
    if (row.jobNo !== null && !byJobNo.has(row.jobNo)) byJobNo.set(row.jobNo, row.id);
    const mobile = logins.get(row.userId);
    if (mobile !== undefined && !byMobile.has(mobile)) byMobile.set(mobile, row.id);
  }
  return { byJobNo, byMobile };
}

/** The company's current staff records, oldest first (seeding their archives). */
export async function currentStaffIdsOf(db: DbOrTx, compId: number): Promise<number[]> {
  const rows = await db
    .select({ id: companyStaff.id })
    .from(companyStaff)
    .where(and(eq(companyStaff.compId, compId), eq(companyStaff.status, StaffStatus.ACTIVE)))
    .orderBy(asc(companyStaff.id));
  return rows.map((row) => row.id);
}
