import { and, eq, inArray } from 'drizzle-orm';
import { conflict, notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../db/client.ts';
import { approvalMessages as m } from './messages.ts';
import { nextStep, type ResolvedApprover } from './progress.ts';
import { settleRecordLink } from './record-settle.ts';
import { remind } from './reminders.ts';
import { approvalCc, approvalEvents, approvalInstances, approvalTasks } from './schema.ts';
import { type ApprovalInstanceRow, approvalTypeOf } from './types.ts';

// The engine's moves inside one action's transaction (docs/product/approval.md, "Instances"): the
// instance row is locked first, so two racing actions run one after the other and the second
// finds the task already handled ("该审批已处理").

/** The company's instance, locked for the rest of the transaction; another company's: 404. */
export async function lockInstance(tx: Tx, compId: number, id: number): Promise<ApprovalInstanceRow> {
  const [row] = await tx
    .select()
    .from(approvalInstances)
    .where(and(eq(approvalInstances.id, id), eq(approvalInstances.compId, compId)))
    .for('update');
  if (!row) throw notFound(m['approval.notFound']);
  return row;
}

export async function logEvent(
  tx: Tx,
  instanceId: number,
  event: Omit<typeof approvalEvents.$inferInsert, 'instanceId'>,
) {
  await tx.insert(approvalEvents).values({ instanceId, ...event });
}

/** Asks a node's approvers: all at once (会签, 或签) or the first of them (依次). */
async function activate(tx: Tx, instance: ApprovalInstanceRow, node: ResolvedApprover) {
  const instanceId = instance.id;
  const asked = node.mode === 'sequential' ? node.userIds.slice(0, 1) : node.userIds;
  await tx
    .insert(approvalTasks)
    .values(asked.map((userId, ordinal) => ({ instanceId, nodeId: node.id, userId, ordinal })));
  await remind(tx, instance, 'todo', asked);
  if (node.passedUserIds.length > 0)
    await tx.insert(approvalTasks).values(
      node.passedUserIds.map((userId) => ({
        instanceId,
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

/** The caller's pending task of a running instance, or "已处理" (409). */
export async function pendingTaskOf(tx: Tx, instance: ApprovalInstanceRow, taskId: number, userId: number) {
  const [task] = await tx
    .select()
    .from(approvalTasks)
    .where(and(eq(approvalTasks.id, taskId), eq(approvalTasks.instanceId, instance.id)));
  if (!task || task.userId !== userId) throw notFound(m['approval.notFound']);
  if (task.state !== 'pending' || instance.state !== 'running') throw conflict(m['approval.handled']);
  return task;
}

/** The resolved node a task belongs to. */
export function nodeOf(instance: ApprovalInstanceRow, nodeId: string): ResolvedApprover {
  const find = (
    nodes: NonNullable<ApprovalInstanceRow['resolvedFlow']>['nodes'],
  ): ResolvedApprover | undefined => {
    for (const node of nodes) {
      if (node.type === 'approver' && node.id === nodeId) return node;
      if (node.type === 'parallel')
        for (const branch of node.branches) {
          const found = find(branch.nodes);
          if (found) return found;
        }
    }
    return undefined;
  };
  const node = find(instance.resolvedFlow!.nodes);
  if (!node) throw new Error(`instance ${instance.id} has no node ${nodeId}`);
  return node;
}

/** Whether an approved task finishes its node: 或签 any one, 会签 all, 依次 the last in order. */
export async function afterApproval(
  tx: Tx,
  instance: ApprovalInstanceRow,
  task: typeof approvalTasks.$inferSelect,
): Promise<boolean> {
  const node = nodeOf(instance, task.nodeId);
  const nodeTasks = and(eq(approvalTasks.instanceId, instance.id), eq(approvalTasks.nodeId, task.nodeId));
  if (node.mode === 'any') {
    await tx
      .update(approvalTasks)
      .set({ state: 'cancelled', actedAt: new Date() })
      .where(and(nodeTasks, eq(approvalTasks.state, 'pending')));
    return true;
  }
  if (node.mode === 'all') {
    const pending = await tx
      .select({ id: approvalTasks.id })
      .from(approvalTasks)
      .where(and(nodeTasks, eq(approvalTasks.state, 'pending')))
      .limit(1);
    return pending.length === 0;
  }
  const next = node.userIds[task.ordinal + 1];
  if (next === undefined) return true;
  await tx
    .insert(approvalTasks)
    .values({ instanceId: instance.id, nodeId: node.id, userId: next, ordinal: task.ordinal + 1 });
  await remind(tx, instance, 'todo', [next]);
  return false;
}

/** Ends a running instance rejected (or withdrawn): pending tasks are cancelled. */
export async function finish(
  tx: Tx,
  instance: ApprovalInstanceRow,
  state: 'rejected' | 'withdrawn',
): Promise<ApprovalInstanceRow> {
  await tx
    .update(approvalTasks)
    .set({ state: 'cancelled', actedAt: new Date() })
    .where(and(eq(approvalTasks.instanceId, instance.id), inArray(approvalTasks.state, ['pending'])));
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
