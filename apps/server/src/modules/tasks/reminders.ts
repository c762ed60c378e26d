import { OPEN_TASK_STATUSES } from '@renli/contracts';
import { and, eq, gt, gte, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import { addDays, chinaDayEnd, chinaDayStart, chinaToday } from '../../core/china-time.ts';
import type { Database } from '../../db/client.ts';
import { notifyPeople } from '../notifications/work-notice.ts';
import { tasksMessages as m } from './messages.ts';
import { toChinaMinute } from './rules.ts';
import { oaTaskMembers, oaTaskReminders, oaTasks } from './schema.ts';
import { taskLink } from './service.ts';

// Due reminders (docs/product/oa-task.md, "Reminders"): the day before a task's due date and once it
// is overdue, its executors and owner are told, once per task, kind and due instant.

const BATCH = 200;

/**
 * Sends what is due at `now` and answers how many reminders went out. Each is claimed by inserting its
 * row into `oa_task_reminders` (unique per task, kind and due instant) in the transaction that tells
 * the people, so several nodes running the sweep send it once.
 */
export async function sendTaskReminders(db: Database, now: Date): Promise<number> {
  const tomorrow = addDays(chinaToday(now), 1);
  const candidates = await db
    .select({
      id: oaTasks.id,
      compId: oaTasks.compId,
      title: oaTasks.title,
      dueAt: oaTasks.dueAt,
      kind: sql<
        'overdue' | 'dueTomorrow'
      >`case when ${oaTasks.dueAt} <= ${now} then 'overdue' else 'dueTomorrow' end`,
    })
    .from(oaTasks)
    .where(
      and(
        inArray(oaTasks.status, [...OPEN_TASK_STATUSES]),
        isNotNull(oaTasks.dueAt),
        or(
          lte(oaTasks.dueAt, now),
          and(
            gt(oaTasks.dueAt, now),
            gte(oaTasks.dueAt, chinaDayStart(tomorrow)),
            lt(oaTasks.dueAt, chinaDayEnd(tomorrow)),
          ),
        ),
        sql`not exists (select 1 from ${oaTaskReminders} r where r.task_id = ${oaTasks.id}
          and r.due_at = ${oaTasks.dueAt}
          and r.kind = case when ${oaTasks.dueAt} <= ${now} then 'overdue' else 'dueTomorrow' end)`,
      ),
    )
    .limit(BATCH);
  let sent = 0;
  for (const task of candidates) {
    const told = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(oaTaskReminders)
        .values({ compId: task.compId, taskId: task.id, kind: task.kind, dueAt: task.dueAt! })
        .onConflictDoNothing()
        .returning({ taskId: oaTaskReminders.taskId });
      if (claimed.length === 0) return false;
      const people = await tx
        .selectDistinct({ userId: oaTaskMembers.userId })
        .from(oaTaskMembers)
        .where(and(eq(oaTaskMembers.taskId, task.id), inArray(oaTaskMembers.role, ['executor', 'owner'])));
      await notifyPeople(tx, {
        compId: task.compId,
        userIds: people.map((p) => p.userId),
        titleKey: m[`tasks.notice.${task.kind}.title`],
        contentKey: m[`tasks.notice.${task.kind}.content`],
        params: { title: task.title, due: toChinaMinute(task.dueAt) ?? '' },
        link: taskLink(task.id),
      });
      return true;
    });
    if (told) sent += 1;
  }
  return sent;
}
