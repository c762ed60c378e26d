import { inArray, type SQL } from 'drizzle-orm';
import type { CompanyActor } from '../../core/actor.ts';
import type { ResourceAction } from '../../core/resources/define.ts';
import type { DbOrTx } from '../../db/client.ts';
import { staffChanges } from './schema.ts';

/**
 * HR's work (docs/product/staff.md, "Staff management (issue 19): the design"): the company account
 * and staff admins, within the column `staff`; plain staff only ask for their own (requests.ts).
 */
export const staffChangesPolicy = (actor: CompanyActor, _action: ResourceAction) =>
  actor.isCompany || actor.staffAdmin;

/** A scoped admin sees the changes of the employee types they manage (the type before the change). */
export async function managedChangesScope(_db: DbOrTx, actor: CompanyActor): Promise<SQL | undefined> {
  return actor.managedTypes.length === 2 ? undefined : inArray(staffChanges.employeeType, actor.managedTypes);
}
