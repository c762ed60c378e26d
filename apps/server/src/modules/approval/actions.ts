import type { CommentAttachment } from '@renli/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { CompanyActor } from '../../core/actor.ts';
import { badRequest, conflict, notFound, tooManyRequests } from '../../core/http/errors.ts';
import type { Tx } from '../../db/client.ts';
import { activeCompanyPeople } from '../org/flow-facts.ts';
import { advance, afterApproval, finish, lockInstance, logEvent, pendingTaskOf } from './engine.ts';
import { approvalMessages as m } from './messages.ts';
import { isReader } from './readers.ts';
import { approvalInstances, approvalTasks } from './schema.ts';

/** How long after an urge the next is refused (docs/product/approval.md: once an hour). */
export const URGE_INTERVAL_MS = 3_600_000;

interface Decision {
  taskId: number;
  comment?: string | undefined;
  attachments: CommentAttachment[];
}

/** Approve or reject one's pending task; the instance row lock serialises racing decisions. */
export async function decide(tx: Tx, actor: CompanyActor, input: Decision, approve: boolean) {
  const [ref] = await tx
    .select({ instanceId: approvalTasks.instanceId })
    .from(approvalTasks)
    .where(eq(approvalTasks.id, input.taskId));
  if (!ref) throw notFound(m['approval.notFound']);
  const instance = await lockInstance(tx, actor.compId, ref.instanceId);
  const task = await pendingTaskOf(tx, instance, input.taskId, actor.userId);
  const now = new Date();
  await tx
    .update(approvalTasks)
    .set({ state: approve ? 'approved' : 'rejected', actedAt: now, comment: input.comment ?? null })
    .where(eq(approvalTasks.id, task.id));
  await logEvent(tx, instance.id, {
    action: approve ? 'approve' : 'reject',
    userId: actor.userId,
    nodeId: task.nodeId,
    comment: input.comment ?? null,
    attachments: input.attachments,
  });
  if (!approve) return finish(tx, instance, 'rejected');
  if (!(await afterApproval(tx, instance, task))) {
    const [row] = await tx
      .update(approvalInstances)
      .set({ version: instance.version + 1, updatedAt: now })
      .where(eq(approvalInstances.id, instance.id))
      .returning();
    return row!;
  }
  return advance(tx, instance, new Set([...(instance.position?.done ?? []), task.nodeId]));
}

/** Hands one's pending task to another active person of the company (not oneself). */
export async function transfer(
  tx: Tx,
  actor: CompanyActor,
  input: { taskId: number; userId: number; comment?: string | undefined },
) {
  const [ref] = await tx
    .select({ instanceId: approvalTasks.instanceId })
    .from(approvalTasks)
    .where(eq(approvalTasks.id, input.taskId));
  if (!ref) throw notFound(m['approval.notFound']);
  const instance = await lockInstance(tx, actor.compId, ref.instanceId);
  const task = await pendingTaskOf(tx, instance, input.taskId, actor.userId);
  const people = await activeCompanyPeople(tx, actor.compId, [input.userId]);
  if (input.userId === actor.userId || !people.has(input.userId))
    throw badRequest(m['approval.transferTarget']);
  await tx
    .update(approvalTasks)
    .set({ state: 'transferred', actedAt: new Date(), comment: input.comment ?? null })
    .where(eq(approvalTasks.id, task.id));
  await tx
    .insert(approvalTasks)
    .values({ instanceId: instance.id, nodeId: task.nodeId, userId: input.userId, ordinal: task.ordinal });
  await logEvent(tx, instance.id, {
    action: 'transfer',
    userId: actor.userId,
    nodeId: task.nodeId,
    comment: input.comment ?? null,
    targetUserId: input.userId,
  });
  return bump(tx, instance);
}

async function bump(tx: Tx, instance: { id: number; version: number }) {
  const [row] = await tx
    .update(approvalInstances)
    .set({ version: instance.version + 1, updatedAt: new Date() })
    .where(eq(approvalInstances.id, instance.id))
    .returning();
  return row!;
}

/** The initiator's own instance, locked; anyone else: 404 unless a reader (then 403-like refusal). */
async function ownInstance(tx: Tx, actor: CompanyActor, id: number) {
  const instance = await lockInstance(tx, actor.compId, id);
  if (instance.initiatorUserId !== actor.userId) {
    if (await isReader(tx, actor, instance)) throw badRequest(m['approval.notInitiatorAction']);
    throw notFound(m['approval.notFound']);
  }
  return instance;
}

/** Withdraw (撤回): a draft any time, a running instance only before any approver decided. */
export async function withdraw(tx: Tx, actor: CompanyActor, id: number) {
  const instance = await ownInstance(tx, actor, id);
  if (instance.state !== 'running' && instance.state !== 'draft') throw conflict(m['approval.handled']);
  const [decided] = await tx
    .select({ id: approvalTasks.id })
    .from(approvalTasks)
    .where(and(eq(approvalTasks.instanceId, id), inArray(approvalTasks.state, ['approved', 'rejected'])))
    .limit(1);
  if (decided) throw badRequest(m['approval.withdrawAfterDecision']);
  await logEvent(tx, id, { action: 'withdraw', userId: actor.userId });
  return finish(tx, instance, 'withdrawn');
}

/** Urge (催办): at most once an hour per instance; the current approvers are reminded. */
export async function urge(tx: Tx, actor: CompanyActor, id: number, now = new Date()) {
  const instance = await ownInstance(tx, actor, id);
  if (instance.state !== 'running') throw conflict(m['approval.handled']);
  if (instance.lastUrgedAt && now.getTime() - instance.lastUrgedAt.getTime() < URGE_INTERVAL_MS)
    throw tooManyRequests(m['approval.urgeTooSoon']);
  await logEvent(tx, id, { action: 'urge', userId: actor.userId });
  const [row] = await tx
    .update(approvalInstances)
    .set({ lastUrgedAt: now, version: instance.version + 1, updatedAt: now })
    .where(eq(approvalInstances.id, id))
    .returning();
  return row!;
}

/** A comment with attachments by any reader. */
export async function addComment(
  tx: Tx,
  actor: CompanyActor,
  input: { id: number; comment: string; attachments: CommentAttachment[] },
) {
  const instance = await lockInstance(tx, actor.compId, input.id);
  if (!(await isReader(tx, actor, instance))) throw notFound(m['approval.notFound']);
  await logEvent(tx, instance.id, {
    action: 'comment',
    userId: actor.userId,
    comment: input.comment,
    attachments: input.attachments,
  });
  return bump(tx, instance);
}
