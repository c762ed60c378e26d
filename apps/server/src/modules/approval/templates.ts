import {
  type ApprovalFlow,
  type ApprovalTemplate,
  type FlowNode,
  type TemplateSave,
  templateSaveSchema,
} from '@renli/contracts';
import { and, asc, eq, ilike } from 'drizzle-orm';
import type { CompanyActor } from '../../core/actor.ts';
import { badRequest, conflict, forbidden, notFound } from '../../core/http/errors.ts';
import { type PageRequest, pageTotal, paginate } from '../../core/paging.ts';
import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import { type OrgFlowFacts, orgFlowFacts } from '../org/flow-facts.ts';
import { activeStaffOfUser } from '../staff/records.ts';
import { approvalMessages as m } from './messages.ts';
import { isApprovalAdmin, mayInitiate } from './roles.ts';
import { approvalTemplates, approvalTemplateVersions } from './schema.ts';
import { isKnownApprovalType } from './types.ts';

type TemplateRow = typeof approvalTemplates.$inferSelect;

export const presentTemplate = (row: TemplateRow): ApprovalTemplate => ({
  id: row.id,
  version: row.version,
  name: row.name,
  icon: row.icon,
  group: row.group,
  type: row.type,
  status: row.status as ApprovalTemplate['status'],
  initiators: row.initiators,
  form: row.form,
  flow: row.flow,
  versionCount: row.versionCount,
  currentVersionId: row.currentVersionId,
  updatedAt: row.updatedAt.toISOString(),
});

function requireAdmin(actor: CompanyActor) {
  if (!isApprovalAdmin(actor)) throw forbidden(m['approval.adminsOnly']);
}

/** Node ids must be unique across branches: the engine tracks progress by them. */
function checkNodeIds(flow: ApprovalFlow) {
  const seen = new Set<string>();
  const walk = (nodes: readonly FlowNode[]) => {
    for (const node of nodes) {
      if (seen.has(node.id)) throw badRequest(m['approval.duplicateNodeId'], { id: node.id });
      seen.add(node.id);
      if (node.type === 'condition') for (const b of [...node.branches, node.otherwise]) walk(b.nodes);
      if (node.type === 'parallel') for (const b of node.branches) walk(b.nodes);
    }
  };
  walk(flow.nodes);
}

/** The company's template, locked for a change when `lock`; another company's: 404. */
export async function findTemplate(db: DbOrTx, compId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(approvalTemplates)
    .where(and(eq(approvalTemplates.id, id), eq(approvalTemplates.compId, compId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(m['approval.templateNotFound']);
  return row;
}

/**
 * Whether the company has a template of `type` at all, enabled or not: a module that gives companies
 * its approval template on first use must not bring back one an admin turned off.
 */
export async function hasTemplateOfType(db: DbOrTx, compId: number, type: string): Promise<boolean> {
  const [row] = await db
    .select({ id: approvalTemplates.id })
    .from(approvalTemplates)
    .where(and(eq(approvalTemplates.compId, compId), eq(approvalTemplates.type, type)))
    .limit(1);
  return row !== undefined;
}

/** Writes a template's draft (new or replacing); the body was checked by `templateSaveSchema`. */
export async function writeTemplate(tx: Tx, compId: number, input: TemplateSave) {
  const body = templateSaveSchema.parse(input);
  checkNodeIds(body.flow);
  if (!isKnownApprovalType(body.type)) throw badRequest(m['approval.unknownType'], { type: body.type });
  const fields = {
    name: body.name,
    icon: body.icon,
    group: body.group,
    type: body.type,
    initiators: body.initiators,
    form: body.form,
    flow: body.flow,
  };
  if (body.id === undefined) {
    const [row] = await tx
      .insert(approvalTemplates)
      .values({ compId, ...fields })
      .returning();
    return row!;
  }
  const existing = await findTemplate(tx, compId, body.id, true);
  if (body.version !== undefined && body.version !== existing.version) throw conflict(m['approval.stale']);
  const [row] = await tx
    .update(approvalTemplates)
    .set({ ...fields, version: existing.version + 1, updatedAt: new Date() })
    .where(eq(approvalTemplates.id, existing.id))
    .returning();
  return row!;
}

/** Publishes the draft as the next version; instances keep the version they started on. */
export async function publishTemplate(tx: Tx, compId: number, id: number, by: number | null) {
  const template = await findTemplate(tx, compId, id, true);
  const number = template.versionCount + 1;
  const [version] = await tx
    .insert(approvalTemplateVersions)
    .values({ templateId: id, number, form: template.form, flow: template.flow, publishedBy: by })
    .returning({ id: approvalTemplateVersions.id });
  const [row] = await tx
    .update(approvalTemplates)
    .set({
      currentVersionId: version!.id,
      versionCount: number,
      status: template.status === 'disabled' ? 'disabled' : 'active',
      version: template.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(approvalTemplates.id, id))
    .returning();
  return row!;
}

/** A template another module gives companies on first use (performance targets, announcements). */
export interface ModuleTemplate {
  name: string;
  group: string;
  type: string;
  form: TemplateSave['form'];
  /** What the single approver node is called (直属主管, 部门负责人). */
  approverName: string;
}

/**
 * Gives the company a module's approval template the first time the module needs it: one node to
 * the initiator's department head (a company admin when there is none), published and open to
 * everyone like the built-in templates. A template of the type that exists already, even one an
 * admin disabled, is left as it is.
 */
export async function ensureModuleTemplate(tx: Tx, compId: number, template: ModuleTemplate): Promise<void> {
  if (await hasTemplateOfType(tx, compId, template.type)) return;
  const flow: ApprovalFlow = {
    nodes: [
      {
        type: 'approver',
        id: 'head1',
        name: template.approverName,
        approvers: { kind: 'head', level: 1, upTo: false },
        mode: 'sequential',
        empty: { kind: 'admin' },
      },
    ],
    dedupe: 'consecutive',
    sendBack: 'earlier',
    addSign: true,
  };
  const row = await writeTemplate(tx, compId, {
    name: template.name,
    icon: 'general',
    group: template.group,
    type: template.type,
    form: template.form,
    flow,
    initiators: { everyone: true },
  });
  await publishTemplate(tx, compId, row.id, null);
}

export function createTemplateService(db: Database) {
  return {
    async save(actor: CompanyActor, input: TemplateSave) {
      requireAdmin(actor);
      return presentTemplate(await db.transaction((tx) => writeTemplate(tx, actor.compId, input)));
    },
    async publish(actor: CompanyActor, id: number) {
      requireAdmin(actor);
      return presentTemplate(
        await db.transaction((tx) => publishTemplate(tx, actor.compId, id, actor.userId)),
      );
    },
    /** disable / enable: a template with instances is never deleted, only closed (approval.md). */
    async setOpen(actor: CompanyActor, id: number, open: boolean) {
      requireAdmin(actor);
      return db.transaction(async (tx) => {
        const template = await findTemplate(tx, actor.compId, id, true);
        const status = open ? (template.currentVersionId === null ? 'draft' : 'active') : 'disabled';
        const [row] = await tx
          .update(approvalTemplates)
          .set({ status, version: template.version + 1, updatedAt: new Date() })
          .where(eq(approvalTemplates.id, id))
          .returning();
        return presentTemplate(row!);
      });
    },
    async page(actor: CompanyActor, query: PageRequest & { name?: string; status?: string }) {
      requireAdmin(actor);
      const where = and(
        eq(approvalTemplates.compId, actor.compId),
        query.name ? ilike(approvalTemplates.name, `%${query.name.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
        query.status ? eq(approvalTemplates.status, query.status) : undefined,
      );
      return paginate(
        () =>
          db
            .select({ row: approvalTemplates, total: pageTotal() })
            .from(approvalTemplates)
            .where(where)
            .orderBy(asc(approvalTemplates.sort), asc(approvalTemplates.id)),
        query,
        ({ row }) => presentTemplate(row),
      );
    },
    /** Admins read the draft; others only a template they may start, as its current version. */
    async byId(actor: CompanyActor, id: number) {
      const template = await findTemplate(db, actor.compId, id);
      if (isApprovalAdmin(actor)) return presentTemplate(template);
      const startable = await startableTemplates(db, actor);
      const current = startable.find((s) => s.template.id === id);
      if (!current) throw notFound(m['approval.templateNotFound']);
      return presentTemplate({ ...template, form: current.form, flow: current.flow });
    },
    async startable(actor: CompanyActor) {
      const groups = new Map<string, { id: number; name: string; icon: string; type: string }[]>();
      for (const { template: t } of await startableTemplates(db, actor)) {
        const list = groups.get(t.group) ?? [];
        list.push({ id: t.id, name: t.name, icon: t.icon, type: t.type });
        groups.set(t.group, list);
      }
      return [...groups].map(([group, templates]) => ({ group, templates }));
    },
  };
}

/** The initiator's department (null for the company account) and the departments above it. */
export async function initiatorDepartments(
  db: DbOrTx,
  actor: CompanyActor,
  deptId: number | null,
  facts?: OrgFlowFacts,
) {
  if (deptId === null) return [];
  return (facts ?? (await orgFlowFacts(db, actor.compId))).departmentAncestors(deptId);
}

/** Narrowing of `startableTemplates` for one action: one template, the action's org facts. */
interface StartableOptions {
  deptId?: number | null;
  templateId?: number;
  facts?: OrgFlowFacts;
}

/** Active templates the caller may start (or only `templateId`), with their current version. */
export async function startableTemplates(db: DbOrTx, actor: CompanyActor, options: StartableOptions = {}) {
  const rows = await db
    .select({ template: approvalTemplates, version: approvalTemplateVersions })
    .from(approvalTemplates)
    .innerJoin(approvalTemplateVersions, eq(approvalTemplateVersions.id, approvalTemplates.currentVersionId))
    .where(
      and(
        eq(approvalTemplates.compId, actor.compId),
        eq(approvalTemplates.status, 'active'),
        options.templateId === undefined ? undefined : eq(approvalTemplates.id, options.templateId),
      ),
    )
    .orderBy(asc(approvalTemplates.sort), asc(approvalTemplates.id));
  const department = options.deptId === undefined ? await initiatorDeptId(db, actor) : options.deptId;
  const ancestors = await initiatorDepartments(db, actor, department, options.facts);
  const out: {
    template: TemplateRow;
    versionId: number;
    form: TemplateRow['form'];
    flow: TemplateRow['flow'];
  }[] = [];
  for (const { template, version } of rows) {
    if (await mayInitiate(db, actor, template.initiators, ancestors))
      out.push({ template, versionId: version.id, form: version.form, flow: version.flow });
  }
  return out;
}

/** The caller's department in the company: their staff record's (the company account has none). */
export async function initiatorDeptId(db: DbOrTx, actor: CompanyActor): Promise<number | null> {
  if (actor.staffId === null) return null;
  return (await activeStaffOfUser(db, actor.compId, actor.userId))?.deptId ?? null;
}
