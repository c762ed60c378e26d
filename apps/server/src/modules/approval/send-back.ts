import type { CommentAttachment, SendBack } from '@renli/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { badRequest } from '../../core/http/errors.ts';
import type { Tx } from '../../db/client.ts';
import { advance } from './engine.ts';
import { sendBackTargets, undoneFrom } from './flow-places.ts';
import { approvalMessages as m } from './messages.ts';
import { logEvent, versionSettings } from './records.ts';
import { remind } from './reminders.ts';
import { approvalInstances, approvalTasks } from './schema.ts';
import { OPEN_STATES } from './tasks.ts';
import type { ApprovalInstanceRow } from './types.ts';

// Sending back (退回, docs/product/approval.md, "Instances"): a rejection that does not end the
// instance. To the initiator, who edits and submits the same instance again; or to an earlier
// approver node, which is asked again with everything after it.

export interface SendBackInput {
  instance: ApprovalInstanceRow;
  task: typeof approvalTasks.$inferSelect;
  comment: string | null;
  input: { attachments: CommentAttachment[] };
  backTo: SendBack;
}

/** Whether the version allows this target from the task's node (else 400 saying why). */
async function checkTarget(tx: Tx, { instance, task, backTo }: SendBackInput) {
  const { sendBack } = await versionSettings(tx, instance.versionId);
  if (sendBack === 'none') throw badRequest(m['approval.sendBackOff']);
  if (backTo.kind === 'initiator') return;
  if (sendBack !== 'earlier') throw badRequest(m['approval.sendBackOnlyInitiator']);
  const done = new Set(instance.position?.done ?? []);
  const targets = sendBackTargets(instance.resolvedFlow!, done, task.nodeId);
  if (!targets.some((node) => node.id === backTo.nodeId)) throw badRequest(m['approval.sendBackTarget']);
}

/**
 * Sends the instance back: the task is `returned`, the event `sendBack` names the target node
 * (null and the initiator as `targetUserId` when sent to the initiator).
 */
export async function sendBack(tx: Tx, send: SendBackInput) {
  await checkTarget(tx, send);
  const { instance, task, comment, backTo } = send;
  await tx
    .update(approvalTasks)
    .set({ state: 'returned', actedAt: new Date(), comment })
    .where(eq(approvalTasks.id, task.id));
  const toInitiator = backTo.kind === 'initiator';
  await logEvent(tx, instance.id, {
    action: 'sendBack',
    userId: task.userId,
    nodeId: toInitiator ? null : backTo.nodeId,
    comment,
    attachments: send.input.attachments,
    targetUserId: toInitiator ? instance.initiatorUserId : null,
  });
  return toInitiator ? toTheInitiator(tx, instance) : toNode(tx, instance, backTo.nodeId);
}

/** Every open task cancelled, every task of the instance superseded; the initiator edits it now. */
async function toTheInitiator(tx: Tx, instance: ApprovalInstanceRow) {
  await supersede(tx, instance.id);
  const [row] = await tx
    .update(approvalInstances)
    .set({
      state: 'returned',
      position: { done: [], active: [] },
      version: instance.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(approvalInstances.id, instance.id))
    .returning();
  await remind(tx, row!, 'returned', [row!.initiatorUserId]);
  return row!;
}

/** The target and the nodes after it are undone (their tasks superseded) and the flow moves on from there. */
async function toNode(tx: Tx, instance: ApprovalInstanceRow, targetId: string) {
  const undone = undoneFrom(instance.resolvedFlow!, targetId);
  await supersede(tx, instance.id, [...undone]);
  const keep = (ids: string[] = []) => ids.filter((id) => !undone.has(id));
  const done = keep(instance.position?.done);
  const position = { done, active: keep(instance.position?.active) };
  return advance(tx, { ...instance, position }, new Set(done));
}

/** Open tasks (of these nodes, or all) are cancelled, and all of them kept only for the timeline. */
export async function supersede(tx: Tx, instanceId: number, nodeIds?: string[]) {
  const ofInstance = and(
    eq(approvalTasks.instanceId, instanceId),
    nodeIds ? inArray(approvalTasks.nodeId, nodeIds) : undefined,
  );
  await tx
    .update(approvalTasks)
    .set({ state: 'cancelled', actedAt: new Date() })
    .where(and(ofInstance, inArray(approvalTasks.state, OPEN_STATES)));
  await tx.update(approvalTasks).set({ superseded: true }).where(ofInstance);
}
