import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { nextStep, type ResolvedApprover } from './progress.ts';
import { settleRecordLink } from './record-settle.ts';
import { bump, logEvent } from './records.ts';
import { remind } from './reminders.ts';
import { approvalCc, approvalInstances, approvalTasks } from './schema.ts';
import { deadlines, liveNodeTasks, nodeOf, OPEN_STATES, taskFor } from './tasks.ts';
import { type ApprovalInstanceRow, approvalTypeOf } from './types.ts';

// The engine's moves inside one action's transaction (docs/product/approval.md, "Instances"):
// asking a node's approvers, finishing nodes and moving the instance on, ending it.

/**
 * Asks a node's approvers: all at once (会签, 或签) or the first of them (依次). A node asked again
 * in the same pass (its 加签-before signers are done) resumes instead: the waiting tasks are
 * pending again, and nobody who already approved the node is asked twice.
 */
async function activate(tx: Tx, instance: ApprovalInstanceRow, node: ResolvedApprover) {
  const live = await tx.select().from(approvalTasks).where(liveNodeTasks(instance.id, node.id));
  if (live.length > 0) {
    const waiting = live.filter((task) => task.state === 'waiting');
    for (const task of waiting)
      await tx
        .update(approvalTasks)
        .set({ state: 'pending', ...deadlines(node, new Date()) })
        .where(eq(approvalTasks.id, task.id));
    await remind(
      tx,
      instance,
      'todo',
      waiting.map((task) => task.userId),
    );
    return;
  }
  const asked = node.mode === 'sequential' ? node.userIds.slice(0, 1) : node.userIds;
  await tx
    .insert(approvalTasks)
    .values(asked.map((userId, ordinal) => taskFor(instance, node, userId, ordinal)));
  await remind(tx, instance, 'todo', asked);
  if (node.passedUserIds.length > 0)
    await tx.insert(approvalTasks).values(
      node.passedUserIds.map((userId) => ({
        instanceId: instance.id,
        nodeId: node.id,
        userId,
        state: 'passed',
        ordinal: -1,
        actedAt: new Date(),
      })),
    );
}

/**
 * Moves the instance on from its `done` nodes: records CC and auto-passed nodes reached, asks the
 * approvers of nodes that became active, and approves the instance (running its type's effect in
 * this transaction) when nothing is left.
 */
export async function advance(tx: Tx, instance: ApprovalInstanceRow, done: Set<string>) {
  const flow = instance.resolvedFlow!;
  const wasActive = new Set(instance.position?.active ?? []);
  const step = nextStep(flow, done);
  for (const node of step.reached) {
    done.add(node.id);
    if (node.type === 'cc') {
      if (node.userIds.length > 0)
        await tx
          .insert(approvalCc)
          .values(node.userIds.map((userId) => ({ instanceId: instance.id, nodeId: node.id, userId })))
          .onConflictDoNothing();
      await remind(tx, instance, 'cc', node.userIds);
      await logEvent(tx, instance.id, { action: 'cc', nodeId: node.id });
    } else {
      await logEvent(tx, instance.id, { action: 'autoPass', nodeId: node.id, comment: node.reason });
    }
  }
  for (const node of step.active) if (!wasActive.has(node.id)) await activate(tx, instance, node);
  const position = { done: [...done], active: step.active.map((n) => n.id) };
  const finished = step.finished;
  const [row] = await tx
    .update(approvalInstances)
    .set({
      position,
      state: finished ? 'approved' : 'running',
      finishedAt: finished ? new Date() : null,
      version: instance.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(approvalInstances.id, instance.id))
    .returning();
  if (finished) {
    await logEvent(tx, instance.id, { action: 'finish', comment: 'approved' });
    await remind(tx, row!, 'approved', [row!.initiatorUserId]);
    await approvalTypeOf(row!.type)?.onApproved(tx, row!);
    await settleRecordLink(tx, row!);
  }
  return row!;
}

/**
 * Whether an approved task finishes its node: 或签 any one (the others' tasks are cancelled), 会签
 * all (none pending or waiting for their 加签), 依次 the last in order (else the next is asked).
 */
export async function afterApproval(
  tx: Tx,
  instance: ApprovalInstanceRow,
  task: typeof approvalTasks.$inferSelect,
): Promise<boolean> {
  const node = nodeOf(instance, task.nodeId);
  const open = and(liveNodeTasks(instance.id, task.nodeId), inArray(approvalTasks.state, OPEN_STATES));
  if (node.mode === 'any') {
    await tx.update(approvalTasks).set({ state: 'cancelled', actedAt: new Date() }).where(open);
    return true;
  }
  if (node.mode === 'all')
    return (await tx.select({ id: approvalTasks.id }).from(approvalTasks).where(open).limit(1)).length === 0;
  const next = node.userIds[task.ordinal + 1];
  if (next === undefined) return true;
  await tx.insert(approvalTasks).values(taskFor(instance, node, next, task.ordinal + 1));
  await remind(tx, instance, 'todo', [next]);
  return false;
}

/**
 * Approves a pending task (a person's decision, a 加签 after, a timeout): the node goes on, and the
 * instance moves on when the node is done. The event is the caller's to log.
 */
export async function approveTask(
  tx: Tx,
  instance: ApprovalInstanceRow,
  task: typeof approvalTasks.$inferSelect,
  comment: string | null,
) {
  await tx
    .update(approvalTasks)
    .set({ state: 'approved', actedAt: new Date(), comment })
    .where(eq(approvalTasks.id, task.id));
  if (await afterApproval(tx, instance, task))
    return advance(tx, instance, new Set([...(instance.position?.done ?? []), task.nodeId]));
  return bump(tx, instance);
}

/** Ends an instance rejected (or withdrawn): open tasks are cancelled. */
export async function finish(
  tx: Tx,
  instance: ApprovalInstanceRow,
  state: 'rejected' | 'withdrawn',
): Promise<ApprovalInstanceRow> {
  await tx
    .update(approvalTasks)
    .set({ state: 'cancelled', actedAt: new Date() })
    .where(and(eq(approvalTasks.instanceId, instance.id), inArray(approvalTasks.state, OPEN_STATES)));
  const [row] = await tx
    .update(approvalInstances)
    .set({
      state,
      position: { done: instance.position?.done ?? [], active: [] },
      finishedAt: new Date(),
      version: instance.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(approvalInstances.id, instance.id))
    .returning();
  if (state === 'rejected') {
    await remind(tx, row!, 'rejected', [row!.initiatorUserId]);
    await approvalTypeOf(row!.type)?.onRejected?.(tx, row!);
  }
  await settleRecordLink(tx, row!);
  return row!;
}
