import {
  PERF_TARGETS_APPROVAL_TYPE,
  SHEET_SECTION_ITEMS_MAX,
  SHEET_STATUS,
  type SheetItemSave,
  type TemplateConfig,
} from '@renli/contracts';
import { and, count, eq, ilike, sql } from 'drizzle-orm';
import type { CompanyActor, UserAuth } from '../../../core/actor.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../core/http/errors.ts';
import { type Locale, translate } from '../../../core/i18n/index.ts';
import type { Database, DbOrTx, Tx } from '../../../db/client.ts';
import { containing } from '../../../db/like.ts';
import { openApprovalsOf } from '../../approval/record-approvals.ts';
import { approvalGate } from '../../approval/record-links.ts';
import { resolveResourceActor } from '../../permissions/access.ts';
import { staffNamesOf } from '../../staff/job.ts';
import { weightsComplete } from '../engine/score.ts';
import { perfIndicators } from '../library/schema.ts';
import { loadSheetFor, type SheetAccess } from '../sheet-access.ts';
import { cyclesMessages as m } from './messages.ts';
import { perfCheckins, perfSheetEvents, perfSheetItems, perfSheets } from './schema.ts';
import { cycleOfSheet, presentItem, sheetPowers, weightSum } from './sheets.ts';
import { statusAfterApproval } from './stages.ts';
import { APPROVE_TARGETS, PERF_SHEET_RESOURCE } from './target-approval.ts';

// Writing targets (docs/product/performance.md, "Targets"): the employee (and their manager, and HR)
// add items while targets are set; the submit checks each section's weights sum to exactly 100 and
// starts the approval; after approval the manager or HR may still change an item, recorded with the
// before and after in the sheet's history; during execution the employee records check-ins.

type ItemRow = typeof perfSheetItems.$inferSelect;

/** The sheet locked for a write of targets, with the caller's powers checked. */
async function sheetForItems(tx: Tx, actor: CompanyActor, sheetId: number) {
  const access = await loadSheetFor(tx, actor, sheetId, { lock: true });
  const { status } = access.sheet;
  if (status !== SHEET_STATUS.targetSetting && status !== SHEET_STATUS.executing)
    throw conflict(m['performance.target.wrongStatus']);
  if (!sheetPowers(actor, access).editItems) throw forbidden(m['performance.target.notAllowed']);
  return access;
}

/** The section `index` of the cycle's template, refusing the 360 section (its items are the questionnaire's). */
function sectionOf(config: TemplateConfig | null, index: number) {
  const section = config?.sections[index];
  if (!section) throw badRequest(m['performance.target.sectionNotFound']);
  if (section.kind === 'review360') throw badRequest(m['performance.target.sectionTakesNoItems']);
  return section;
}

/** A library indicator's fields copied into the target; the KPI rule's numbers may be the person's own. */
async function fromLibrary(tx: Tx, compId: number, body: SheetItemSave) {
  if (body.indicatorId === null) return {};
  const [indicator] = await tx
    .select()
    .from(perfIndicators)
    .where(
      and(
        eq(perfIndicators.id, body.indicatorId),
        eq(perfIndicators.compId, compId),
        eq(perfIndicators.status, 1),
      ),
    );
  if (!indicator) throw badRequest(m['performance.target.indicatorNotFound']);
  return {
    name: indicator.name,
    definition: indicator.definition,
    unit: indicator.unit,
    rule: body.rule.kind === indicator.rule.kind ? body.rule : indicator.rule,
    keyResults: indicator.keyResults,
    levels: indicator.levels,
  };
}

const touch = (tx: Tx, sheetId: number) =>
  tx
    .update(perfSheets)
    .set({ version: sql`${perfSheets.version} + 1`, updatedAt: new Date() })
    .where(eq(perfSheets.id, sheetId));

export async function saveItem(db: Database, actor: CompanyActor, body: SheetItemSave) {
  return db.transaction(async (tx) => {
    const access = await sheetForItems(tx, actor, body.sheetId);
    const cycle = await cycleOfSheet(tx, access.sheet);
    const section = sectionOf(cycle.config, body.section);
    const before = body.id === undefined ? undefined : await ownItem(tx, access, body.id);
    const adding = before === undefined;
    const library = adding ? await fromLibrary(tx, actor.compId, body) : {};
    if (adding || before.section !== body.section) await roomIn(tx, access.sheet.id, body.section);
    const fields = {
      section: body.section,
      sectionKind: section.kind,
      name: body.name,
      definition: body.definition,
      unit: body.unit,
      rule: body.rule,
      keyResults: body.keyResults,
      levels: body.levels,
      weight: body.weight,
      targetText: body.targetText,
      ...library,
      updatedAt: new Date(),
    };
    const [item] = adding
      ? await tx
          .insert(perfSheetItems)
          .values({
            ...fields,
            compId: actor.compId,
            sheetId: access.sheet.id,
            indicatorId: body.indicatorId,
            sort: Date.now() % 1_000_000_000,
          })
          .returning()
      : await tx.update(perfSheetItems).set(fields).where(eq(perfSheetItems.id, before.id)).returning();
    if (access.sheet.status === SHEET_STATUS.executing)
      await targetsChanged(tx, actor, access, before ?? null, item!);
    await touch(tx, access.sheet.id);
    return presentItem(item!);
  });
}

async function ownItem(tx: Tx, access: SheetAccess, id: number): Promise<ItemRow> {
  const [item] = await tx
    .select()
    .from(perfSheetItems)
    .where(and(eq(perfSheetItems.id, id), eq(perfSheetItems.sheetId, access.sheet.id)));
  if (!item) throw notFound(m['performance.target.itemNotFound']);
  return item;
}

async function roomIn(tx: Tx, sheetId: number, section: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(perfSheetItems)
    .where(and(eq(perfSheetItems.sheetId, sheetId), eq(perfSheetItems.section, section)));
  if ((row?.n ?? 0) >= SHEET_SECTION_ITEMS_MAX)
    throw badRequest(m['performance.target.tooManyItems'], { max: SHEET_SECTION_ITEMS_MAX });
}

/** A change to approved targets, kept with the before and after for the employee to see. */
async function targetsChanged(
  tx: Tx,
  actor: CompanyActor,
  access: SheetAccess,
  before: ItemRow | null,
  after: ItemRow | null,
) {
  const shown = (item: ItemRow | null) =>
    item && { name: item.name, weight: item.weight, targetText: item.targetText, rule: item.rule };
  await tx.insert(perfSheetEvents).values({
    compId: actor.compId,
    sheetId: access.sheet.id,
    kind: 'targetsChanged',
    actorUserId: actor.userId,
    detail: { itemId: (after ?? before)?.id ?? null, before: shown(before), after: shown(after) },
  });
}

export async function removeItem(db: Database, actor: CompanyActor, sheetId: number, id: number) {
  return db.transaction(async (tx) => {
    const access = await sheetForItems(tx, actor, sheetId);
    if (access.sheet.status !== SHEET_STATUS.targetSetting)
      throw conflict(m['performance.target.wrongStatus']);
    const item = await ownItem(tx, access, id);
    await tx.delete(perfSheetItems).where(eq(perfSheetItems.id, item.id));
    await touch(tx, sheetId);
    return { sheetId };
  });
}

/**
 * Each section of the template (but the 360 questionnaire) needs targets weighing exactly 100 % in
 * all; the first that does not is refused by name.
 */
export function sectionProblem(
  config: Pick<TemplateConfig, 'sections'>,
  items: readonly { section: number; weight: string }[],
): { key: string; params: Record<string, string> } | null {
  for (const [index, section] of config.sections.entries()) {
    if (section.kind === 'review360') continue;
    const weights = items.filter((item) => item.section === index).map((item) => item.weight);
    if (weights.length === 0)
      return { key: m['performance.target.sectionEmpty'], params: { section: section.name } };
    if (!weightsComplete(weights))
      return {
        key: m['performance.target.sectionWeights'],
        params: { section: section.name, sum: weightSum(weights) },
      };
  }
  return null;
}

/** The owner submits: to the approval engine when the template asks (and the company has the flow), else straight on. */
export async function submitTargets(
  db: Database,
  auth: UserAuth,
  actor: CompanyActor,
  body: { sheetId: number; version: number },
  locale: Locale,
) {
  return db.transaction(async (tx) => {
    const access = await loadSheetFor(tx, actor, body.sheetId, { lock: true });
    const { sheet } = access;
    if (access.role !== 'owner') throw forbidden(m['performance.target.ownerOnly']);
    if (sheet.status !== SHEET_STATUS.targetSetting) throw conflict(m['performance.target.wrongStatus']);
    if (sheet.version !== body.version) throw conflict(m['performance.target.stale']);
    const cycle = await cycleOfSheet(tx, sheet);
    const items = await tx.select().from(perfSheetItems).where(eq(perfSheetItems.sheetId, sheet.id));
    const problem = sectionProblem(cycle.config!, items);
    if (problem) throw badRequest(problem.key, problem.params);
    const approval =
      cycle.config!.targetApproval &&
      (await approvalGate.hasFlow(tx, actor.compId, PERF_TARGETS_APPROVAL_TYPE));
    await tx
      .update(perfSheets)
      .set({
        status: approval ? SHEET_STATUS.targetApproval : statusAfterApproval(cycle.stage),
        targetsApprovedAt: approval ? null : new Date(),
        version: sql`${perfSheets.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(perfSheets.id, sheet.id));
    await tx.insert(perfSheetEvents).values({
      compId: actor.compId,
      sheetId: sheet.id,
      kind: 'submitted',
      actorUserId: actor.userId,
      detail: { approval },
    });
    if (approval) await requestApproval(tx, auth, actor, sheet.id, cycle.name, items, locale);
    return { sheetId: sheet.id };
  });
}

async function requestApproval(
  tx: Tx,
  auth: UserAuth,
  actor: CompanyActor,
  sheetId: number,
  cycleName: string,
  items: readonly ItemRow[],
  locale: Locale,
) {
  const staffName = (await staffNamesOf(tx, actor.compId, [actor.staffId ?? 0])).get(actor.staffId ?? 0);
  const content = items
    .map((item) => `${item.name}（${item.weight}%）${item.targetText ? `：${item.targetText}` : ''}`)
    .join('\n')
    .slice(0, 2000);
  await approvalGate.request(tx, {
    resource: PERF_SHEET_RESOURCE,
    recordId: sheetId,
    transition: APPROVE_TARGETS,
    input: {},
    actor: await resolveResourceActor(tx, auth),
    locale,
    type: PERF_TARGETS_APPROVAL_TYPE,
    values: {
      subject: translate(locale, m['performance.target.approvalSubject'], {
        staffName: staffName ?? '',
        cycleName,
      }).slice(0, 100),
      content,
    },
  });
  const instanceId = (await openApprovalsOf(tx, actor.compId, PERF_SHEET_RESOURCE, [sheetId])).get(sheetId);
  if (instanceId !== undefined)
    await tx.update(perfSheets).set({ approvalInstanceId: instanceId }).where(eq(perfSheets.id, sheetId));
}

export async function checkin(
  db: Database,
  actor: CompanyActor,
  body: { sheetId: number; itemId: number; progress: number; note: string },
) {
  return db.transaction(async (tx) => {
    const access = await loadSheetFor(tx, actor, body.sheetId, { lock: true });
    if (access.role !== 'owner') throw forbidden(m['performance.target.ownerOnly']);
    if (access.sheet.status !== SHEET_STATUS.executing) throw conflict(m['performance.target.wrongStatus']);
    const item = await ownItem(tx, access, body.itemId);
    await tx.insert(perfCheckins).values({
      compId: actor.compId,
      sheetId: access.sheet.id,
      itemId: item.id,
      progress: body.progress,
      note: body.note,
      createdBy: actor.userId,
    });
    await tx
      .update(perfSheetItems)
      .set({ progress: body.progress, updatedAt: new Date() })
      .where(eq(perfSheetItems.id, item.id));
    return { sheetId: access.sheet.id };
  });
}

/** The library's enabled indicators (read-only; the library part edits them). */
export async function libraryIndicators(
  db: DbOrTx,
  actor: CompanyActor,
  body: { kind?: 'kpi' | 'okr' | 'competency'; search?: string },
) {
  return db
    .select({
      id: perfIndicators.id,
      kind: perfIndicators.kind,
      name: perfIndicators.name,
      definition: perfIndicators.definition,
      unit: perfIndicators.unit,
      rule: perfIndicators.rule,
    })
    .from(perfIndicators)
    .where(
      and(
        eq(perfIndicators.compId, actor.compId),
        eq(perfIndicators.status, 1),
        body.kind ? eq(perfIndicators.kind, body.kind) : undefined,
        body.search ? ilike(perfIndicators.name, containing(body.search)) : undefined,
      ),
    )
    .orderBy(perfIndicators.kind, perfIndicators.id)
    .limit(200);
}
