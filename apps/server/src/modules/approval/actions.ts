import type { CommentAttachment, SendBack } from '@renli/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { CompanyActor } from '../../core/actor.ts';
import { badRequest, conflict, notFound, tooManyRequests } from '../../core/http/errors.ts';
import type { Tx } from '../../db/client.ts';
import { activeCompanyPeople } from '../org/flow-facts.ts';
import { requireOwnAttachments } from './attachments.ts';
import { approveTask, finish } from './engine.ts';
import { approvalMessages as m } from './messages.ts';
import { isReader } from './readers.ts';
import { bump, lockInstance, logEvent } from './records.ts';
import { pendingApprovers, remind } from './reminders.ts';
import { approvalInstances, approvalMentions, approvalTasks } from './schema.ts';
import { sendBack } from './send-back.ts';
import { handOver, lockPendingTask } from './tasks.ts';
import { approvalTypeOf } from './types.ts';

/** How long after an urge the next is refused (docs/product/approval.md: once an hour). */
export const URGE_INTERVAL_MS = 3_600_000;

interface Decision {
  taskId: number;
  comment?: string | undefined;
  attachments: CommentAttachment[];
  backTo?: SendBack | undefined;
}

/**
 * Approve or reject one's pending task; the instance row lock serialises racing decisions. A
 * rejection with `backTo` sends the instance back instead of ending it (send-back.ts).
 */
export async function decide(tx: Tx, actor: CompanyActor, input: Decision, approve: boolean) {
  const { instance, task } = await lockPendingTask(tx, actor, input.taskId);
  await requireOwnAttachments(tx, actor.userId, input.attachments);
  const comment = input.comment ?? null;
  if (!approve && input.backTo) return sendBack(tx, { instance, task, comment, input, backTo: input.backTo });
  await logEvent(tx, instance.id, {
    action: approve ? 'approve' : 'reject',
    userId: actor.userId,
    nodeId: task.nodeId,
    comment,
    attachments: input.attachments,
  });
  if (approve) return approveTask(tx, instance, task, comment);
  await tx
    .update(approvalTasks)
    .set({ state: 'rejected', actedAt: new Date(), comment })
    .where(eq(approvalTasks.id, task.id));
  return finish(tx, instance, 'rejected');
}

/** Hands one's pending task to another active person of the company (not oneself). */
export async function transfer(
  tx: Tx,
  actor: CompanyActor,
  input: { taskId: number; userId: number; comment?: string | undefined },
) {
  const { instance, task } = await lockPendingTask(tx, actor, input.taskId);
  const people = await activeCompanyPeople(tx, actor.compId, [input.userId]);
  if (input.userId === actor.userId || !people.has(input.userId))
    throw badRequest(m['approval.transferTarget']);
  await handOver(tx, instance, task, input.userId, input.comment ?? null);
  await logEvent(tx, instance.id, {
    action: 'transfer',
    userId: actor.userId,
    nodeId: task.nodeId,
    comment: input.comment ?? null,
    targetUserId: input.userId,
  });
  return bump(tx, instance);
}

/** The initiator's own instance, locked; anyone else: 404 unless a reader (then 403-like refusal). */
export async function ownInstance(tx: Tx, actor: CompanyActor, id: number) {
  const instance = await lockInstance(tx, actor.compId, id);
  if (instance.initiatorUserId !== actor.userId) {
    if (await isReader(tx, actor, instance)) throw badRequest(m['approval.notInitiatorAction']);
    throw notFound(m['approval.notFound']);
  }
  return instance;
}

/**
 * Withdraw (撤回): a draft or a returned instance any time, a running instance only before any
 * approver of this pass decided.
 */
export async function withdraw(tx: Tx, actor: CompanyActor, id: number) {
  const instance = await ownInstance(tx, actor, id);
  if (!['running', 'draft', 'returned'].includes(instance.state)) throw conflict(m['approval.handled']);
  const [decided] = await tx
    .select({ id: approvalTasks.id })
    .from(approvalTasks)
    .where(
      and(
        eq(approvalTasks.instanceId, id),
        eq(approvalTasks.superseded, false),
        inArray(approvalTasks.state, DECIDED_STATES),
      ),
    )
    .limit(1);
  if (decided) throw badRequest(m['approval.withdrawAfterDecision']);
  await logEvent(tx, id, { action: 'withdraw', userId: actor.userId });
  const row = await finish(tx, instance, 'withdrawn');
  await approvalTypeOf(row.type)?.onWithdrawn?.(tx, row);
  return row;
}

/** Task states that mean an approver decided (withdrawing is over then). */
export const DECIDED_STATES = ['approved', 'rejected', 'returned'];

/** Urge (催办): at most once an hour per instance; the current approvers are reminded. */
export async function urge(tx: Tx, actor: CompanyActor, id: number, now = new Date()) {
  const instance = await ownInstance(tx, actor, id);
  if (instance.state !== 'running') throw conflict(m['approval.handled']);
  if (instance.lastUrgedAt && now.getTime() - instance.lastUrgedAt.getTime() < URGE_INTERVAL_MS)
    throw tooManyRequests(m['approval.urgeTooSoon']);
  await logEvent(tx, id, { action: 'urge', userId: actor.userId });
  await remind(tx, instance, 'urge', await pendingApprovers(tx, id));
  const [row] = await tx
    .update(approvalInstances)
    .set({ lastUrgedAt: now, version: instance.version + 1, updatedAt: now })
    .where(eq(approvalInstances.id, id))
    .returning();
  return row!;
}

/**
 * A comment with attachments (the caller's own uploads) by any reader. The people @-mentioned must
 * be active people of the company; they hear of it and read the instance from then on.
 */
export async function addComment(
  tx: Tx,
  actor: CompanyActor,
  input: { id: number; comment: string; attachments: CommentAttachment[]; mentions: number[] },
) {
  const instance = await lockInstance(tx, actor.compId, input.id);
  if (!(await isReader(tx, actor, instance))) throw notFound(m['approval.notFound']);
  await requireOwnAttachments(tx, actor.userId, input.attachments);
  const mentioned = [...new Set(input.mentions)];
  const people = await activeCompanyPeople(tx, actor.compId, mentioned);
  if (mentioned.some((userId) => !people.has(userId))) throw badRequest(m['approval.mentionTarget']);
  await logEvent(tx, instance.id, {
    action: 'comment',
    userId: actor.userId,
    comment: input.comment,
    attachments: input.attachments,
  });
  if (mentioned.length > 0) {
    await tx
      .insert(approvalMentions)
      .values(mentioned.map((userId) => ({ instanceId: instance.id, userId, mentionedBy: actor.userId })))
      .onConflictDoNothing();
    await remind(
      tx,
      instance,
      'mention',
      mentioned.filter((userId) => userId !== actor.userId),
    );
  }
  return bump(tx, instance);
}
