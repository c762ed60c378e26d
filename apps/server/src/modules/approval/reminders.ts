import type { ApprovalCardKind } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { createReminder } from '../notifications/service.ts';
import { queueApprovalCards } from './chat-cards.ts';
import { approvalTasks } from './schema.ts';
import type { ApprovalInstanceRow } from './types.ts';

// The bell and the chat's 审批 conversation (docs/product/approval.md, "Into the rest of the
// product"): both written in the action's own transaction, so a reminder exists exactly when the
// task or decision it speaks of does, and a card is sent only once the action has committed.

const TODO_LINK = '#/oa/approve/list';
const MY_LINK = '#/oa/approve/myapply';
const CC_LINK = '#/oa/approve/mycc';

type Kind = ApprovalCardKind;
const LINKS: Record<Kind, string> = {
  todo: TODO_LINK,
  urge: TODO_LINK,
  cc: CC_LINK,
  approved: MY_LINK,
  rejected: MY_LINK,
  returned: MY_LINK,
  // 抄送我的 lists the instances a person was @-mentioned in too.
  mention: CC_LINK,
  timeout: TODO_LINK,
};

/** Tells these people of the company about the instance; `kind` picks the words and the link. */
export async function remind(tx: Tx, instance: ApprovalInstanceRow, kind: Kind, userIds: readonly number[]) {
  const people = [...new Set(userIds)];
  await queueApprovalCards(tx, instance, kind, people);
  for (const userId of people) {
    await createReminder(tx, {
      userId,
      compId: instance.compId,
      type: 'approval',
      titleKey: `remind.approval.${kind}.title`,
      contentKey: `remind.approval.${kind}.content`,
      params: { title: instance.title, serialNo: instance.serialNo ?? '' },
      link: `${LINKS[kind]}?id=${instance.id}`,
    });
  }
}

/** The people with a pending task on the instance now. */
export async function pendingApprovers(tx: Tx, instanceId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: approvalTasks.userId })
    .from(approvalTasks)
    .where(and(eq(approvalTasks.instanceId, instanceId), eq(approvalTasks.state, 'pending')));
  return rows.map((row) => row.userId);
}
