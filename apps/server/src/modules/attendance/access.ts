import type { CompanyActor, UserAuth } from '../../core/actor.ts';
import { forbidden } from '../../core/http/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { resolveCompanyActor } from '../org/actor.ts';

// Who does what in attendance (docs/product/attendance.md, "Permissions"): HR (the company account
// and staff admins, each within the employee types they manage) sets the calendar and rules, sees
// and corrects everyone's days and balances; every staff member punches and asks for themselves.

/** Whether the caller administers attendance. */
export const isAttendanceAdmin = (actor: CompanyActor) => actor.isCompany || actor.staffAdmin;

/** The caller as HR, or 403. */
export async function attendanceAdmin(db: DbOrTx, auth: UserAuth): Promise<CompanyActor> {
  const actor = await resolveCompanyActor(db, auth);
  if (!isAttendanceAdmin(actor)) throw forbidden('attendance.adminOnly');
  return actor;
}

/** The caller as a staff member with a staff record (the company account has none, so never punches). */
export async function attendanceStaff(
  db: DbOrTx,
  auth: UserAuth,
): Promise<CompanyActor & { staffId: number }> {
  const actor = await resolveCompanyActor(db, auth);
  if (actor.staffId === null) throw forbidden('attendance.staffOnly');
  return { ...actor, staffId: actor.staffId };
}

/** Whether HR `actor` may see or change a staff member of `employeeType` (HRM 1, HRO 2). */
export const managesType = (actor: CompanyActor, employeeType: number) =>
  actor.managedTypes.includes(employeeType);
