import type { ColumnLevel } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import { checkColumn } from '../../core/access.ts';
import type { ResourceActor, UserAuth } from '../../core/actor.ts';
import { conflict, forbidden, notFound } from '../../core/http/errors.ts';
import { resourceMessages } from '../../core/resources/messages.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { resolveResourceActor } from '../permissions/access.ts';
import { archiveMessages as m } from './archive-messages.ts';
import { archivePolicy, archiveScope } from './archive-policy.ts';
import type { ArchiveRow } from './archive-present.ts';
import { staffArchives } from './schema.ts';

/**
 * The caller as HR of the archives, the way the kit admits its callers: the `staff` column at
 * `level` (403 'not opened' or 'lacks permission'), then the archives' policy.
 */
export async function archiveManager(db: DbOrTx, auth: UserAuth, level: ColumnLevel): Promise<ResourceActor> {
  const actor = await resolveResourceActor(db, auth);
  checkColumn(actor.access, 'staff', level);
  if (!archivePolicy(actor, level === 'read' ? 'read' : 'update'))
    throw forbidden(resourceMessages['resource.forbidden']);
  return actor;
}

const inScope = async (db: DbOrTx, actor: ResourceActor, id: number) =>
  and(eq(staffArchives.id, id), eq(staffArchives.compId, actor.compId), await archiveScope(db, actor));

/** Archive `id` of the actor's company and HRM/HRO scope; anything else is a 404. */
export async function archiveInScope(db: DbOrTx, actor: ResourceActor, id: number): Promise<ArchiveRow> {
  const [row] = await db
    .select()
    .from(staffArchives)
    .where(await inScope(db, actor, id));
  if (!row) throw notFound(m['staffArchive.notFound']);
  return row;
}

/** The same, locked for a write, which must have read the current `version` (else 409). */
export async function lockArchive(tx: Tx, actor: ResourceActor, id: number, version: number) {
  const [row] = await tx
    .select()
    .from(staffArchives)
    .where(await inScope(tx, actor, id))
    .for('update');
  if (!row) throw notFound(m['staffArchive.notFound']);
  if (row.version !== version) throw conflict(resourceMessages['resource.stale']);
  return row;
}
