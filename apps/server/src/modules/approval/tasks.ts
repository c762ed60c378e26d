import { and, eq } from 'drizzle-orm';
import { conflict, notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../db/client.ts';
import { approvalMessages as m } from './messages.ts';
import type { ResolvedApprover } from './progress.ts';
import { lockInstance } from './records.ts';
import { remind } from './reminders.ts';
import { approvalTasks } from './schema.ts';
import type { ApprovalInstanceRow } from './types.ts';

// Approvers' tasks (docs/product/approval.md, "Instances"): who is asked on which node, with the
// times the node's timeout gives them, and the caller's own pending task.

const HOUR_MS = 3_600_000;

/** A new task, its timeout made concrete from now (docs/product/approval.md, "Timeouts"). */
export function taskFor(
  instance: ApprovalInstanceRow,
  node: ResolvedApprover,
  userId: number,
  ordinal: number,
) {
  return { instanceId: instance.id, nodeId: node.id, userId, ordinal, ...deadlines(node, new Date()) };
}

/** When a task asked `now` is reminded and acted on by itself; an act without an action never comes. */
export function deadlines(node: ResolvedApprover, now: Date) {
  const { remindAfterHours, actAfterHours, action } = node.timeout ?? {};
  const after = (hours: number | undefined) => (hours ? new Date(now.getTime() + hours * HOUR_MS) : null);
  return { remindAt: after(remindAfterHours), actAt: action ? after(actAfterHours) : null, remindedAt: null };
}

/** The node's tasks of this pass (a send-back supersedes the earlier ones). */
export const liveNodeTasks = (instanceId: number, nodeId: string) =>
  and(
    eq(approvalTasks.instanceId, instanceId),
    eq(approvalTasks.nodeId, nodeId),
    eq(approvalTasks.superseded, false),
  );

/** Task states still waiting for someone: asked now, or asked again after a 加签. */
export const OPEN_STATES = ['pending', 'waiting'];

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

/** The caller's pending task with its instance locked (a task id of another company: 404). */
export async function lockPendingTask(tx: Tx, actor: { compId: number; userId: number }, taskId: number) {
  const [ref] = await tx
    .select({ instanceId: approvalTasks.instanceId })
    .from(approvalTasks)
    .where(eq(approvalTasks.id, taskId));
  if (!ref) throw notFound(m['approval.notFound']);
  const instance = await lockInstance(tx, actor.compId, ref.instanceId);
  return { instance, task: await pendingTaskOf(tx, instance, taskId, actor.userId) };
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

/** The task goes to `userId` (same node and place in order, its timeout asked afresh); they hear of it. */
export async function handOver(
  tx: Tx,
  instance: ApprovalInstanceRow,
  task: typeof approvalTasks.$inferSelect,
  userId: number,
  comment: string | null,
) {
  await tx
    .update(approvalTasks)
    .set({ state: 'transferred', actedAt: new Date(), comment })
    .where(eq(approvalTasks.id, task.id));
  await tx
    .insert(approvalTasks)
    .values(taskFor(instance, nodeOf(instance, task.nodeId), userId, task.ordinal));
  await remind(tx, instance, 'todo', [userId]);
}
