import type { ApprovalFlow } from '@renli/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { conflict, notFound } from '../../core/http/errors.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { approvalMessages as m } from './messages.ts';
import { nextStep, type ResolvedApprover } from './progress.ts';
import { remind } from './reminders.ts';
import {
  approvalCc,
  approvalEvents,
  approvalInstances,
  approvalTasks,
  approvalTemplateVersions,
} from './schema.ts';
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

/**
 * The flow settings of the version an instance runs on (`sendBack`, `addSign`). A version published
 * before the settings existed has the flow contract's defaults.
 */
export async function versionSettings(db: DbOrTx, versionId: number) {
  const [row] = await db
    .select({ flow: approvalTemplateVersions.flow })
    .from(approvalTemplateVersions)
    .where(eq(approvalTemplateVersions.id, versionId));
  const flow: Partial<ApprovalFlow> = row!.flow;
  return { sendBack: flow.sendBack ?? 'earlier', addSign: flow.addSign ?? true };
}

export async function logEvent(
  tx: Tx,
  instanceId: number,
  event: Omit<typeof approvalEvents.$inferInsert, 'instanceId'>,
) {
  await tx.insert(approvalEvents).values({ instanceId, ...event });
}

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

/** Task states still waiting for someone: asked now, or asked again after a 加签. */
export const OPEN_STATES = ['pending', 'waiting'];

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

/** An action that changes nothing else still bumps the instance's version. */
export async function bump(tx: Tx, instance: { id: number; version: number }) {
  const [row] = await tx
    .update(approvalInstances)
    .set({ version: instance.version + 1, updatedAt: new Date() })
    .where(eq(approvalInstances.id, instance.id))
    .returning();
  return row!;
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
  return row!;
}
