import { levelAllows } from '@renli/contracts';
import type { SQL } from 'drizzle-orm';
import type { ResourceActor } from '../../core/actor.ts';
import type { ResourceAction } from '../../core/resources/define.ts';
import type { DbOrTx } from '../../db/client.ts';
import { staffOfTypes } from '../staff/cards.ts';
import { staffArchives } from './schema.ts';

/**
 * Archives are HR's: the company account and staff admins (with the `staff` column, which the kit and
 * archive-access.ts check); plain staff reach only their own record (my-archive.ts).
 */
export const archivePolicy = (actor: ResourceActor, _action: ResourceAction) =>
  actor.isCompany || actor.staffAdmin;

/** An admin of HRM or HRO only sees archives of those staff (docs/product/staff.md). */
export async function archiveScope(_db: DbOrTx, actor: ResourceActor): Promise<SQL | undefined> {
  return actor.managedTypes.length === 2
    ? undefined
    : staffOfTypes(staffArchives.staffId, actor.managedTypes);
}

/** Identity and bank numbers are shown in full only to HR who may edit the archive. */
export const seesInFull = (actor: ResourceActor) =>
  archivePolicy(actor, 'update') && levelAllows(actor.access.columns.staff, 'update');
