import type { DimissionChecklistKey } from '@renli/contracts';
import { StaffChangeKind, StaffChangeStatus } from '@renli/contracts';
import { eq } from 'drizzle-orm';
import { badRequest } from '../../core/http/errors.ts';
import type { ResourceService } from '../../core/resources/service.ts';
import type { Database } from '../../db/client.ts';
import { findUserProfiles } from '../auth/profiles.ts';
import { staffChangeMessages as m } from './messages.ts';
import { answerRow, type HrCaller, lockedChange, saveChange } from './row-writes.ts';
import { staffChanges } from './schema.ts';

// 离职交接清单 (docs/product/staff.md, "转正, 调动 and 离职"): HR ticks each item; an item keeps who
// ticked it and when, and unticking clears both.

export interface ChecklistTick {
  id: number;
  version: number;
  key: DimissionChecklistKey;
  done: boolean;
}

export async function tickChecklist(
  db: Database,
  service: ResourceService,
  caller: HrCaller,
  body: ChecklistTick,
) {
  const row = await db.transaction(async (tx) => {
    const existing = await lockedChange(tx, service, caller, body);
    if (existing.kind !== StaffChangeKind.DIMISSION) throw badRequest(m['staffChange.notDimission']);
    if (existing.status === StaffChangeStatus.CANCELLED)
      throw badRequest(m['staffChange.checklistCancelled']);
    const [stored] = await tx
      .select({ checklist: staffChanges.checklist })
      .from(staffChanges)
      .where(eq(staffChanges.id, existing.id));
    const [me] = await findUserProfiles(tx, [caller.actor.userId]);
    const doneAt = new Date().toISOString();
    const checklist = stored!.checklist.map((item) =>
      item.key !== body.key
        ? item
        : body.done
          ? { ...item, done: true, doneBy: caller.actor.userId, doneByName: me?.userName ?? '', doneAt }
          : { ...item, done: false, doneBy: null, doneByName: null, doneAt: null },
    );
    return saveChange(tx, service, caller, existing, { checklist });
  });
  return answerRow(service, caller, row);
}
