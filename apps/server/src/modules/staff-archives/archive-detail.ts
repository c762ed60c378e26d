import type { StaffArchiveDetail } from '@renli/contracts';
import type { ResourceActor } from '../../core/actor.ts';
import { chinaToday } from '../../core/china-time.ts';
import { presentRow } from '../../core/resources/presenter.ts';
import type { DbOrTx } from '../../db/client.ts';
import { seesInFull } from './archive-policy.ts';
import { type ArchiveRow, withStaffCards } from './archive-present.ts';
import { pendingRequestOf } from './archive-requests.ts';
import { staffArchiveResourceDefinition } from './archive-resource.ts';

/** An archive with its staff facts, masked as lists show it or, when `full`, as it is stored. */
export async function presentArchive(db: DbOrTx, compId: number, row: ArchiveRow, full: boolean) {
  const [shown] = await withStaffCards(
    db,
    compId,
    [presentRow(staffArchiveResourceDefinition, row)],
    chinaToday(),
  );
  return full ? { ...shown!, idNumber: row.idNumber, bankAccount: row.bankAccount } : shown!;
}

/**
 * The archive as HR opens it (`getStaffArchive`): in full for HR who may edit it, with the change
 * its employee asked for, if one waits.
 */
export async function archiveDetail(
  db: DbOrTx,
  actor: ResourceActor,
  row: ArchiveRow,
): Promise<StaffArchiveDetail> {
  const full = seesInFull(actor);
  const shown = await presentArchive(db, actor.compId, row, full);
  return {
    ...(shown as unknown as StaffArchiveDetail),
    canEdit: full,
    pendingRequest: await pendingRequestOf(db, actor.compId, row.staffId),
  };
}
