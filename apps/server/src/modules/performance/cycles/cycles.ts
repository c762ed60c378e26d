import {
  CYCLE_STATUS,
  type CycleRow,
  type CycleSave,
  type LaunchPreview,
  type TemplateConfig,
} from '@renli/contracts';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { CompanyActor } from '../../../core/actor.ts';
import { badRequest, conflict, notFound } from '../../../core/http/errors.ts';
import type { Database, DbOrTx, Tx } from '../../../db/client.ts';
import { findUserProfiles } from '../../auth/profiles.ts';
import { type OrgFlowFacts, orgFlowFacts } from '../../org/flow-facts.ts';
import { perfTemplates } from '../library/schema.ts';
import { cyclesMessages as m } from './messages.ts';
import { emptyLevels, resolveReviewers } from './reviewers.ts';
import { perfCycles, perfSheets, type SheetReviewer } from './schema.ts';
import { checkScope, peopleInScope, type ScopedPerson } from './scope.ts';
import { stageToOpen } from './stages.ts';
import { ensureTargetsTemplate } from './target-approval.ts';

// HR's cycles (docs/product/performance.md, "Cycles and stages"): drafts, the launch preview and the
// launch, within the employee types the HR user manages.

export type CycleRecord = typeof perfCycles.$inferSelect;
const ENABLED = 1;

/** Whether HR `actor` manages every employee type of the cycle (to change it) or some (to see it). */
const manages = (actor: CompanyActor, cycle: CycleRecord, all: boolean) =>
  all
    ? cycle.scope.employeeTypes.every((type) => actor.managedTypes.includes(type))
    : cycle.scope.employeeTypes.some((type) => actor.managedTypes.includes(type));

/** The cycle of the caller's company they manage, or 404; `change` asks for all its types, `lock` locks it. */
export async function cycleFor(
  db: DbOrTx,
  actor: CompanyActor,
  id: number,
  options: { change?: boolean; lock?: boolean } = {},
): Promise<CycleRecord> {
  const query = db
    .select()
    .from(perfCycles)
    .where(and(eq(perfCycles.id, id), eq(perfCycles.compId, actor.compId)));
  const [cycle] = options.lock ? await query.for('update') : await query;
  if (!cycle || !manages(actor, cycle, options.change ?? false))
    throw notFound(m['performance.cycle.notFound']);
  return cycle;
}

export async function presentCycles(db: DbOrTx, cycles: readonly CycleRecord[]): Promise<CycleRow[]> {
  if (cycles.length === 0) return [];
  const ids = cycles.map((c) => c.id);
  const [templates, sheets] = await Promise.all([
    db
      .select({ id: perfTemplates.id, name: perfTemplates.name })
      .from(perfTemplates)
      .where(inArray(perfTemplates.id, [...new Set(cycles.map((c) => c.templateId))])),
    db
      .select({ cycleId: perfSheets.cycleId, n: count() })
      .from(perfSheets)
      .where(inArray(perfSheets.cycleId, ids))
      .groupBy(perfSheets.cycleId),
  ]);
  const names = new Map(templates.map((t) => [t.id, t.name]));
  const counts = new Map(sheets.map((s) => [s.cycleId, s.n]));
  return cycles.map((c) => ({
    id: c.id,
    name: c.name,
    period: c.period,
    periodStart: c.periodStart,
    periodEnd: c.periodEnd,
    templateId: c.templateId,
    templateName: names.get(c.templateId) ?? '',
    scope: c.scope as CycleRow['scope'],
    schedule: c.schedule,
    status: c.status,
    stage: c.stage,
    nextStage: c.status === CYCLE_STATUS.running ? stageToOpen(c.stage) : null,
    sheetCount: counts.get(c.id) ?? 0,
    launchedAt: c.launchedAt?.toISOString() ?? null,
    version: c.version,
  }));
}

export async function listCycles(db: DbOrTx, actor: CompanyActor, status?: number) {
  const rows = await db
    .select()
    .from(perfCycles)
    .where(and(eq(perfCycles.compId, actor.compId), status ? eq(perfCycles.status, status) : undefined))
    .orderBy(desc(perfCycles.id))
    .limit(500);
  return presentCycles(
    db,
    rows.filter((row) => manages(actor, row, false)),
  );
}

/** The company's enabled templates (the library part owns editing them). */
export async function cycleTemplates(db: DbOrTx, actor: CompanyActor) {
  const rows = await db
    .select({ id: perfTemplates.id, name: perfTemplates.name, config: perfTemplates.config })
    .from(perfTemplates)
    .where(and(eq(perfTemplates.compId, actor.compId), eq(perfTemplates.status, ENABLED)))
    .orderBy(desc(perfTemplates.id));
  return rows.map((row) => ({ id: row.id, name: row.name, targetApproval: row.config.targetApproval }));
}

async function enabledTemplate(db: DbOrTx, compId: number, id: number): Promise<TemplateConfig> {
  const [row] = await db
    .select({ config: perfTemplates.config })
    .from(perfTemplates)
    .where(
      and(eq(perfTemplates.id, id), eq(perfTemplates.compId, compId), eq(perfTemplates.status, ENABLED)),
    );
  if (!row) throw badRequest(m['performance.cycle.templateNotFound']);
  return row.config;
}

export async function saveCycle(db: Database, actor: CompanyActor, body: CycleSave) {
  if (body.periodEnd < body.periodStart) throw badRequest(m['performance.cycle.periodOrder']);
  return db.transaction(async (tx) => {
    await enabledTemplate(tx, actor.compId, body.templateId);
    const scope = await checkScope(tx, actor, body.scope, await orgFlowFacts(tx, actor.compId));
    const fields = {
      name: body.name,
      period: body.period,
      periodStart: body.periodStart,
      periodEnd: body.periodEnd,
      templateId: body.templateId,
      scope,
      schedule: body.schedule,
      updatedBy: actor.userId,
      updatedAt: new Date(),
    };
    if (body.id === undefined) {
      const [row] = await tx
        .insert(perfCycles)
        .values({ ...fields, compId: actor.compId, createdBy: actor.userId })
        .returning();
      return (await presentCycles(tx, [row!]))[0]!;
    }
    const cycle = await draftFor(tx, actor, body.id, body.version);
    const [row] = await tx
      .update(perfCycles)
      .set({ ...fields, version: cycle.version + 1 })
      .where(eq(perfCycles.id, cycle.id))
      .returning();
    return (await presentCycles(tx, [row!]))[0]!;
  });
}

/** A draft of the caller's, locked, at `version` when one is given. */
async function draftFor(tx: Tx, actor: CompanyActor, id: number, version?: number) {
  const cycle = await cycleFor(tx, actor, id, { change: true, lock: true });
  if (cycle.status !== CYCLE_STATUS.draft) throw conflict(m['performance.cycle.notDraft']);
  if (version !== undefined && version !== cycle.version) throw conflict(m['performance.cycle.stale']);
  return cycle;
}

export async function deleteCycle(db: Database, actor: CompanyActor, id: number) {
  return db.transaction(async (tx) => {
    const cycle = await draftFor(tx, actor, id);
    await tx.delete(perfCycles).where(eq(perfCycles.id, cycle.id));
    return { id };
  });
}

interface Planned {
  person: ScopedPerson;
  reviewers: SheetReviewer[];
}

/** Everyone the draft covers with their reviewer levels resolved as of today. */
async function plan(db: DbOrTx, cycle: CycleRecord, config: TemplateConfig, facts: OrgFlowFacts) {
  const people = await peopleInScope(db, cycle.compId, cycle.scope, facts);
  const designated = config.reviewers.flatMap((level) => level.userIds);
  const active = await facts.activeUsers(designated);
  const planned: Planned[] = [];
  for (const person of people) {
    const heads = person.deptId === null ? [] : await facts.headChain(person.deptId);
    planned.push({
      person,
      reviewers: resolveReviewers(config.reviewers, { userId: person.userId, heads }, active),
    });
  }
  return planned;
}

/** Reviewer levels with the names of their people, for screens. */
export async function namedReviewers(db: DbOrTx, levels: readonly SheetReviewer[][]) {
  const ids = [...new Set(levels.flat().flatMap((level) => level.userIds))];
  const names = new Map((await findUserProfiles(db, ids)).map((p) => [p.userId, p.userName]));
  return levels.map((sheet) =>
    sheet.map((level) => ({ ...level, names: level.userIds.map((id) => names.get(id) ?? '') })),
  );
}

export async function previewLaunch(db: DbOrTx, actor: CompanyActor, id: number): Promise<LaunchPreview> {
  const cycle = await cycleFor(db, actor, id, { change: true });
  if (cycle.status !== CYCLE_STATUS.draft) throw conflict(m['performance.cycle.notDraft']);
  const config = await enabledTemplate(db, actor.compId, cycle.templateId);
  const planned = await plan(db, cycle, config, await orgFlowFacts(db, actor.compId));
  const named = await namedReviewers(
    db,
    planned.map((p) => p.reviewers),
  );
  return {
    people: planned.map(({ person }, i) => ({
      staffId: person.staffId,
      staffName: person.staffName,
      departmentName: person.deptName,
      positionName: person.positionName,
      reviewers: named[i]!,
    })),
    warnings: planned.flatMap(({ person, reviewers }) =>
      emptyLevels(reviewers).map((relation) => ({
        staffId: person.staffId,
        staffName: person.staffName,
        relation,
      })),
    ),
  };
}

/** Sheets are written in statements of this many rows. */
const SHEET_CHUNK = 500;

/**
 * Launches `cycle` (a draft) in the caller's transaction: the template's configuration is copied
 * into it and one sheet is made per person with their department and position of the day and the
 * reviewers resolved. The demo launches its cycles through this too.
 */
export async function writeLaunch(tx: Tx, cycle: CycleRecord, by: number | null) {
  const config = await enabledTemplate(tx, cycle.compId, cycle.templateId);
  const planned = await plan(tx, cycle, config, await orgFlowFacts(tx, cycle.compId));
  if (planned.length === 0) throw badRequest(m['performance.cycle.nobody']);
  const rows = planned.map(({ person, reviewers }) => ({
    compId: cycle.compId,
    cycleId: cycle.id,
    staffId: person.staffId,
    userId: person.userId,
    departmentId: person.deptId,
    positionId: person.positionId,
    reviewers,
  }));
  for (let start = 0; start < rows.length; start += SHEET_CHUNK)
    await tx.insert(perfSheets).values(rows.slice(start, start + SHEET_CHUNK));
  if (config.targetApproval) await ensureTargetsTemplate(tx, cycle.compId);
  const [row] = await tx
    .update(perfCycles)
    .set({
      config,
      status: CYCLE_STATUS.running,
      stage: 'targetSetting',
      launchedAt: new Date(),
      version: cycle.version + 1,
      updatedBy: by,
      updatedAt: new Date(),
    })
    .where(eq(perfCycles.id, cycle.id))
    .returning();
  return row!;
}

/** HR launches a draft of theirs at `version`. */
export async function launchCycle(db: Database, actor: CompanyActor, id: number, version: number) {
  return db.transaction(async (tx) => {
    const cycle = await draftFor(tx, actor, id, version);
    const row = await writeLaunch(tx, cycle, actor.userId);
    return (await presentCycles(tx, [row]))[0]!;
  });
}
