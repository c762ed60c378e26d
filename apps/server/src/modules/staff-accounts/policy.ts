import { EmployeeType } from '@renli/contracts';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { ResourceActor } from '../../resources/actor.ts';
import type { ResourceAction } from '../../resources/define.ts';
import { companyStaff } from '../org/schema.ts';

/**
 * Staff accounts are managed by the company account and by staff admins; plain staff use the
 * address book instead, so they are refused everything here, reading included.
 */
export const staffAccountsPolicy = (actor: ResourceActor, _action: ResourceAction) =>
  actor.isCompany || actor.staffAdmin;

/** Employee types named by an admin scope ('hrm,hro'); an empty scope counts as both, as in getStaff. */
export function typesOfScope(adminScope: string): number[] {
  const scopes = adminScope.split(',').map((s) => s.trim());
  const types = [
    ...(scopes.includes('hrm') ? [EmployeeType.HRM] : []),
    ...(scopes.includes('hro') ? [EmployeeType.HRO] : []),
  ];
  return types.length === 0 ? [EmployeeType.HRM, EmployeeType.HRO] : types;
}

/** The employee types this actor manages: all for the company account, the scope for a staff admin. */
export async function managedTypes(db: DbOrTx, actor: ResourceActor): Promise<number[]> {
  if (actor.isCompany || actor.staffId === null) return [EmployeeType.HRM, EmployeeType.HRO];
  const [me] = await db
    .select({ adminScope: companyStaff.adminScope })
    .from(companyStaff)
    .where(and(eq(companyStaff.id, actor.staffId), eq(companyStaff.compId, actor.compId)));
  return me ? typesOfScope(me.adminScope) : [];
}

/** The rows a scoped admin sees: only staff of the employee types they manage. */
export async function managedStaffScope(db: DbOrTx, actor: ResourceActor): Promise<SQL | undefined> {
  const types = await managedTypes(db, actor);
  return types.length === 2 ? undefined : inArray(companyStaff.employeeType, types);
}
