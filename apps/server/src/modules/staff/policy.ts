import { inArray, type SQL } from 'drizzle-orm';
import type { CompanyActor } from '../../core/actor.ts';
import type { ResourceAction } from '../../core/resources/define.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companyStaff } from './schema.ts';

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
