import type { CompanyActor, UserAuth } from '../../core/actor.ts';
import { AppError, forbidden } from '../../core/http/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { resolveCompanyActor } from '../org/actor.ts';
import { requireColumn } from '../permissions/access.ts';
import { performanceMessages } from './messages.ts';

// Who does what in performance (docs/product/performance.md, "Permissions"): HR — the company account
// and staff admins, each within the employee types (HRM/HRO) they manage — builds the library,
// templates and cycles and calibrates, while the company keeps the 绩效 column open. Every staff
// member works on their own sheets; reviewers and 360 raters act on the sheets that name them.

/** The caller as performance HR, or 403: the 绩效 column closed, or not the company account nor a staff admin. */
export async function perfAdmin(db: DbOrTx, auth: UserAuth): Promise<CompanyActor> {
  const actor = await resolveCompanyActor(db, auth);
  await requireColumn(db, actor, 'performance', 'update');
  if (!(actor.isCompany || actor.staffAdmin)) throw forbidden(performanceMessages['performance.adminOnly']);
  return actor;
}

/** The caller as performance HR, or null (a plain employee, or the 绩效 column closed). */
export async function perfAdminOrNull(db: DbOrTx, auth: UserAuth): Promise<CompanyActor | null> {
  try {
    return await perfAdmin(db, auth);
  } catch (error) {
    if (error instanceof AppError && error.status === 403) return null;
    throw error;
  }
}

/** Whether HR `actor` manages staff of `employeeType` (HRM 1, HRO 2). */
export const managesStaffOf = (actor: CompanyActor, employeeType: number) =>
  actor.managedTypes.includes(employeeType);

/** The caller as a person of the company (staff member or the company account). */
export const perfPerson = (db: DbOrTx, auth: UserAuth): Promise<CompanyActor> =>
  resolveCompanyActor(db, auth);
