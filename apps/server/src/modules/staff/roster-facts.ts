import { and, eq, ilike, inArray, like, or } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { loginCodeOf, loginIdsMatching } from '../auth/staff-logins.ts';
import { companyStaff } from './schema.ts';

// What the roster (staff-archives, docs/product/staff.md, "Roster (花名册) and statistics") shows and
// searches of a staff record: it sorts and pages by the name in its own query, so the staff record
// comes as SQL to join, yet only this module reads `company_staff` (docs/decisions.md 43). Removed
// records are included: a roster of an earlier day lists people who have left since.

/** The company's staff records as `(staffId, name, jobNo, userId, positionText)`, a subquery to join on a staff id. */
export function rosterStaff(compId: number) {
  return new QueryBuilder()
    .select({
      staffId: companyStaff.id,
      name: companyStaff.staffName,
      jobNo: companyStaff.jobNo,
      userId: companyStaff.userId,
      // Seed data and older imports hold the position as text (docs/product/staff.md, address book).
      positionText: companyStaff.position,
    })
    .from(companyStaff)
    .where(eq(companyStaff.compId, compId))
    .as('roster_staff');
}
export type RosterStaff = ReturnType<typeof rosterStaff>;

/** The mobile number (the login code) of a `rosterStaff` row. */
export const rosterStaffMobile = (staff: RosterStaff) => loginCodeOf(staff.userId);

/**
 * The company's staff records whose name, job number or mobile contains `text` (case-insensitive),
 * by id. Read before the roster's query so the database knows how few they are: a contains-pattern
 * has no usable estimate, and guessing many made it walk the whole roster in order (docs/benchmarks.md,
 * "Roster").
 */
export async function rosterStaffIdsMatching(db: DbOrTx, compId: number, text: string): Promise<number[]> {
  const pattern = containing(text);
  // Case matters only for letters that have it: Chinese names and digits are compared as they are,
  // several times faster than ILIKE, which folds every row's case first (docs/benchmarks.md, "Roster").
  const contains = /[\p{Lu}\p{Ll}]/u.test(text) ? ilike : like;
  const rows = await db
    .select({ id: companyStaff.id })
    .from(companyStaff)
    .where(
      and(
        eq(companyStaff.compId, compId),
        or(
          contains(companyStaff.staffName, pattern),
          contains(companyStaff.jobNo, pattern),
          // A staff login is a mobile number: only digits can be part of one, so only they read the logins.
          /^\d+$/.test(text) ? inArray(companyStaff.userId, loginIdsMatching(pattern)) : undefined,
        ),
      ),
    );
  return rows.map((row) => row.id);
}
