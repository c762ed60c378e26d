import { inArray, type SQL } from 'drizzle-orm';
import type { CompanyActor } from '../../core/actor.ts';
import type { ResourceAction } from '../../core/resources/define.ts';
import type { DbOrTx } from '../../db/client.ts';
import { staffEntries } from './schema.ts';

/** Entries are HR's: the company account and staff admins; plain staff are refused everything. */
export const staffEntriesPolicy = (actor: CompanyActor, _action: ResourceAction) =>
  actor.isCompany || actor.staffAdmin;

/** The entries of the employee types the caller manages (an HRM-only admin sees HRM hires only). */
export const managedEntryTypes = (actor: CompanyActor): SQL | undefined =>
  actor.managedTypes.length === 2 ? undefined : inArray(staffEntries.employeeType, actor.managedTypes);

export async function managedEntriesScope(_db: DbOrTx, actor: CompanyActor): Promise<SQL | undefined> {
  return managedEntryTypes(actor);
}
