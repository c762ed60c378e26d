import {
  type ApprovalCardData,
  type ApprovalCardKind,
  CUSTOM_BUSINESS_IDS,
  SYSTEM_CHAT_ACCOUNTS,
} from '@renli/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { queueSystemMessages } from '../../chat/system-messages.ts';
import { DEFAULT_LOCALE, translate } from '../../core/i18n/index.ts';
import type { Tx } from '../../db/client.ts';
import { findUserProfiles } from '../auth/profiles.ts';
import { activeOrgRecordNames } from '../org/references.ts';
import { cardSummary, pickedIds } from './card-summary.ts';
import { approvalMessages as m } from './messages.ts';
import { approvalTasks, approvalTemplateVersions } from './schema.ts';
import type { ApprovalInstanceRow } from './types.ts';

/** Kinds whose card asks the recipient to act: it names their pending task. */
const ASKS_TO_ACT: ReadonlySet<ApprovalCardKind> = new Set(['todo', 'urge', 'timeout']);

/**
 * Queues a card in the chat's 审批 conversation of each person (docs/product/approval.md, "Into the
 * rest of the product"): in the action's transaction, so the card is sent only once the action has
 * committed, and never for an action that rolled back (docs/chat.md, "System conversations").
 */
export async function queueApprovalCards(
  tx: Tx,
  instance: ApprovalInstanceRow,
  kind: ApprovalCardKind,
  userIds: readonly number[],
): Promise<void> {
  if (userIds.length === 0) return;
  const [version] = await tx
    .select({ form: approvalTemplateVersions.form })
    .from(approvalTemplateVersions)
    .where(eq(approvalTemplateVersions.id, instance.versionId));
  const picked = version ? pickedIds(version.form, instance.values) : { users: [], departments: [] };
  const [people, departments, tasks] = await Promise.all([
    findUserProfiles(tx, [instance.initiatorUserId, ...picked.users]),
    activeOrgRecordNames(tx, 'department', picked.departments),
    ASKS_TO_ACT.has(kind)
      ? tx
          .select({ id: approvalTasks.id, userId: approvalTasks.userId })
          .from(approvalTasks)
          .where(
            and(
              eq(approvalTasks.instanceId, instance.id),
              eq(approvalTasks.state, 'pending'),
              inArray(approvalTasks.userId, [...userIds]),
            ),
          )
      : [],
  ]);
  const names = new Map(people.map((p) => [p.userId, p.userName]));
  const taskOf = new Map(tasks.map((task) => [task.userId, task.id]));
  const summary = version ? cardSummary(version.form, instance.values, { users: names, departments }) : [];
  const card = (userId: number): ApprovalCardData => ({
    businessID: CUSTOM_BUSINESS_IDS.APPROVAL,
    version: 1,
    kind,
    instanceId: instance.id,
    taskId: taskOf.get(userId) ?? null,
    title: instance.title,
    serialNo: instance.serialNo ?? '',
    initiatorName: names.get(instance.initiatorUserId) ?? '',
    summary,
  });
  await queueSystemMessages(
    tx,
    userIds.map((userId) => ({
      from: SYSTEM_CHAT_ACCOUNTS.APPROVAL,
      toUserId: userId,
      data: { ...card(userId) },
      // Clients without the card renderer show this; the web draws the card in the reader's language.
      description: translate(DEFAULT_LOCALE, m['approval.chatCard.description'], { title: instance.title }),
      searchText: `${instance.title} ${instance.serialNo ?? ''}`.trim(),
    })),
  );
}
