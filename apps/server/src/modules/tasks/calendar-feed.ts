import type { CalendarFeedItem, CalendarWindow } from '@renli/contracts';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { oaTaskMembers, oaTasks } from './schema.ts';
import { taskLink } from './service.ts';

/** Unfinished tasks (submitted ones too) whose due date the calendar shows. */
const SHOWN = ['todo', 'doing', 'submitted', 'rejected'] as const;

/**
 * The due dates of the person's open tasks (docs/product/oa-task.md, "On the calendar"), within the
 * window, for the calendar: tasks they execute or own, each as a half-hour item ending at its due time.
 */
export async function tasksDueOnCalendar(
  db: DbOrTx,
  actor: CompanyActor,
  window: CalendarWindow,
): Promise<CalendarFeedItem[]> {
  const rows = await db
    .select({ id: oaTasks.id, title: oaTasks.title, dueAt: oaTasks.dueAt })
    .from(oaTasks)
    .where(
      and(
        eq(oaTasks.compId, actor.compId),
        inArray(oaTasks.status, [...SHOWN]),
        gte(oaTasks.dueAt, window.from),
        lt(oaTasks.dueAt, window.to),
        sql`exists (select 1 from ${oaTaskMembers} m where m.task_id = ${oaTasks.id}
          and m.user_id = ${actor.userId} and m.role in ('executor', 'owner'))`,
      ),
    )
    .orderBy(oaTasks.dueAt)
    .limit(500);
  return rows.map((row) => ({
    kind: 'task',
    id: String(row.id),
    title: row.title,
    start: new Date(row.dueAt!.getTime() - 30 * 60_000).toISOString(),
    end: row.dueAt!.toISOString(),
    allDay: false,
    link: taskLink(row.id),
  }));
}
