import { CUSTOM_BUSINESS_IDS, SYSTEM_CHAT_ACCOUNTS, type TaskCardData } from '@renli/contracts';
import { queueSystemMessages } from '../../chat/system-messages.ts';
import type { CompanyActor } from '../../core/actor.ts';
import { badRequest, forbidden } from '../../core/http/errors.ts';
import { DEFAULT_LOCALE, translate } from '../../core/i18n/index.ts';
import type { Database } from '../../db/client.ts';
import { tasksMessages as m } from './messages.ts';
import { allActiveStaff, namesOf } from './people.ts';
import { membersOf, presentRows, rolesIn, visibleTask } from './queries.ts';
import { oaTaskActivities, oaTaskMembers } from './schema.ts';

/**
 * Shares a task into the chat (docs/product/oa-task.md, "Sharing"): each colleague gets the task card
 * in the 工作通知 conversation (from where the chat's 转发 takes it to any conversation or group),
 * and becomes a participant so the card opens the task. Creator, owner and executors may share.
 */
export async function shareTask(db: Database, actor: CompanyActor, id: number, userIds: readonly number[]) {
  return db.transaction(async (tx) => {
    const task = await visibleTask(tx, actor, id, true);
    const members = (await membersOf(tx, [id])).get(id);
    const roles = rolesIn(members, actor.userId);
    if (!['creator', 'owner', 'executor'].some((role) => roles.has(role as 'owner')))
      throw forbidden(m['tasks.shareForbidden']);
    const recipients = [...new Set(userIds)].filter((userId) => userId !== actor.userId);
    if (recipients.length === 0) throw badRequest(m['tasks.shareNobody']);
    if (!(await allActiveStaff(tx, actor.compId, recipients))) throw badRequest(m['tasks.notColleague']);
    const onTask = new Set([...(members?.values() ?? [])].flat());
    const joining = recipients.filter((userId) => !onTask.has(userId));
    if (joining.length)
      await tx
        .insert(oaTaskMembers)
        .values(
          joining.map((userId) => ({
            compId: task.compId,
            taskId: task.id,
            userId,
            role: 'participant' as const,
          })),
        )
        .onConflictDoNothing();
    const [row] = await presentRows(tx, actor, [task]);
    const names = await namesOf(tx, [actor.userId]);
    const card: TaskCardData = {
      businessID: CUSTOM_BUSINESS_IDS.TASK,
      version: 1,
      taskId: task.id,
      title: task.title,
      status: task.status,
      dueAt: row!.dueAt,
      executors: row!.executors.map((person) => person.name).join('、'),
      sharedBy: names.get(actor.userId) ?? '',
    };
    const description = translate(DEFAULT_LOCALE, m['tasks.card.description'], { title: task.title });
    await queueSystemMessages(
      tx,
      recipients.map((toUserId) => ({
        from: SYSTEM_CHAT_ACCOUNTS.WORK,
        toUserId,
        data: { ...card },
        description,
        searchText: `${task.title} ${card.executors}`,
      })),
    );
    await tx.insert(oaTaskActivities).values({
      compId: task.compId,
      taskId: task.id,
      userId: actor.userId,
      action: 'shared',
      params: { count: recipients.length },
    });
    return { shared: recipients.length };
  });
}
