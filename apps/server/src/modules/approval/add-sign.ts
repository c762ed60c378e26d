import { eq } from 'drizzle-orm';
import type { CompanyActor } from '../../core/actor.ts';
import { badRequest } from '../../core/http/errors.ts';
import { type Locale, translate } from '../../core/i18n/index.ts';
import type { Tx } from '../../db/client.ts';
import { activeCompanyPeople } from '../org/flow-facts.ts';
import { advance, approveTask } from './engine.ts';
import { insertBeside, nextAddSignId } from './flow-places.ts';
import { approvalMessages as m } from './messages.ts';
import type { ResolvedApprover } from './progress.ts';
import { logEvent, versionSettings } from './records.ts';
import { approvalInstances, approvalTasks } from './schema.ts';
import { lockPendingTask } from './tasks.ts';

// 加签 (docs/product/approval.md, "Instances"): a node of the given people and mode is put into the
// instance's stored flow beside the caller's node. `after` is DingTalk's 后加签: the caller approves
// now and the added people are asked when the caller's node is done. `before` (前加签): the caller's
// task waits, the added people are asked first, and the caller is asked again when they are done.

export interface AddSignInput {
  taskId: number;
  userIds: number[];
  position: 'before' | 'after';
  mode: ResolvedApprover['mode'];
  comment?: string | undefined;
}

export async function addSign(tx: Tx, actor: CompanyActor, input: AddSignInput, locale: Locale) {
  const { instance, task } = await lockPendingTask(tx, actor, input.taskId);
  if (!(await versionSettings(tx, instance.versionId)).addSign) throw badRequest(m['approval.addSignOff']);
  const userIds = [...new Set(input.userIds)];
  const people = await activeCompanyPeople(tx, actor.compId, userIds);
  if (userIds.includes(actor.userId) || userIds.some((userId) => !people.has(userId)))
    throw badRequest(m['approval.addSignTarget']);
  const added: ResolvedApprover = {
    type: 'approver',
    id: nextAddSignId(instance.resolvedFlow!),
    name: translate(locale, m['approval.addSign.nodeName']),
    mode: input.mode,
    userIds,
    source: 'addSign',
    passedUserIds: [],
  };
  const resolvedFlow = insertBeside(instance.resolvedFlow!, task.nodeId, added, input.position);
  await tx.update(approvalInstances).set({ resolvedFlow }).where(eq(approvalInstances.id, instance.id));
  const current = { ...instance, resolvedFlow };
  const comment = input.comment ?? null;
  if (input.position === 'after')
    await logEvent(tx, instance.id, {
      action: 'approve',
      userId: actor.userId,
      nodeId: task.nodeId,
      comment,
    });
  for (const [index, userId] of userIds.entries())
    await logEvent(tx, instance.id, {
      action: 'addSign',
      userId: actor.userId,
      nodeId: added.id,
      comment: input.position === 'before' && index === 0 ? comment : null,
      targetUserId: userId,
    });
  if (input.position === 'after') return approveTask(tx, current, task, comment);
  await tx
    .update(approvalTasks)
    .set({ state: 'waiting', comment, remindAt: null, actAt: null })
    .where(eq(approvalTasks.id, task.id));
  return advance(tx, current, new Set(instance.position?.done ?? []));
}
