import { and, eq } from 'drizzle-orm';
import { applyApprovedTransition } from '../../core/resources/approval-gate.ts';
import type { Tx } from '../../db/client.ts';
import { approvalRecordLinks } from './schema.ts';
import type { ApprovalInstanceRow } from './types.ts';

/**
 * Settles the instance's open link when the instance ends: approved applies the transition as the
 * initiator (or marks it skipped when the record moved on), rejected or withdrawn drops it.
 */
export async function settleRecordLink(tx: Tx, instance: ApprovalInstanceRow) {
  const [link] = await tx
    .select()
    .from(approvalRecordLinks)
    .where(and(eq(approvalRecordLinks.instanceId, instance.id), eq(approvalRecordLinks.state, 'open')));
  if (!link) return;
  let state: 'applied' | 'skipped' | 'dropped' = 'dropped';
  if (instance.state === 'approved') {
    const applied = await applyApprovedTransition(tx, link.resource, {
      recordId: link.recordId,
      transition: link.transition,
      input: link.input,
      actor: link.actor,
    });
    state = applied ? 'applied' : 'skipped';
  }
  await tx
    .update(approvalRecordLinks)
    .set({ state, updatedAt: new Date() })
    .where(eq(approvalRecordLinks.instanceId, instance.id));
}
