import type { StaffChange } from '@renli/contracts';
import type { ResourceActor } from '../../core/actor.ts';
import { conflict, notFound } from '../../core/http/errors.ts';
import { diffRows } from '../../core/resources/audit.ts';
import type { ResourceCaller } from '../../core/resources/define.ts';
import { resourceMessages } from '../../core/resources/messages.ts';
import { type PresentedRow, presentRow } from '../../core/resources/presenter.ts';
import type { ResourceService } from '../../core/resources/service.ts';
import { withTransitions } from '../../core/resources/transitions.ts';
import type { Tx } from '../../db/client.ts';
import { staffChangeResourceDefinition as definition } from './resource.ts';
import { staffChanges } from './schema.ts';

/** HR calling the module's own endpoints: the kit's company actor and the answer's language. */
export type HrCaller = ResourceCaller<ResourceActor>;

// The module's own writes beside the kit's (a date moved, a checklist item ticked): the same lock,
// version check, bookkeeping and audit entry as the kit's update (docs/modules.md, "Timeline").

/** The caller's change `id`, locked, at the version they read: else 404 or 409 as the kit answers. */
export async function lockedChange(
  tx: Tx,
  service: ResourceService,
  caller: HrCaller,
  ref: { id: number; version: number },
) {
  const [existing] = await service.lockRows(tx, caller, [ref.id]);
  if (!existing) throw notFound(resourceMessages['resource.notFound']);
  if (existing.version !== ref.version) throw conflict(resourceMessages['resource.stale']);
  return existing;
}

/** Sets columns of a locked change, bumps its version and writes one `update` audit entry. */
export async function saveChange(
  tx: Tx,
  service: ResourceService,
  caller: HrCaller,
  existing: PresentedRow,
  columns: Partial<typeof staffChanges.$inferInsert>,
) {
  const [updated] = await tx
    .update(staffChanges)
    .set({ ...columns, ...service.bump() })
    .where(service.byId(existing.id))
    .returning();
  const changed = presentRow(definition, updated!, caller.locale);
  await service.audit(tx, caller, [
    { recordId: existing.id, action: 'update', changes: diffRows(existing, changed) },
  ]);
  return changed;
}

/**
 * Rows as the kit answers them: with the transitions this caller may apply now. Typed as the
 * contract's row, which the endpoint's answer schema checks.
 */
export const asChanges = (caller: HrCaller, rows: PresentedRow[]) =>
  withTransitions(definition, caller.actor, rows) as unknown as StaffChange[];

/** A row as the kit answers it: decorated, with its transitions. */
export async function answerRow(service: ResourceService, caller: HrCaller, row: PresentedRow) {
  return asChanges(caller, await service.decorate([row], caller))[0]!;
}
