import type { CompanyActor, UserAuth } from '../../core/actor.ts';
import { forbidden } from '../../core/http/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { resolveCompanyActor } from '../org/actor.ts';
import { requireColumn } from '../permissions/access.ts';
import { salaryMessages } from './messages.ts';

// Who does what in salary (docs/product/salary.md, "Permissions"): payroll is run by HR — the company
// account and staff admins, each within the employee types (HRM/HRO) they manage — and only while the
// company keeps the 薪酬 column open. Every staff member reads their own payslips and tax figures.

/** Whether HR `actor` may see or change the pay of a staff member of `employeeType` (HRM 1, HRO 2). */
export const managesPayOf = (actor: CompanyActor, employeeType: number) =>
  actor.managedTypes.includes(employeeType);

/** The caller as salary HR, or 403: the 薪酬 column closed, or not the company account nor a staff admin. */
export async function salaryAdmin(db: DbOrTx, auth: UserAuth): Promise<CompanyActor> {
  const actor = await resolveCompanyActor(db, auth);
  await requireColumn(db, actor, 'salary', 'update');
  if (!(actor.isCompany || actor.staffAdmin)) throw forbidden(salaryMessages['salary.adminOnly']);
  return actor;
}

/** The caller as a staff member with a staff record (the company account has no payslip). */
export async function salaryStaff(db: DbOrTx, auth: UserAuth): Promise<CompanyActor & { staffId: number }> {
  const actor = await resolveCompanyActor(db, auth);
  if (actor.staffId === null) throw forbidden(salaryMessages['salary.staffOnly']);
  return { ...actor, staffId: actor.staffId };
}
