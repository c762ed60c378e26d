import {
  type Indicator,
  type IndicatorGroup,
  type IndicatorKind,
  indicatorFilterSchema,
  indicatorPageBodySchema,
  type SaveIndicatorBody,
  type SaveIndicatorGroupBody,
  saveIndicatorBodySchema,
  saveIndicatorGroupBodySchema,
} from '@renli/contracts';
import { and, asc, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../../core/actor.ts';
import { badRequest, conflict, notFound } from '../../../core/http/errors.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { perfSheetItems } from '../cycles/schema.ts';
import { indicatorContent } from './rules.ts';
import { perfIndicatorGroups, perfIndicators } from './schema.ts';

// The indicator library (docs/product/performance.md, "Indicator library"): groups per kind and the
// indicators in them. A sheet copies an indicator, so edits never reach running appraisals; a used
// indicator is disabled, not deleted.

type IndicatorRow = typeof perfIndicators.$inferSelect;

/** How many sheet items each indicator was copied into. */
async function usesOf(db: DbOrTx, compId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: perfSheetItems.indicatorId, uses: count() })
    .from(perfSheetItems)
    .where(and(eq(perfSheetItems.compId, compId), inArray(perfSheetItems.indicatorId, ids)))
    .groupBy(perfSheetItems.indicatorId);
  return new Map(rows.map((r) => [r.id!, r.uses]));
}

async function present(db: DbOrTx, compId: number, rows: IndicatorRow[]): Promise<Indicator[]> {
  const [uses, groups] = await Promise.all([
    usesOf(
      db,
      compId,
      rows.map((r) => r.id),
    ),
    db
      .select({ id: perfIndicatorGroups.id, name: perfIndicatorGroups.name })
      .from(perfIndicatorGroups)
      .where(eq(perfIndicatorGroups.compId, compId)),
  ]);
  const groupName = new Map(groups.map((g) => [g.id, g.name]));
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    kind: row.kind,
    groupId: row.groupId,
    groupName: row.groupId ? (groupName.get(row.groupId) ?? null) : null,
    name: row.name,
    definition: row.definition,
    unit: row.unit,
    rule: row.rule,
    keyResults: row.keyResults,
    levels: row.levels,
    status: row.status as 1 | 2,
    uses: uses.get(row.id) ?? 0,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** The company's groups by kind and order, with their indicator counts. */
export async function groupsOf(db: DbOrTx, compId: number): Promise<IndicatorGroup[]> {
  const rows = await db
    .select({
      id: perfIndicatorGroups.id,
      version: perfIndicatorGroups.version,
      kind: perfIndicatorGroups.kind,
      name: perfIndicatorGroups.name,
      sort: perfIndicatorGroups.sort,
      indicators: sql<number>`cast((select count(*) from ${perfIndicators} where ${perfIndicators.groupId} = ${perfIndicatorGroups.id}) as integer)`,
    })
    .from(perfIndicatorGroups)
    .where(eq(perfIndicatorGroups.compId, compId))
    .orderBy(asc(perfIndicatorGroups.kind), asc(perfIndicatorGroups.sort), asc(perfIndicatorGroups.id));
  return rows;
}

async function ownGroup(db: DbOrTx, compId: number, id: number) {
  const [row] = await db
    .select()
    .from(perfIndicatorGroups)
    .where(and(eq(perfIndicatorGroups.id, id), eq(perfIndicatorGroups.compId, compId)));
  if (!row) throw notFound('performance.library.group.notFound');
  return row;
}

/** Adds or renames a group; names are unique per company and kind. */
export async function saveGroup(db: Database, actor: CompanyActor, input: SaveIndicatorGroupBody) {
  const body = saveIndicatorGroupBodySchema.parse(input);
  return db.transaction(async (tx) => {
    const existing = body.id ? await ownGroup(tx, actor.compId, body.id) : undefined;
    if (existing && body.version !== existing.version) throw conflict('performance.library.stale');
    const [clash] = await tx
      .select({ id: perfIndicatorGroups.id })
      .from(perfIndicatorGroups)
      .where(
        and(
          eq(perfIndicatorGroups.compId, actor.compId),
          eq(perfIndicatorGroups.kind, body.kind),
          eq(perfIndicatorGroups.name, body.name),
        ),
      );
    if (clash && clash.id !== existing?.id)
      throw badRequest('performance.library.group.nameTaken', { name: body.name });
    if (existing && existing.kind !== body.kind) {
      const [held] = await tx
        .select({ n: count() })
        .from(perfIndicators)
        .where(eq(perfIndicators.groupId, existing.id));
      if ((held?.n ?? 0) > 0) throw badRequest('performance.library.group.kindLocked');
    }
    const values = { kind: body.kind, name: body.name, sort: body.sort, updatedBy: actor.userId };
    const [row] = existing
      ? await tx
          .update(perfIndicatorGroups)
          .set({ ...values, version: existing.version + 1, updatedAt: new Date() })
          .where(eq(perfIndicatorGroups.id, existing.id))
          .returning()
      : await tx
          .insert(perfIndicatorGroups)
          .values({ ...values, compId: actor.compId, createdBy: actor.userId })
          .returning();
    return (await groupsOf(tx, actor.compId)).find((g) => g.id === row!.id)!;
  });
}

/** Removes a group that holds no indicator. */
export async function deleteGroup(db: Database, actor: CompanyActor, id: number) {
  return db.transaction(async (tx) => {
    const group = await ownGroup(tx, actor.compId, id);
    const [held] = await tx.select({ n: count() }).from(perfIndicators).where(eq(perfIndicators.groupId, id));
    if ((held?.n ?? 0) > 0)
      throw badRequest('performance.library.group.notEmpty', { name: group.name, count: held!.n });
    await tx.delete(perfIndicatorGroups).where(eq(perfIndicatorGroups.id, id));
    return { deleted: 1 };
  });
}

function filterWhere(compId: number, filter: ReturnType<typeof indicatorFilterSchema.parse>): SQL {
  const conditions: SQL[] = [eq(perfIndicators.compId, compId)];
  if (filter.kind) conditions.push(eq(perfIndicators.kind, filter.kind));
  if (filter.groupId) conditions.push(eq(perfIndicators.groupId, filter.groupId));
  if (filter.status) conditions.push(eq(perfIndicators.status, filter.status));
  if (filter.keyword) {
    const like = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(${ilike(perfIndicators.name, like)} or ${ilike(perfIndicators.definition, like)})`);
  }
  return and(...conditions)!;
}

/** One page of the filtered library, by kind, group and name. */
export async function indicatorPage(db: DbOrTx, actor: CompanyActor, input: unknown) {
  const body = indicatorPageBodySchema.parse(input);
  const where = filterWhere(actor.compId, body);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(perfIndicators)
      .where(where)
      .orderBy(asc(perfIndicators.kind), asc(perfIndicators.groupId), asc(perfIndicators.name))
      .limit(body.pageSize)
      .offset((body.pageNum - 1) * body.pageSize),
    db.select({ n: count() }).from(perfIndicators).where(where),
  ]);
  return {
    list: await present(db, actor.compId, rows),
    total: total?.n ?? 0,
    pageNum: body.pageNum,
    pageSize: body.pageSize,
  };
}

/** Every indicator matching the filter (the export), at most `limit`. */
export async function indicatorsMatching(db: DbOrTx, actor: CompanyActor, input: unknown, limit: number) {
  const where = filterWhere(actor.compId, indicatorFilterSchema.parse(input));
  const rows = await db
    .select()
    .from(perfIndicators)
    .where(where)
    .orderBy(asc(perfIndicators.kind), asc(perfIndicators.groupId), asc(perfIndicators.name))
    .limit(limit);
  return present(db, actor.compId, rows);
}

async function ownIndicator(db: DbOrTx, compId: number, id: number) {
  const [row] = await db
    .select()
    .from(perfIndicators)
    .where(and(eq(perfIndicators.id, id), eq(perfIndicators.compId, compId)));
  if (!row) throw notFound('performance.library.indicator.notFound');
  return row;
}

/** The group an indicator of `kind` may join: one of the company's, of that kind. */
async function checkedGroup(
  db: DbOrTx,
  compId: number,
  kind: IndicatorKind,
  groupId: number | null | undefined,
) {
  if (!groupId) return null;
  const group = await ownGroup(db, compId, groupId);
  if (group.kind !== kind) throw badRequest('performance.library.group.wrongKind', { name: group.name });
  return group.id;
}

/**
 * Writes a new indicator or changes one, inside the caller's transaction (the import writes many):
 * the content its kind uses is checked, names are unique per kind, a used indicator keeps its kind.
 */
export async function writeIndicator(tx: DbOrTx, actor: CompanyActor, input: SaveIndicatorBody) {
  const body = saveIndicatorBodySchema.parse(input);
  const existing = body.id ? await ownIndicator(tx, actor.compId, body.id) : undefined;
  if (existing && body.version !== existing.version) throw conflict('performance.library.stale');
  const content = indicatorContent(body.kind, body);
  const groupId = await checkedGroup(tx, actor.compId, body.kind, body.groupId);
  const [clash] = await tx
    .select({ id: perfIndicators.id })
    .from(perfIndicators)
    .where(
      and(
        eq(perfIndicators.compId, actor.compId),
        eq(perfIndicators.kind, body.kind),
        eq(perfIndicators.name, body.name),
      ),
    );
  if (clash && clash.id !== existing?.id)
    throw badRequest('performance.library.indicator.nameTaken', { name: body.name });
  if (
    existing &&
    existing.kind !== body.kind &&
    ((await usesOf(tx, actor.compId, [existing.id])).get(existing.id) ?? 0) > 0
  )
    throw badRequest('performance.library.indicator.kindLocked');
  const values = {
    kind: body.kind,
    groupId,
    name: body.name,
    definition: body.definition,
    unit: body.kind === 'kpi' ? body.unit : '',
    ...content,
    updatedBy: actor.userId,
  };
  const [row] = existing
    ? await tx
        .update(perfIndicators)
        .set({ ...values, version: existing.version + 1, updatedAt: new Date() })
        .where(eq(perfIndicators.id, existing.id))
        .returning()
    : await tx
        .insert(perfIndicators)
        .values({ ...values, compId: actor.compId, createdBy: actor.userId })
        .returning();
  return row!;
}

export async function saveIndicator(db: Database, actor: CompanyActor, input: SaveIndicatorBody) {
  return db.transaction(async (tx) => {
    const row = await writeIndicator(tx, actor, input);
    return (await present(tx, actor.compId, [row]))[0]!;
  });
}

/** Enables or disables an indicator: disabled ones stay in sheets that copied them, but are not offered. */
export async function setIndicatorStatus(db: Database, actor: CompanyActor, id: number, status: 1 | 2) {
  return db.transaction(async (tx) => {
    const existing = await ownIndicator(tx, actor.compId, id);
    const [row] = await tx
      .update(perfIndicators)
      .set({ status, version: existing.version + 1, updatedBy: actor.userId, updatedAt: new Date() })
      .where(eq(perfIndicators.id, id))
      .returning();
    return (await present(tx, actor.compId, [row!]))[0]!;
  });
}

/** Removes an indicator no sheet used; a used one must be disabled instead. */
export async function deleteIndicator(db: Database, actor: CompanyActor, id: number) {
  return db.transaction(async (tx) => {
    const existing = await ownIndicator(tx, actor.compId, id);
    const uses = (await usesOf(tx, actor.compId, [id])).get(id) ?? 0;
    if (uses > 0)
      throw badRequest('performance.library.indicator.inUse', { name: existing.name, count: uses });
    await tx.delete(perfIndicators).where(eq(perfIndicators.id, id));
    return { deleted: 1 };
  });
}
