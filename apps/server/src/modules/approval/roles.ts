import { type ApprovalInitiators, type ApprovalRole, EmployeeType } from '@renli/contracts';
import type { CompanyActor } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companyAdminLogin } from '../org/flow-facts.ts';
import { staffAdminLogins } from '../staff/records.ts';

/**
 * The approval roles (docs/product/approval.md, "Roles"), a fixed set read from the staff records:
 * `companyAdmin` is the company account and every staff admin; `hrmAdmin` and `hroAdmin` the staff
 * admins managing internal or outsourced staff.
 */
export async function approvalRoleMembers(db: DbOrTx, compId: number, role: string): Promise<number[]> {
  const admins = await staffAdminLogins(db, compId);
  const managing = (type: number) => admins.filter((a) => a.managedTypes.includes(type)).map((a) => a.userId);
  switch (role as ApprovalRole) {
    case 'companyAdmin':
      return [await companyAdminLogin(db, compId), ...admins.map((a) => a.userId)];
    case 'hrmAdmin':
      return managing(EmployeeType.HRM);
    case 'hroAdmin':
      return managing(EmployeeType.HRO);
    default:
      return [];
  }
}

/** Whether the caller administers the company's approvals: the company account or a staff admin. */
export const isApprovalAdmin = (actor: CompanyActor) => actor.isCompany || actor.staffAdmin;

/** Whether the caller may start a template: everyone, by person, by department (or above) or by role. */
export async function mayInitiate(
  db: DbOrTx,
  actor: CompanyActor,
  initiators: ApprovalInitiators,
  departmentAncestors: readonly number[],
): Promise<boolean> {
  if (initiators.everyone || initiators.userIds.includes(actor.userId)) return true;
  if (initiators.departmentIds.some((id) => departmentAncestors.includes(id))) return true;
  for (const role of initiators.roles) {
    if ((await approvalRoleMembers(db, actor.compId, role)).includes(actor.userId)) return true;
  }
  return false;
}
