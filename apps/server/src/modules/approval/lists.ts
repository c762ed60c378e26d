import type {
  ApprovalInstanceDetail,
  ApprovalInstanceSummary,
  InstanceState,
  TaskState,
} from '@renli/contracts';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { CompanyActor } from '../../core/actor.ts';
import { chinaDayEnd, chinaDayStart } from '../../core/china-time.ts';
import { forbidden, notFound } from '../../core/http/errors.ts';
import { type PageRequest, pageTotal, paginate } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { findUserProfiles } from '../auth/profiles.ts';
import { orgFlowFacts } from '../org/flow-facts.ts';
import { activeOrgRecordNames } from '../org/references.ts';
import { DECIDED_STATES, URGE_INTERVAL_MS } from './actions.ts';
import { sendBackTargets } from './flow-places.ts';
import { approvalMessages as m } from './messages.ts';
import { isReader } from './readers.ts';
import { versionSettings } from './records.ts';
import { isApprovalAdmin } from './roles.ts';
import {
  approvalCc,
  approvalEvents,
  approvalInstances,
  approvalMentions,
  approvalTasks,
  approvalTemplates,
  approvalTemplateVersions,
} from './schema.ts';

export type ListKind = 'myApply' | 'todo' | 'done' | 'cc' | 'all';
export interface ListFilter {
  state?: InstanceState | undefined;
  templateId?: number | undefined;
  keyword?: string | undefined;
  initiatorUserId?: number | undefined;
  departmentId?: number | undefined;
  submittedFrom?: string | undefined;
  submittedTo?: string | undefined;
}
export interface ListQuery extends PageRequest, ListFilter {}

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const names = async (db: DbOrTx, ids: number[]) =>
  new Map((await findUserProfiles(db, [...new Set(ids)])).map((p) => [p.userId, p.userName]));

/** The five lists (我发起的, 待我审批, 已审批, 抄送我的, all for admins), newest first, company-scoped. */
export async function listInstances(db: DbOrTx, actor: CompanyActor, kind: ListKind, query: ListQuery) {
  const me = actor.userId;
  const mine = (state: TaskState[]) =>
    db
      .select({ id: approvalTasks.instanceId })
      .from(approvalTasks)
      .where(and(eq(approvalTasks.userId, me), inArray(approvalTasks.state, state)));
  const byKind: Record<ListKind, SQL | undefined> = {
    myApply: eq(approvalInstances.initiatorUserId, me),
    todo: and(eq(approvalInstances.state, 'running'), inArray(approvalInstances.id, mine(['pending']))),
    done: inArray(approvalInstances.id, mine(['approved', 'rejected', 'returned', 'transferred'])),
    // 抄送我的: copied to the caller, or the caller was @-mentioned in a comment.
    cc: or(
      inArray(
        approvalInstances.id,
        db.select({ id: approvalCc.instanceId }).from(approvalCc).where(eq(approvalCc.userId, me)),
      ),
      inArray(
        approvalInstances.id,
        db
          .select({ id: approvalMentions.instanceId })
          .from(approvalMentions)
          .where(eq(approvalMentions.userId, me)),
      ),
    ),
    all: undefined,
  };
  if (kind === 'all' && !isApprovalAdmin(actor)) throw forbidden(m['approval.adminsOnly']);
  const keyword = query.keyword?.replace(/[%_\\]/g, '\\$&');
  const departments =
    query.departmentId === undefined
      ? undefined
      : (await orgFlowFacts(db, actor.compId)).departmentAndBelow(query.departmentId);
  const where = and(
    eq(approvalInstances.compId, actor.compId),
    byKind[kind],
    // Drafts are the initiator's own business.
    kind === 'myApply' ? undefined : ne(approvalInstances.state, 'draft'),
    query.state ? eq(approvalInstances.state, query.state) : undefined,
    query.templateId ? eq(approvalInstances.templateId, query.templateId) : undefined,
    keyword
      ? or(ilike(approvalInstances.title, `%${keyword}%`), ilike(approvalInstances.serialNo, `%${keyword}%`))
      : undefined,
    query.initiatorUserId ? eq(approvalInstances.initiatorUserId, query.initiatorUserId) : undefined,
    departments
      ? inArray(approvalInstances.initiatorDeptId, departments.length > 0 ? departments : [-1])
      : undefined,
    query.submittedFrom ? gte(approvalInstances.submittedAt, chinaDayStart(query.submittedFrom)) : undefined,
    query.submittedTo ? lt(approvalInstances.submittedAt, chinaDayEnd(query.submittedTo)) : undefined,
  );
  const page = await paginate(
    () =>
      db
        .select({
          row: summaryColumns,
          templateName: approvalTemplates.name,
          icon: approvalTemplates.icon,
          total: pageTotal(),
        })
        .from(approvalInstances)
        .innerJoin(approvalTemplates, eq(approvalTemplates.id, approvalInstances.templateId))
        .where(where)
        .orderBy(desc(approvalInstances.updatedAt), desc(approvalInstances.id)),
    query,
    (r) => r,
  );
  const people = await names(
    db,
    page.list.map((r) => r.row.initiatorUserId),
  );
  const unread =
    kind === 'cc' && page.list.length > 0
      ? await db
          .select({ instanceId: approvalCc.instanceId })
          .from(approvalCc)
          .where(
            and(
              eq(approvalCc.userId, me),
              isNull(approvalCc.readAt),
              inArray(
                approvalCc.instanceId,
                page.list.map((r) => r.row.id),
              ),
            ),
          )
      : [];
  const tasks =
    kind === 'todo' && page.list.length > 0
      ? await db
          .select({ id: approvalTasks.id, instanceId: approvalTasks.instanceId })
          .from(approvalTasks)
          .where(
            and(
              eq(approvalTasks.userId, me),
              eq(approvalTasks.state, 'pending'),
              inArray(
                approvalTasks.instanceId,
                page.list.map((r) => r.row.id),
              ),
            ),
          )
      : [];
  return {
    ...page,
    list: page.list.map(
      ({ row, templateName, icon }): ApprovalInstanceSummary => ({
        ...summaryOf(row, templateName, icon, people),
        taskId: tasks.find((t) => t.instanceId === row.id)?.id ?? null,
        unread: unread.some((u) => u.instanceId === row.id),
      }),
    ),
  };
}

/**
 * What a list row needs of an instance: never the form values or the resolved flow, which would
 * travel through the page's window count for every candidate row (docs/benchmarks.md, "Approvals").
 */
const summaryColumns = {
  id: approvalInstances.id,
  serialNo: approvalInstances.serialNo,
  title: approvalInstances.title,
  templateId: approvalInstances.templateId,
  type: approvalInstances.type,
  state: approvalInstances.state,
  initiatorUserId: approvalInstances.initiatorUserId,
  submittedAt: approvalInstances.submittedAt,
  finishedAt: approvalInstances.finishedAt,
  updatedAt: approvalInstances.updatedAt,
};
type SummaryRow = Pick<typeof approvalInstances.$inferSelect, keyof typeof summaryColumns>;

function summaryOf(
  row: SummaryRow,
  templateName: string,
  icon: string,
  people: Map<number, string>,
): ApprovalInstanceSummary {
  return {
    id: row.id,
    serialNo: row.serialNo,
    title: row.title,
    templateId: row.templateId,
    templateName,
    icon,
    type: row.type,
    state: row.state as InstanceState,
    initiatorUserId: row.initiatorUserId,
    initiatorName: people.get(row.initiatorUserId) ?? '',
    submittedAt: iso(row.submittedAt),
    finishedAt: iso(row.finishedAt),
    updatedAt: row.updatedAt.toISOString(),
    taskId: null,
    unread: false,
  };
}

/** How many tasks wait for the caller in their current company (the menu badge). */
export async function todoCount(db: DbOrTx, actor: CompanyActor) {
  const [row] = await db
    .select({ n: count() })
    .from(approvalTasks)
    .innerJoin(approvalInstances, eq(approvalInstances.id, approvalTasks.instanceId))
    .where(
      and(
        eq(approvalTasks.userId, actor.userId),
        eq(approvalTasks.state, 'pending'),
        eq(approvalInstances.compId, actor.compId),
        eq(approvalInstances.state, 'running'),
      ),
    );
  return { count: row?.n ?? 0 };
}

/** One instance for a reader; anyone else (another company, an unrelated colleague) 404. */
export async function instanceDetail(
  db: DbOrTx,
  actor: CompanyActor,
  id: number,
  now = new Date(),
): Promise<ApprovalInstanceDetail> {
  const [found] = await db
    .select({
      row: approvalInstances,
      templateName: approvalTemplates.name,
      icon: approvalTemplates.icon,
      form: approvalTemplateVersions.form,
    })
    .from(approvalInstances)
    .innerJoin(approvalTemplates, eq(approvalTemplates.id, approvalInstances.templateId))
    .innerJoin(approvalTemplateVersions, eq(approvalTemplateVersions.id, approvalInstances.versionId))
    .where(and(eq(approvalInstances.id, id), eq(approvalInstances.compId, actor.compId)));
  if (!found || !(await isReader(db, actor, found.row))) throw notFound(m['approval.notFound']);
  const { row } = found;
  // A CC recipient opening it has read it (抄送我的 marks the ones not yet opened).
  await db
    .update(approvalCc)
    .set({ readAt: now })
    .where(
      and(eq(approvalCc.instanceId, id), eq(approvalCc.userId, actor.userId), isNull(approvalCc.readAt)),
    );
  const [tasks, cc, events] = await Promise.all([
    db.select().from(approvalTasks).where(eq(approvalTasks.instanceId, id)).orderBy(asc(approvalTasks.id)),
    db.select().from(approvalCc).where(eq(approvalCc.instanceId, id)).orderBy(asc(approvalCc.id)),
    db.select().from(approvalEvents).where(eq(approvalEvents.instanceId, id)).orderBy(asc(approvalEvents.id)),
  ]);
  const people = await names(db, [
    row.initiatorUserId,
    ...tasks.map((t) => t.userId),
    ...cc.map((c) => c.userId),
    ...events.flatMap((e) => (e.userId === null ? [] : [e.userId])),
  ]);
  const pickedIds = (kind: 'staff' | 'department') =>
    found.form.fields.flatMap((field) =>
      field.kind === kind && Array.isArray(row.values[field.key]) ? (row.values[field.key] as unknown[]) : [],
    );
  const [pickedUsers, pickedDepartments] = await Promise.all([
    names(
      db,
      pickedIds('staff').filter((id): id is number => typeof id === 'number'),
    ),
    activeOrgRecordNames(db, 'department', pickedIds('department')),
  ]);
  const mine = row.initiatorUserId === actor.userId;
  const decided = tasks.some((t) => !t.superseded && DECIDED_STATES.includes(t.state));
  const myTask = tasks.find((t) => t.userId === actor.userId && t.state === 'pending');
  const acting = await actingOptions(db, row, myTask, people);
  return {
    ...summaryOf(row, found.templateName, found.icon, people),
    version: row.version,
    form: found.form,
    values: row.values,
    flow: row.resolvedFlow,
    tasks: tasks.map((t) => ({
      id: t.id,
      nodeId: t.nodeId,
      userId: t.userId,
      name: people.get(t.userId) ?? '',
      state: t.state as TaskState,
      ordinal: t.ordinal,
      actedAt: iso(t.actedAt),
      comment: t.comment,
    })),
    cc: cc.map((c) => ({ userId: c.userId, name: people.get(c.userId) ?? '', readAt: iso(c.readAt) })),
    events: events.map((e) => ({
      id: e.id,
      at: e.at.toISOString(),
      userId: e.userId,
      name: e.userId === null ? null : (people.get(e.userId) ?? ''),
      action: e.action,
      nodeId: e.nodeId,
      comment: e.comment,
      attachments: e.attachments,
      targetUserId: e.targetUserId,
    })),
    picked: {
      users: Object.fromEntries([...pickedUsers].map(([userId, name]) => [String(userId), name])),
      departments: Object.fromEntries([...pickedDepartments].map(([deptId, name]) => [String(deptId), name])),
    },
    myTaskId: myTask?.id ?? null,
    canWithdraw:
      mine && (row.state === 'draft' || row.state === 'returned' || (row.state === 'running' && !decided)),
    canUrge:
      mine &&
      row.state === 'running' &&
      (!row.lastUrgedAt || now.getTime() - row.lastUrgedAt.getTime() >= URGE_INTERVAL_MS),
    ...acting,
    canEdit: mine && row.state === 'returned',
    canResubmit:
      mine && (row.state === 'rejected' || row.state === 'withdrawn') && row.resubmittedAs === null,
    chosen: row.chosen,
  };
}

/**
 * What the caller's pending task may do besides approving: where it may send the instance back
 * (the initiator first, then earlier approver nodes in flow order) and whether it may add signers.
 */
async function actingOptions(
  db: DbOrTx,
  row: typeof approvalInstances.$inferSelect,
  task: { nodeId: string } | undefined,
  people: Map<number, string>,
): Promise<Pick<ApprovalInstanceDetail, 'sendBackTargets' | 'canAddSign'>> {
  if (!task || row.state !== 'running' || !row.resolvedFlow)
    return { sendBackTargets: [], canAddSign: false };
  const settings = await versionSettings(db, row.versionId);
  const initiator = { kind: 'initiator' as const, nodeId: null, name: people.get(row.initiatorUserId) ?? '' };
  const nodes =
    settings.sendBack === 'earlier'
      ? sendBackTargets(row.resolvedFlow, new Set(row.position?.done ?? []), task.nodeId).map((node) => ({
          kind: 'node' as const,
          nodeId: node.id,
          name: node.name,
        }))
      : [];
  return {
    sendBackTargets: settings.sendBack === 'none' ? [] : [initiator, ...nodes],
    canAddSign: settings.addSign,
  };
}
