import { inArray, type SQL } from 'drizzle-orm';
import type { CompanyActor } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { staffIdsWhere } from '../staff/records.ts';
import { laborContracts } from './schema.ts';

/**
 * The contracts a caller sees and changes: those of the staff of the employee types they manage (an
 * HRM-only admin never sees HRO staff's contracts, docs/product/staff.md); everyone's for both.
 */
export async function managedContractsScope(_db: DbOrTx, actor: CompanyActor): Promise<SQL | undefined> {
  if (actor.managedTypes.length === 2) return undefined;
  return inArray(
    laborContracts.staffId,
    staffIdsWhere({ compId: actor.compId, employeeTypes: actor.managedTypes }),
  );
}
