import {
  type ApprovalForm,
  choicesOnPath,
  type FlowLookups,
  FlowResolveError,
  type FormValues,
  type ResolvedFlow,
  resolveFlow,
  validateFormValues,
} from '@renli/contracts';
import { and, count, eq, like, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../core/actor.ts';
import { chinaDateTime } from '../../core/china-time.ts';
import { badRequest, forbidden, notFound } from '../../core/http/errors.ts';
import type { Locale } from '../../core/i18n/index.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { findUserProfiles } from '../auth/profiles.ts';
import { type OrgFlowFacts, orgFlowFacts } from '../org/flow-facts.ts';
import { requireOwnFileValues } from './attachments.ts';
import { advance } from './engine.ts';
import { approvalMessages as m } from './messages.ts';
import { resolvedNodeIds } from './progress.ts';
import { lockInstance, logEvent } from './records.ts';
import { approvalRoleMembers } from './roles.ts';
import { approvalInstances } from './schema.ts';
import { initiatorDeptId, startableTemplates } from './templates.ts';
import { invalidValues } from './value-errors.ts';

export interface StartInput {
  id?: number | undefined;
  templateId: number;
  values: FormValues;
  chosen: Record<string, number[]>;
}

/** What one start or preview knows of the caller: their department and the company's org facts. */
interface Context {
  deptId: number | null;
  facts: OrgFlowFacts;
}
async function contextOf(db: DbOrTx, actor: CompanyActor): Promise<Context> {
  return { deptId: await initiatorDeptId(db, actor), facts: await orgFlowFacts(db, actor.compId) };
}

/** The template's current version, if the caller may start it (else 404 as if absent). */
async function startableVersion(db: DbOrTx, actor: CompanyActor, templateId: number, context: Context) {
  const [found] = await startableTemplates(db, actor, { ...context, templateId });
  if (!found) throw notFound(m['approval.templateClosed']);
  return found;
}

/**
 * Values checked against the version's form, then staff and department pickers against the company
 * (the pure check cannot know the company). Errors answer 400 with `data.fields`.
 */
async function checkValues(org: OrgFlowFacts, form: ApprovalForm, values: FormValues, locale: Locale) {
  const result = validateFormValues(form, values);
  if (!result.ok) throw invalidValues(form, locale, result.errors);
  for (const field of form.fields) {
    if (field.kind !== 'staff' && field.kind !== 'department') continue;
    const ids = ((result.values[field.key] as number[] | undefined) ?? []).filter(
      (id) => typeof id === 'number',
    );
    const known = field.kind === 'staff' ? await org.activeUsers(ids) : org.activeDepartments(ids);
    if (ids.some((id) => !known.has(id)))
      throw invalidValues(form, locale, [{ field: field.key, code: 'approval.value.notInCompany' }]);
  }
  return result.values;
}

async function resolve(
  db: DbOrTx,
  actor: CompanyActor,
  flow: ResolvedFlowInput,
  values: FormValues,
  chosen: Record<string, number[]>,
  { deptId, facts }: Context,
  lenient = false,
): Promise<ResolvedFlow> {
  const lookups: FlowLookups = {
    ...facts,
    roleMembers: (role) => approvalRoleMembers(db, actor.compId, role),
  };
  try {
    return await resolveFlow({
      flow,
      values,
      initiator: { userId: actor.userId, departmentId: deptId },
      chosen,
      lookups,
      lenient,
    });
  } catch (error) {
    if (error instanceof FlowResolveError)
      throw badRequest(m['approval.resolveFailed'], { code: error.code });
    throw error;
  }
}
type ResolvedFlowInput = Parameters<typeof resolveFlow>[0]['flow'];

/**
 * The flow these values would run, with the people's names, and the 发起人自选 nodes on its path
 * (`choices`, their candidates by name). Lenient: a pick still missing shows as a node waiting for
 * it; submission refuses it. Nothing saved.
 */
export async function previewInstance(db: DbOrTx, actor: CompanyActor, input: StartInput) {
  const context = await contextOf(db, actor);
  const version = await startableVersion(db, actor, input.templateId, context);
  const flow = await resolve(db, actor, version.flow, input.values, input.chosen, context, true);
  const choices = choicesOnPath(version.flow.nodes, flow.branches);
  const ids = new Set<number>(choices.flatMap((choice) => choice.candidates ?? []));
  const collect = (nodes: ResolvedFlow['nodes']) => {
    for (const node of nodes) {
      if (node.type === 'approver' || node.type === 'cc') for (const id of node.userIds) ids.add(id);
      if (node.type === 'parallel') for (const b of node.branches) collect(b.nodes);
    }
  };
  collect(flow.nodes);
  const people = (await findUserProfiles(db, [...ids])).map((p) => ({ userId: p.userId, name: p.userName }));
  const named = (userIds: number[]) => people.filter((person) => userIds.includes(person.userId));
  return {
    flow,
    people,
    choices: choices.map((choice) => ({
      ...choice,
      candidates: choice.candidates && named(choice.candidates),
    })),
  };
}

/** SP20261125-0001: the company's next number of the China day (a lock keeps two submits apart). */
async function nextSerial(tx: Tx, compId: number, now: Date) {
  const prefix = `SP${chinaDateTime(now).slice(0, 10).replace(/-/g, '')}-`;
  await tx.execute(sql`select pg_advisory_xact_lock(${SERIAL_LOCK}, ${compId})`);
  const [row] = await tx
    .select({ n: count() })
    .from(approvalInstances)
    .where(and(eq(approvalInstances.compId, compId), like(approvalInstances.serialNo, `${prefix}%`)));
  return `${prefix}${String((row?.n ?? 0) + 1).padStart(4, '0')}`;
}
/** The advisory lock class of serial numbers (any fixed number unused elsewhere). */
const SERIAL_LOCK = 18_001;

/** The caller's own draft or returned instance (退回 to them), locked; another's 404, any other state 400. */
async function ownDraft(tx: Tx, actor: CompanyActor, id: number) {
  const row = await lockInstance(tx, actor.compId, id);
  if (row.initiatorUserId !== actor.userId) throw notFound(m['approval.notFound']);
  if (row.state !== 'draft' && row.state !== 'returned') throw badRequest(m['approval.notDraft']);
  return row;
}

/**
 * Saves a draft (values only bounded, not validated) or submits: values validated against the
 * current version, the flow resolved and stored, the first approvers asked, all in one transaction.
 * A returned instance is submitted again the same way: same instance and serial number, the flow
 * resolved afresh on the current version, event `resubmit`.
 */
export async function startInstance(
  tx: Tx,
  actor: CompanyActor,
  input: StartInput,
  submit: boolean,
  locale: Locale,
) {
  const context = await contextOf(tx, actor);
  const deptId = context.deptId;
  const version = await startableVersion(tx, actor, input.templateId, context);
  const draft = input.id === undefined ? undefined : await ownDraft(tx, actor, input.id);
  if (draft && draft.templateId !== input.templateId) throw forbidden(m['approval.notInitiator']);
  const [me] = await findUserProfiles(tx, [actor.userId]);
  const base = {
    compId: actor.compId,
    templateId: version.template.id,
    versionId: version.versionId,
    type: version.template.type,
    title: `${me?.userName ?? ''}的${version.template.name}`,
    initiatorUserId: actor.userId,
    initiatorDeptId: deptId,
    chosen: input.chosen,
  };
  if (!submit) {
    const values = input.values;
    const [row] = draft
      ? await tx
          .update(approvalInstances)
          .set({ ...base, values, version: draft.version + 1, updatedAt: new Date() })
          .where(eq(approvalInstances.id, draft.id))
          .returning()
      : await tx
          .insert(approvalInstances)
          .values({ ...base, values })
          .returning();
    return row!;
  }
  const values = await checkValues(context.facts, version.form, input.values, locale);
  await requireOwnFileValues(tx, actor.userId, version.form, values, locale);
  const flow = await resolve(tx, actor, version.flow, values, input.chosen, context);
  if (new Set(resolvedNodeIds(flow.nodes)).size !== resolvedNodeIds(flow.nodes).length)
    throw new Error('resolved flow with duplicate node ids');
  const now = new Date();
  const running = {
    ...base,
    values,
    resolvedFlow: flow,
    state: 'running',
    serialNo: draft?.serialNo ?? (await nextSerial(tx, actor.compId, now)),
    submittedAt: now,
    position: { done: [], active: [] },
  };
  const [row] = draft
    ? await tx
        .update(approvalInstances)
        .set({ ...running, version: draft.version + 1, updatedAt: now })
        .where(eq(approvalInstances.id, draft.id))
        .returning()
    : await tx.insert(approvalInstances).values(running).returning();
  await logEvent(tx, row!.id, {
    action: draft?.state === 'returned' ? 'resubmit' : 'submit',
    userId: actor.userId,
  });
  return advance(tx, row!, new Set());
}
