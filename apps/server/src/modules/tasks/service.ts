import {
  type CreateTaskBody,
  createTaskBodySchema,
  type TaskComment,
  type TaskDetail,
  type TaskInput,
  type TaskRole,
  type TaskStatus,
  type TaskTransitionBody,
  type UpdateTaskBody,
  updateTaskBodySchema,
} from '@renli/contracts';
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../core/actor.ts';
import { badRequest, conflict, forbidden } from '../../core/http/errors.ts';
import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import { ownUploads } from '../files/ownership.ts';
import { notifyPeople } from '../notifications/work-notice.ts';
import { tasksMessages as m } from './messages.ts';
import { allActiveStaff, namesOf, personOf } from './people.ts';
import { membersOf, presentRows, rolesIn, type TaskRecord, visibleTask } from './queries.ts';
import { checkTransition, fromChinaMinute, TRANSITION_TABLE, toChinaMinute } from './rules.ts';
import { oaTaskActivities, oaTaskCheckItems, oaTaskComments, oaTaskMembers, oaTasks } from './schema.ts';

// Writing tasks (docs/product/oa-task.md): who may change what is checked here, on the server, by
// the roles the caller holds on the task.

const CLOSED: readonly TaskStatus[] = ['done', 'cancelled'];
/** The roles a form sets; creator and assigner are the server's. */
const FORM_ROLES = ['executor', 'owner', 'participant', 'reviewer'] as const;
/** The tab each role's notices open. */
const ROLE_TAB: Record<TaskRole, string> = {
  executor: 'execute',
  owner: 'responsibility',
  participant: 'participation',
  reviewer: 'examine',
  creator: 'create',
  assigner: 'allocation',
};
export const taskLink = (taskId: number, role: TaskRole = 'executor') =>
  `#/oa/task/${ROLE_TAB[role]}?id=${taskId}`;

async function logActivity(
  tx: DbOrTx,
  task: Pick<TaskRecord, 'id' | 'compId'>,
  userId: number | null,
  action: string,
  params: Record<string, string | number> = {},
) {
  await tx.insert(oaTaskActivities).values({ compId: task.compId, taskId: task.id, userId, action, params });
}

const actorName = async (db: DbOrTx, actor: CompanyActor) =>
  (await namesOf(db, [actor.userId])).get(actor.userId) ?? '';

/** The form's people by role, deduplicated, and the checks every save makes. */
async function checkInput(
  db: DbOrTx,
  actor: CompanyActor,
  input: TaskInput,
  keptUrls: readonly string[] = [],
) {
  const people: Record<(typeof FORM_ROLES)[number], number[]> = {
    executor: [...new Set(input.executorIds)],
    owner: [input.ownerId],
    participant: [...new Set(input.participantIds)],
    reviewer: input.reviewerId ? [input.reviewerId] : [],
  };
  if (input.reviewerId && people.executor.includes(input.reviewerId))
    throw badRequest(m['tasks.reviewerIsExecutor']);
  if (!(await allActiveStaff(db, actor.compId, Object.values(people).flat())))
    throw badRequest(m['tasks.notColleague']);
  const startAt = input.startAt ? fromChinaMinute(input.startAt) : null;
  const dueAt = input.dueAt ? fromChinaMinute(input.dueAt) : null;
  if (startAt && dueAt && dueAt < startAt) throw badRequest(m['tasks.dueBeforeStart']);
  const fresh = input.attachments.filter((file) => !keptUrls.includes(file.url));
  const own = await ownUploads(
    db,
    actor.userId,
    fresh.map((file) => file.url),
  );
  const foreign = fresh.find((file) => !own.has(file.url));
  if (foreign) throw badRequest(m['tasks.attachmentNotOwn'], { name: foreign.name });
  return { people, startAt, dueAt };
}

/** Tells each newly named person once, by their most active role. */
async function tellNewPeople(
  tx: DbOrTx,
  actor: CompanyActor,
  task: Pick<TaskRecord, 'id' | 'compId' | 'title'>,
  added: Record<(typeof FORM_ROLES)[number], number[]>,
) {
  const told = new Set([actor.userId]);
  const who = await actorName(tx, actor);
  for (const role of FORM_ROLES) {
    const userIds = added[role].filter((id) => !told.has(id));
    for (const id of userIds) told.add(id);
    await notifyPeople(tx, {
      compId: task.compId,
      userIds,
      titleKey: m['tasks.notice.assigned.title'],
      contentKey: m[`tasks.notice.assigned.${role}`],
      params: { who, title: task.title },
      link: taskLink(task.id, role),
    });
  }
}

async function insertMembers(
  tx: DbOrTx,
  task: Pick<TaskRecord, 'id' | 'compId'>,
  role: TaskRole,
  userIds: number[],
) {
  if (userIds.length === 0) return;
  await tx
    .insert(oaTaskMembers)
    .values(userIds.map((userId) => ({ compId: task.compId, taskId: task.id, userId, role })))
    .onConflictDoNothing();
}

/** Creates a task (or a subtask under `parentId`) and tells its people. */
export async function createTask(db: Database, actor: CompanyActor, body: CreateTaskBody) {
  const input = createTaskBodySchema.parse(body);
  return db.transaction(async (tx) => {
    if (input.parentId) {
      const parent = await visibleTask(tx, actor, input.parentId, true);
      if (parent.parentId) throw badRequest(m['tasks.parentTooDeep']);
      if (CLOSED.includes(parent.status)) throw badRequest(m['tasks.parentClosed']);
      const roles = rolesIn((await membersOf(tx, [parent.id])).get(parent.id), actor.userId);
      if (!['creator', 'owner', 'executor'].some((role) => roles.has(role as TaskRole)))
        throw forbidden(m['tasks.parentNotEditable']);
    }
    const { people, startAt, dueAt } = await checkInput(tx, actor, input);
    const [task] = await tx
      .insert(oaTasks)
      .values({
        compId: actor.compId,
        parentId: input.parentId,
        title: input.title,
        description: input.description,
        priority: input.priority,
        startAt,
        dueAt,
        attachments: input.attachments,
        createdBy: actor.userId,
      })
      .returning();
    for (const role of FORM_ROLES) await insertMembers(tx, task!, role, people[role]);
    await insertMembers(tx, task!, 'creator', [actor.userId]);
    if (people.executor.some((id) => id !== actor.userId))
      await insertMembers(tx, task!, 'assigner', [actor.userId]);
    if (input.checklist.length)
      await tx.insert(oaTaskCheckItems).values(
        input.checklist.map((item, sort) => ({
          compId: actor.compId,
          taskId: task!.id,
          title: item.title,
          sort,
        })),
      );
    await logActivity(tx, task!, actor.userId, input.parentId ? 'createdSubtask' : 'created', {
      title: task!.title,
    });
    if (input.parentId)
      await logActivity(tx, { id: input.parentId, compId: actor.compId }, actor.userId, 'addedSubtask', {
        title: task!.title,
      });
    await tellNewPeople(tx, actor, task!, people);
    return { id: task!.id };
  });
}

/** Locks a visible task and checks the version the caller saw. */
async function lockAt(tx: Tx, actor: CompanyActor, id: number, version?: number) {
  const task = await visibleTask(tx, actor, id, true);
  if (version !== undefined && task.version !== version) throw conflict(m['tasks.stale']);
  const members = (await membersOf(tx, [id])).get(id) ?? new Map<TaskRole, number[]>();
  return { task, members, roles: rolesIn(members, actor.userId) };
}

/** Creator or owner: saves the whole form; stale versions answer 409. */
export async function updateTask(db: Database, actor: CompanyActor, body: UpdateTaskBody) {
  const input = updateTaskBodySchema.parse(body);
  return db.transaction(async (tx) => {
    const { task, members, roles } = await lockAt(tx, actor, input.id, input.version);
    if (!(roles.has('creator') || roles.has('owner'))) throw forbidden(m['tasks.editForbidden']);
    if (CLOSED.includes(task.status)) throw badRequest(m['tasks.closedNotEditable']);
    if (task.status === 'submitted' && !input.reviewerId) throw badRequest(m['tasks.reviewerWhileSubmitted']);
    const { people, startAt, dueAt } = await checkInput(
      tx,
      actor,
      input,
      task.attachments.map((file) => file.url),
    );
    const changed: string[] = [];
    const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
    if (task.title !== input.title) changed.push('title');
    if (task.description !== input.description) changed.push('description');
    if (task.priority !== input.priority) changed.push('priority');
    if (toChinaMinute(task.startAt) !== input.startAt) changed.push('startAt');
    if (toChinaMinute(task.dueAt) !== input.dueAt) changed.push('dueAt');
    if (!same(task.attachments, input.attachments)) changed.push('attachments');
    const added = { executor: [], owner: [], participant: [], reviewer: [] } as Record<
      (typeof FORM_ROLES)[number],
      number[]
    >;
    for (const role of FORM_ROLES) {
      const before = members.get(role) ?? [];
      const after = people[role];
      if (same([...before].sort(), [...after].sort())) continue;
      changed.push(role);
      added[role] = after.filter((id) => !before.includes(id));
      await tx
        .delete(oaTaskMembers)
        .where(and(eq(oaTaskMembers.taskId, task.id), eq(oaTaskMembers.role, role)));
      await insertMembers(tx, task, role, after);
      if (role === 'executor' && after.some((id) => id !== actor.userId)) {
        await tx
          .delete(oaTaskMembers)
          .where(and(eq(oaTaskMembers.taskId, task.id), eq(oaTaskMembers.role, 'assigner')));
        await insertMembers(tx, task, 'assigner', [actor.userId]);
      }
    }
    // The checklist: items with an id are kept (renamed), new ones added, the rest removed.
    const items = await tx.select().from(oaTaskCheckItems).where(eq(oaTaskCheckItems.taskId, task.id));
    const keptIds = input.checklist.flatMap((item) =>
      item.id && items.some((i) => i.id === item.id) ? [item.id] : [],
    );
    const removed = items.filter((item) => !keptIds.includes(item.id));
    if (removed.length)
      await tx.delete(oaTaskCheckItems).where(
        inArray(
          oaTaskCheckItems.id,
          removed.map((item) => item.id),
        ),
      );
    let checklistChanged = removed.length > 0;
    for (const [sort, item] of input.checklist.entries()) {
      const existing = item.id ? items.find((i) => i.id === item.id) : undefined;
      if (existing) {
        if (existing.title !== item.title || existing.sort !== sort) {
          checklistChanged ||= existing.title !== item.title;
          await tx
            .update(oaTaskCheckItems)
            .set({ title: item.title, sort })
            .where(eq(oaTaskCheckItems.id, existing.id));
        }
      } else {
        checklistChanged = true;
        await tx
          .insert(oaTaskCheckItems)
          .values({ compId: task.compId, taskId: task.id, title: item.title, sort });
      }
    }
    if (checklistChanged) changed.push('checklist');
    await tx
      .update(oaTasks)
      .set({
        title: input.title,
        description: input.description,
        priority: input.priority,
        startAt,
        dueAt,
        attachments: input.attachments,
        version: sql`${oaTasks.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(oaTasks.id, task.id));
    if (changed.length) await logActivity(tx, task, actor.userId, 'updated', { fields: changed.join(',') });
    await tellNewPeople(tx, actor, { ...task, title: input.title }, added);
    return { id: task.id };
  });
}

/** Applies a named transition if the caller's roles allow it (docs/product/oa-task.md, "Statuses"). */
export async function transitionTask(db: Database, actor: CompanyActor, body: TaskTransitionBody) {
  return db.transaction(async (tx) => {
    const { task, members, roles } = await lockAt(tx, actor, body.id, body.version);
    const reviewerId = members.get('reviewer')?.[0];
    const refusal = checkTransition(body.name, task.status, roles, reviewerId !== undefined);
    if (refusal === 'status') throw conflict(m['tasks.transition.status']);
    if (refusal === 'role') throw forbidden(m[`tasks.transition.role.${body.name}`]);
    if (refusal === 'reviewer') {
      throw badRequest(
        body.name === 'submit'
          ? m['tasks.transition.reviewer.submit']
          : m['tasks.transition.reviewer.complete'],
      );
    }
    const reason = body.reason?.trim() ?? '';
    if (body.name === 'reject' && !reason)
      throw badRequest(m['tasks.transition.reasonRequired'], undefined, {
        fields: [{ field: 'reason', message: m['tasks.transition.reasonRequired'] }],
      });
    const to = TRANSITION_TABLE[body.name].to;
    const finished = to === 'done';
    await tx
      .update(oaTasks)
      .set({
        status: to,
        completedAt: finished ? new Date() : null,
        ...(finished ? { progress: 100 } : {}),
        ...(body.name === 'reject' ? { rejectReason: reason } : {}),
        ...(body.name === 'reopen' ? { rejectReason: null } : {}),
        version: sql`${oaTasks.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(oaTasks.id, task.id));
    await logActivity(tx, task, actor.userId, `transition.${body.name}`, reason ? { reason } : {});
    const who = await actorName(tx, actor);
    const params = { who, title: task.title, reason };
    const doers = [...(members.get('executor') ?? []), ...(members.get('owner') ?? [])].filter(
      (id) => id !== actor.userId,
    );
    if (body.name === 'submit' && reviewerId)
      await notifyPeople(tx, {
        compId: task.compId,
        userIds: [reviewerId].filter((id) => id !== actor.userId),
        titleKey: m['tasks.notice.submitted.title'],
        contentKey: m['tasks.notice.submitted.content'],
        params,
        link: taskLink(task.id, 'reviewer'),
      });
    if (body.name === 'accept' || body.name === 'reject')
      await notifyPeople(tx, {
        compId: task.compId,
        userIds: doers,
        titleKey: m[`tasks.notice.${body.name === 'accept' ? 'accepted' : 'rejected'}.title`],
        contentKey: m[`tasks.notice.${body.name === 'accept' ? 'accepted' : 'rejected'}.content`],
        params,
        link: taskLink(task.id),
      });
    const [fresh] = await tx.select().from(oaTasks).where(eq(oaTasks.id, task.id));
    return (await presentRows(tx, actor, [fresh!]))[0]!;
  });
}

/** Executors and the owner work on an open task: progress and checklist. */
async function lockForWork(tx: Tx, actor: CompanyActor, id: number) {
  const locked = await lockAt(tx, actor, id);
  if (!(locked.roles.has('executor') || locked.roles.has('owner'))) throw forbidden(m['tasks.workForbidden']);
  if (CLOSED.includes(locked.task.status)) throw badRequest(m['tasks.closedNotEditable']);
  return locked;
}

/** Sets the progress %; a task not started yet starts with it. */
export async function setProgress(db: Database, actor: CompanyActor, id: number, progress: number) {
  return db.transaction(async (tx) => {
    const { task, roles } = await lockForWork(tx, actor, id);
    const [child] = await tx
      .select({ id: oaTasks.id })
      .from(oaTasks)
      .where(eq(oaTasks.parentId, id))
      .limit(1);
    if (child) throw badRequest(m['tasks.progressDerived']);
    const starts = task.status === 'todo' && progress > 0 && roles.has('executor');
    await tx
      .update(oaTasks)
      .set({
        progress,
        ...(starts ? { status: 'doing' as const } : {}),
        version: sql`${oaTasks.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(oaTasks.id, id));
    await logActivity(tx, task, actor.userId, 'progress', { from: task.progress, to: progress });
    if (starts) await logActivity(tx, task, actor.userId, 'transition.start');
    return { progress };
  });
}

/** Ticks or unticks a checklist item. */
export async function checkItem(
  db: Database,
  actor: CompanyActor,
  id: number,
  itemId: number,
  done: boolean,
) {
  return db.transaction(async (tx) => {
    const { task } = await lockForWork(tx, actor, id);
    const [item] = await tx
      .update(oaTaskCheckItems)
      .set({ done, doneBy: done ? actor.userId : null })
      .where(and(eq(oaTaskCheckItems.id, itemId), eq(oaTaskCheckItems.taskId, task.id)))
      .returning();
    if (!item) throw badRequest(m['tasks.checkItemRequired']);
    await tx
      .update(oaTasks)
      .set({ version: sql`${oaTasks.version} + 1`, updatedAt: new Date() })
      .where(eq(oaTasks.id, id));
    await logActivity(tx, task, actor.userId, done ? 'checked' : 'unchecked', { item: item.title });
    return {
      id: item.id,
      title: item.title,
      done: item.done,
      doneBy: done ? await actorName(tx, actor) : null,
    };
  });
}

/** A comment by anyone who sees the task; mentions are people holding a role on it. */
export async function addComment(
  db: Database,
  actor: CompanyActor,
  input: { id: number; body: string; mentionIds: number[] },
): Promise<TaskComment> {
  return db.transaction(async (tx) => {
    const task = await visibleTask(tx, actor, input.id);
    const members = (await membersOf(tx, [task.id])).get(task.id);
    const people = new Set([...(members?.values() ?? [])].flat());
    const mentions = [...new Set(input.mentionIds)];
    if (mentions.some((id) => !people.has(id))) throw badRequest(m['tasks.mentionNotMember']);
    const [comment] = await tx
      .insert(oaTaskComments)
      .values({
        compId: task.compId,
        taskId: task.id,
        userId: actor.userId,
        body: input.body,
        mentionIds: mentions,
      })
      .returning();
    const names = await namesOf(tx, [actor.userId, ...mentions]);
    const text = input.body.length > 60 ? `${input.body.slice(0, 60)}…` : input.body;
    await notifyPeople(tx, {
      compId: task.compId,
      userIds: mentions.filter((id) => id !== actor.userId),
      titleKey: m['tasks.notice.mentioned.title'],
      contentKey: m['tasks.notice.mentioned.content'],
      params: { who: names.get(actor.userId) ?? '', title: task.title, text },
      link: taskLink(task.id, 'participant'),
    });
    return {
      id: comment!.id,
      author: personOf(names, actor.userId),
      body: comment!.body,
      mentions: mentions.map((id) => personOf(names, id)),
      createdAt: comment!.createdAt.toISOString(),
      mine: true,
    };
  });
}

/** Creator only: removes the task and its subtasks. */
export async function deleteTask(db: Database, actor: CompanyActor, id: number) {
  return db.transaction(async (tx) => {
    const { roles } = await lockAt(tx, actor, id);
    if (!roles.has('creator')) throw forbidden(m['tasks.deleteForbidden']);
    const removed = await tx.delete(oaTasks).where(eq(oaTasks.parentId, id)).returning({ id: oaTasks.id });
    await tx.delete(oaTasks).where(eq(oaTasks.id, id));
    return { deleted: removed.length + 1 };
  });
}

/** A task with everything its drawer shows. */
export async function taskDetail(db: DbOrTx, actor: CompanyActor, id: number): Promise<TaskDetail> {
  const task = await visibleTask(db, actor, id);
  const children = await db
    .select()
    .from(oaTasks)
    .where(and(eq(oaTasks.parentId, id), eq(oaTasks.compId, actor.compId)))
    .orderBy(asc(oaTasks.id));
  const [[row], childRows, members, checkItems, comments, activities] = await Promise.all([
    presentRows(db, actor, [task]),
    presentRows(db, actor, children),
    membersOf(db, [id]),
    db
      .select()
      .from(oaTaskCheckItems)
      .where(eq(oaTaskCheckItems.taskId, id))
      .orderBy(asc(oaTaskCheckItems.sort)),
    db
      .select()
      .from(oaTaskComments)
      .where(eq(oaTaskComments.taskId, id))
      .orderBy(asc(oaTaskComments.createdAt)),
    db
      .select()
      .from(oaTaskActivities)
      .where(eq(oaTaskActivities.taskId, id))
      .orderBy(desc(oaTaskActivities.createdAt), desc(oaTaskActivities.id))
      .limit(200),
  ]);
  const roleMap = members.get(id);
  const roles = rolesIn(roleMap, actor.userId);
  const names = await namesOf(db, [
    ...[...(roleMap?.values() ?? [])].flat(),
    ...checkItems.flatMap((item) => (item.doneBy ? [item.doneBy] : [])),
    ...comments.flatMap((c) => [c.userId, ...c.mentionIds]),
    ...activities.flatMap((a) => (a.userId ? [a.userId] : [])),
  ]);
  const assigner = roleMap?.get('assigner')?.[0];
  const open = !CLOSED.includes(task.status);
  return {
    ...row!,
    description: task.description,
    participants: (roleMap?.get('participant') ?? []).map((uid) => personOf(names, uid)),
    assigner: assigner ? personOf(names, assigner) : null,
    attachments: task.attachments,
    checkItems: checkItems.map((item) => ({
      id: item.id,
      title: item.title,
      done: item.done,
      doneBy: item.doneBy ? (names.get(item.doneBy) ?? null) : null,
    })),
    children: childRows,
    rejectReason: task.status === 'rejected' ? task.rejectReason : null,
    comments: comments.map((c) => ({
      id: c.id,
      author: personOf(names, c.userId),
      body: c.body,
      mentions: c.mentionIds.map((uid) => personOf(names, uid)),
      createdAt: c.createdAt.toISOString(),
      mine: c.userId === actor.userId,
    })),
    activities: activities.map((a) => ({
      id: a.id,
      who: a.userId ? (names.get(a.userId) ?? '') : '',
      action: a.action,
      params: a.params,
      at: a.createdAt.toISOString(),
    })),
    canEdit: open && (roles.has('creator') || roles.has('owner')),
    canWork: open && (roles.has('executor') || roles.has('owner')),
    canDelete: roles.has('creator'),
    createdAt: task.createdAt.toISOString(),
  };
}

/** The roles (form roles only) people hold on a task other than these, for sharing. */
export async function holdersOf(db: DbOrTx, taskId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ userId: oaTaskMembers.userId })
    .from(oaTaskMembers)
    .where(
      and(
        eq(oaTaskMembers.taskId, taskId),
        inArray(oaTaskMembers.userId, [...userIds]),
        notInArray(oaTaskMembers.role, ['assigner']),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}
