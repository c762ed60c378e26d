import { staffArchiveResource } from '@renli/contracts';
import type { CompanyActor } from '../../core/actor.ts';
import { type AuditAction, diffRows, writeAudit } from '../../core/resources/audit.ts';
import { presentRow } from '../../core/resources/presenter.ts';
import type { Tx } from '../../db/client.ts';
import type { ArchiveRow } from './archive-present.ts';
import { staffArchiveResourceDefinition } from './archive-resource.ts';

const shown = (row: ArchiveRow) => presentRow(staffArchiveResourceDefinition, row);

/**
 * One timeline entry for a write of the module's own (docs/modules.md, "Timeline"): the changed
 * fields as lists show them, so identity and bank numbers stay masked in the history too.
 */
export async function auditArchive(
  tx: Tx,
  author: Pick<CompanyActor, 'compId' | 'userId'>,
  action: Extract<AuditAction, 'update' | 'import'>,
  before: ArchiveRow,
  after: ArchiveRow,
) {
  await writeAudit(tx, author, staffArchiveResource.name, [
    { recordId: after.id, action, changes: diffRows(shown(before), shown(after)) },
  ]);
}
