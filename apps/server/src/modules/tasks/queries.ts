import {
  type TaskFilter,
  type TaskListBody,
  type TaskPage,
  type TaskRole,
  type TaskRow,
  type TaskTab,
  taskListBodySchema,
} from '@renli/contracts';
import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../core/actor.ts';
import { chinaDayEnd, chinaDayStart } from '../../core/china-time.ts';
import { notFound } from '../../core/http/errors.ts';
import { pageTotal, paginate } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { namesOf, personOf } from './people.ts';
import { allowedTransitions, deadlineState, progressOf, toChinaMinute } from './rules.ts';
import { oaTaskCheckItems, oaTaskMembers, oaTasks } from './schema.ts';

// Reading tasks (docs/product/oa-task.md, "Who sees what"): a task is visible to the people who hold
// a role on it, on its parent task, or on one of its subtasks; everyone else gets 404.

export type TaskRecord = typeof oaTasks.$inferSelect;

/** The role each tab lists. */
export const TAB_ROLE: Record<TaskTab, TaskRole> = {
  execute: 'executor',
  participation: 'participant',
  responsibility: 'owner',
  create: 'creator',
  allocation: 'assigner',
  examine: 'reviewer',
};

/** Tasks the actor holds a role on, on the parent, or on a subtask. */
export function visibleTo(actor: CompanyActor): SQL {
  return sql`exists (
    select 1 from ${oaTaskMembers} m
    where m.comp_id = ${actor.compId} and m.user_id = ${actor.userId}
      and (m.task_id = ${oaTasks.id} or m.task_id = ${oaTasks.parentId}
        or m.task_id in (select c.id from ${oaTasks} c where c.parent_id = ${oaTasks.id}))
  )`;
}

/** Tasks on which the actor holds `role` themselves. */
export const heldAs = (actor: CompanyActor, role: TaskRole): SQL => sql`exists (
  select 1 from ${oaTaskMembers} m
  where m.task_id = ${oaTasks.id} and m.comp_id = ${actor.compId} and m.user_id = ${actor.userId} and m.role = ${role}
)`;

/** A task of the actor's company they may see, or 404; `lock` holds it for the transaction. */
export async function visibleTask(
  db: DbOrTx,
  actor: CompanyActor,
  id: number,
  lock = false,
): Promise<TaskRecord> {
  const query = db
    .select()
    .from(oaTasks)
    .where(and(eq(oaTasks.id, id), eq(oaTasks.compId, actor.compId), visibleTo(actor)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** Everyone's roles on these tasks: task id → role → user ids. */
export async function membersOf(db: DbOrTx, taskIds: readonly number[]) {
  const byTask = new Map<number, Map<TaskRole, number[]>>();
  if (taskIds.length === 0) return byTask;
  const rows = await db
    .select()
    .from(oaTaskMembers)
    .where(inArray(oaTaskMembers.taskId, [...taskIds]))
    .orderBy(asc(oaTaskMembers.role), asc(oaTaskMembers.userId));
  for (const row of rows) {
    const roles = byTask.get(row.taskId) ?? new Map<TaskRole, number[]>();
    roles.set(row.role, [...(roles.get(row.role) ?? []), row.userId]);
    byTask.set(row.taskId, roles);
  }
  return byTask;
}

/** The roles `userId` holds on one task. */
export const rolesIn = (members: Map<TaskRole, number[]> | undefined, userId: number) =>
  new Set(
    [...(members ?? new Map<TaskRole, number[]>())].filter(([, ids]) => ids.includes(userId)).map(([r]) => r),
  );

/** The conditions of a tab and its filters. */
export function tabWhere(actor: CompanyActor, filter: TaskFilter): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(oaTasks.compId, actor.compId),
    heldAs(actor, TAB_ROLE[filter.tab]),
  ];
  if (filter.status) conditions.push(eq(oaTasks.status, filter.status));
  if (filter.priority) conditions.push(eq(oaTasks.priority, filter.priority));
  if (filter.dueFrom)
    conditions.push(isNotNull(oaTasks.dueAt), gte(oaTasks.dueAt, chinaDayStart(filter.dueFrom)));
  if (filter.dueTo) conditions.push(isNotNull(oaTasks.dueAt), lt(oaTasks.dueAt, chinaDayEnd(filter.dueTo)));
  if (filter.keyword) {
    const like = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(oaTasks.title, like), ilike(oaTasks.description, like)));
  }
  return and(...conditions)!;
}

/** Unfinished first, then by due time (none last), newest first. */
export const TASK_ORDER = [
  sql`case when ${oaTasks.status} in ('done', 'cancelled') then 1 else 0 end`,
  sql`${oaTasks.dueAt} asc nulls last`,
  desc(oaTasks.id),
];

/** Rows as lists show them, with names, counts and what the actor may do. */
export async function presentRows(
  db: DbOrTx,
  actor: CompanyActor,
  tasks: readonly TaskRecord[],
  now = new Date(),
): Promise<TaskRow[]> {
  if (tasks.length === 0) return [];
  const ids = tasks.map((task) => task.id);
  const parentIds = [...new Set(tasks.flatMap((task) => (task.parentId ? [task.parentId] : [])))];
  const [members, children, checks, parents] = await Promise.all([
    membersOf(db, ids),
    db
      .select({ parentId: oaTasks.parentId, status: oaTasks.status })
      .from(oaTasks)
      .where(inArray(oaTasks.parentId, ids)),
    db
      .select({
        taskId: oaTaskCheckItems.taskId,
        total: sql<number>`count(*)::int`,
        done: sql<number>`(count(*) filter (where ${oaTaskCheckItems.done}))::int`,
      })
      .from(oaTaskCheckItems)
      .where(inArray(oaTaskCheckItems.taskId, ids))
      .groupBy(oaTaskCheckItems.taskId),
    parentIds.length
      ? db
          .select({ id: oaTasks.id, title: oaTasks.title })
          .from(oaTasks)
          .where(inArray(oaTasks.id, parentIds))
      : Promise.resolve([]),
  ]);
  const names = await namesOf(
    db,
    [...members.values()].flatMap((roles) => [...roles.values()].flat()),
  );
  const parentTitle = new Map(parents.map((p) => [p.id, p.title]));
  const checkCount = new Map(checks.map((c) => [c.taskId, c]));
  return tasks.map((task) => {
    const roles = members.get(task.id);
    const ids = (role: TaskRole) => roles?.get(role) ?? [];
    const subtasks = children.filter((child) => child.parentId === task.id);
    const reviewerId = ids('reviewer')[0];
    const check = checkCount.get(task.id);
    return {
      id: task.id,
      version: task.version,
      parentId: task.parentId,
      parentTitle: task.parentId ? (parentTitle.get(task.parentId) ?? null) : null,
      title: task.title,
      priority: task.priority,
      status: task.status,
      progress: progressOf(task.progress, subtasks),
      startAt: toChinaMinute(task.startAt),
      dueAt: toChinaMinute(task.dueAt),
      deadline: deadlineState(task.dueAt, task.status, now),
      executors: ids('executor').map((id) => personOf(names, id)),
      owner: personOf(names, ids('owner')[0] ?? task.createdBy),
      reviewer: reviewerId ? personOf(names, reviewerId) : null,
      creator: personOf(names, ids('creator')[0] ?? task.createdBy),
      subtasks: { done: subtasks.filter((s) => s.status === 'done').length, total: subtasks.length },
      checklist: { done: check?.done ?? 0, total: check?.total ?? 0 },
      actions: allowedTransitions(task.status, rolesIn(roles, actor.userId), reviewerId !== undefined),
      completedAt: task.completedAt?.toISOString() ?? null,
      updatedAt: task.updatedAt.toISOString(),
    };
  });
}

/** A tab's page. */
export async function taskPage(db: DbOrTx, actor: CompanyActor, input: TaskListBody): Promise<TaskPage> {
  const body = taskListBodySchema.parse(input);
  const page = await paginate(
    () =>
      db
        .select({ row: oaTasks, total: pageTotal() })
        .from(oaTasks)
        .where(tabWhere(actor, body))
        .orderBy(...TASK_ORDER),
    { pageNum: body.pageNum, pageSize: body.pageSize },
    ({ row }) => row,
  );
  return { ...page, list: await presentRows(db, actor, page.list) };
}

/** Every row of a tab's filter (exports), at most `limit`. */
export async function tabRows(db: DbOrTx, actor: CompanyActor, filter: TaskFilter, limit: number) {
  const rows = await db
    .select()
    .from(oaTasks)
    .where(tabWhere(actor, filter))
    .orderBy(...TASK_ORDER)
    .limit(limit);
  return presentRows(db, actor, rows);
}

/** Unfinished tasks per tab; 我审核的 counts what waits for the actor's acceptance. */
export async function tabCounts(db: DbOrTx, actor: CompanyActor): Promise<Record<TaskTab, number>> {
  const rows = await db
    .select({ role: oaTaskMembers.role, count: sql<number>`count(*)::int` })
    .from(oaTaskMembers)
    .innerJoin(oaTasks, eq(oaTasks.id, oaTaskMembers.taskId))
    .where(
      and(
        eq(oaTaskMembers.compId, actor.compId),
        eq(oaTaskMembers.userId, actor.userId),
        sql`(${oaTaskMembers.role} = 'reviewer' and ${oaTasks.status} = 'submitted'
          or ${oaTaskMembers.role} <> 'reviewer' and ${oaTasks.status} in ('todo', 'doing', 'submitted', 'rejected'))`,
      ),
    )
    .groupBy(oaTaskMembers.role);
  const byRole = new Map(rows.map((row) => [row.role, row.count]));
  return Object.fromEntries(
    Object.entries(TAB_ROLE).map(([tab, role]) => [tab, byRole.get(role) ?? 0]),
  ) as Record<TaskTab, number>;
}
