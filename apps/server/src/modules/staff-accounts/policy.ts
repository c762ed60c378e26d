import { inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { CompanyActor } from '../../resources/actor.ts';
import type { ResourceAction } from '../../resources/define.ts';
import { companyStaff } from '../org/schema.ts';

/**
 * Staff accounts are managed by the company account and by staff admins; plain staff use the
 * address book instead, so they are refused everything here, reading included.
 */
export const staffAccountsPolicy = (actor: CompanyActor, _action: ResourceAction) =>
  actor.isCompany || actor.staffAdmin;

/** The rows a scoped admin sees: only staff of the employee types they manage. */
export async function managedStaffScope(_db: DbOrTx, actor: CompanyActor): Promise<SQL | undefined> {
  return actor.managedTypes.length === 2 ? undefined : inArray(companyStaff.employeeType, actor.managedTypes);
}
