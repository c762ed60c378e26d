import { type OaSearchFound, searchSnippet, TASK_ROLES, type TaskRole } from '@renli/contracts';
import { and, eq, ilike, inArray, or } from 'drizzle-orm';
import type { CompanyActor } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { TASK_ORDER, visibleTo } from './queries.ts';
import { oaTaskMembers, oaTasks } from './schema.ts';
import { taskLink } from './service.ts';

/**
 * The tasks the actor may see (the same rule as the lists and the detail: a role on the task, its
 * parent or a subtask) whose title or description contains `q`, unfinished first; the link opens
 * the tab of the actor's own role on it.
 */
export async function searchTasksForPerson(
  db: DbOrTx,
  actor: CompanyActor,
  q: string,
  limit: number,
): Promise<OaSearchFound> {
  const pattern = containing(q);
  const rows = await db
    .select({
      id: oaTasks.id,
      title: oaTasks.title,
      description: oaTasks.description,
      dueAt: oaTasks.dueAt,
    })
    .from(oaTasks)
    .where(
      and(
        eq(oaTasks.compId, actor.compId),
        visibleTo(actor),
        or(ilike(oaTasks.title, pattern), ilike(oaTasks.description, pattern)),
      ),
    )
    .orderBy(...TASK_ORDER)
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  const roles = new Map<number, TaskRole[]>();
  if (shown.length > 0) {
    const mine = await db
      .select({ taskId: oaTaskMembers.taskId, role: oaTaskMembers.role })
      .from(oaTaskMembers)
      .where(
        and(
          eq(oaTaskMembers.compId, actor.compId),
          eq(oaTaskMembers.userId, actor.userId),
          inArray(
            oaTaskMembers.taskId,
            shown.map((r) => r.id),
          ),
        ),
      );
    for (const row of mine) roles.set(row.taskId, [...(roles.get(row.taskId) ?? []), row.role]);
  }
  return {
    hits: shown.map((row) => {
      const held = roles.get(row.id) ?? [];
      const role = TASK_ROLES.find((r) => held.includes(r)) ?? 'executor';
      return {
        id: row.id,
        title: row.title,
        snippet: searchSnippet(row.description, q),
        time: row.dueAt?.toISOString() ?? null,
        link: taskLink(row.id, role),
      };
    }),
    more: rows.length > limit,
  };
}
