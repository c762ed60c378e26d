import {
  LIBRARY_STATUS,
  PERF_TEMPLATE_NAME_MAX,
  type SaveTemplateBody,
  saveTemplateBodySchema,
  type Template,
  type TemplateConfig,
} from '@renli/contracts';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { CompanyActor } from '../../../core/actor.ts';
import { badRequest, conflict, notFound } from '../../../core/http/errors.ts';
import { type Locale, translate } from '../../../core/i18n/index.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { activeStaffUserIds } from '../../staff/records.ts';
import { perfCycles } from '../cycles/schema.ts';
import { perfTemplates } from './schema.ts';
import { checkTemplateConfig } from './template-rules.ts';

// Appraisal templates (docs/product/performance.md, "Templates"): HR keeps them; a cycle copies the
// configuration at launch, so a template in use may change but not go away.

type TemplateRow = typeof perfTemplates.$inferSelect;

async function cycleCounts(db: DbOrTx, compId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: perfCycles.templateId, n: count() })
    .from(perfCycles)
    .where(and(eq(perfCycles.compId, compId), inArray(perfCycles.templateId, ids)))
    .groupBy(perfCycles.templateId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

async function present(db: DbOrTx, compId: number, rows: TemplateRow[]): Promise<Template[]> {
  const cycles = await cycleCounts(
    db,
    compId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    name: row.name,
    description: row.description,
    config: row.config,
    status: row.status as 1 | 2,
    cycles: cycles.get(row.id) ?? 0,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function templatesOf(db: DbOrTx, compId: number) {
  const rows = await db
    .select()
    .from(perfTemplates)
    .where(eq(perfTemplates.compId, compId))
    .orderBy(asc(perfTemplates.status), asc(perfTemplates.id));
  return present(db, compId, rows);
}

async function ownTemplate(db: DbOrTx, compId: number, id: number) {
  const [row] = await db
    .select()
    .from(perfTemplates)
    .where(and(eq(perfTemplates.id, id), eq(perfTemplates.compId, compId)));
  if (!row) throw notFound('performance.template.notFound');
  return row;
}

/**
 * A template a cycle may launch with: the company's, enabled; 404 or 400 otherwise. The cycles part
 * copies `config` into the cycle at launch (docs/product/performance.md, "Cycles and stages").
 */
export async function activeTemplateOf(
  db: DbOrTx,
  compId: number,
  templateId: number,
): Promise<{ id: number; name: string; config: TemplateConfig }> {
  const row = await ownTemplate(db, compId, templateId);
  if (row.status !== LIBRARY_STATUS.enabled)
    throw badRequest('performance.template.disabled', { name: row.name });
  return { id: row.id, name: row.name, config: row.config };
}

/** Designated reviewers are logins of active staff of the company. */
async function checkDesignated(db: DbOrTx, compId: number, config: TemplateConfig) {
  const ids = [...new Set(config.reviewers.flatMap((r) => r.userIds))];
  if (ids.length === 0) return;
  if ((await activeStaffUserIds(db, compId, ids)).size !== ids.length)
    throw badRequest('performance.template.designatedUnknown');
}

async function checkName(db: DbOrTx, compId: number, name: string, except?: number) {
  const [clash] = await db
    .select({ id: perfTemplates.id })
    .from(perfTemplates)
    .where(
      and(
        eq(perfTemplates.compId, compId),
        eq(perfTemplates.name, name),
        except ? ne(perfTemplates.id, except) : undefined,
      ),
    );
  if (clash) throw badRequest('performance.template.nameTaken', { name });
}

/** Adds or changes a template; cycles already launched keep the copy they took. */
export async function saveTemplate(db: Database, actor: CompanyActor, input: SaveTemplateBody) {
  const body = saveTemplateBodySchema.parse(input);
  const config = checkTemplateConfig(body.config);
  return db.transaction(async (tx) => {
    const existing = body.id ? await ownTemplate(tx, actor.compId, body.id) : undefined;
    if (existing && body.version !== existing.version) throw conflict('performance.library.stale');
    await checkName(tx, actor.compId, body.name, existing?.id);
    await checkDesignated(tx, actor.compId, config);
    const values = { name: body.name, description: body.description, config, updatedBy: actor.userId };
    const [row] = existing
      ? await tx
          .update(perfTemplates)
          .set({ ...values, version: existing.version + 1, updatedAt: new Date() })
          .where(eq(perfTemplates.id, existing.id))
          .returning()
      : await tx
          .insert(perfTemplates)
          .values({ ...values, compId: actor.compId, createdBy: actor.userId })
          .returning();
    return (await present(tx, actor.compId, [row!]))[0]!;
  });
}

/** A copy named “…（副本）” (then “…（副本）2”… while the name is taken), enabled. */
export async function copyTemplate(db: Database, actor: CompanyActor, id: number, locale: Locale) {
  return db.transaction(async (tx) => {
    const source = await ownTemplate(tx, actor.compId, id);
    const taken = new Set(
      (
        await tx
          .select({ name: perfTemplates.name })
          .from(perfTemplates)
          .where(eq(perfTemplates.compId, actor.compId))
      ).map((r) => r.name),
    );
    const base = `${source.name}${translate(locale, 'performance.template.copySuffix')}`.slice(
      0,
      PERF_TEMPLATE_NAME_MAX - 3,
    );
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
    const [row] = await tx
      .insert(perfTemplates)
      .values({
        compId: actor.compId,
        name,
        description: source.description,
        config: source.config,
        createdBy: actor.userId,
        updatedBy: actor.userId,
      })
      .returning();
    return (await present(tx, actor.compId, [row!]))[0]!;
  });
}

export async function setTemplateStatus(db: Database, actor: CompanyActor, id: number, status: 1 | 2) {
  return db.transaction(async (tx) => {
    const existing = await ownTemplate(tx, actor.compId, id);
    const [row] = await tx
      .update(perfTemplates)
      .set({ status, version: existing.version + 1, updatedBy: actor.userId, updatedAt: new Date() })
      .where(eq(perfTemplates.id, id))
      .returning();
    return (await present(tx, actor.compId, [row!]))[0]!;
  });
}

/** Removes a template no cycle uses; one in use can only be disabled. */
export async function deleteTemplate(db: Database, actor: CompanyActor, id: number) {
  return db.transaction(async (tx) => {
    const existing = await ownTemplate(tx, actor.compId, id);
    const cycles = (await cycleCounts(tx, actor.compId, [id])).get(id) ?? 0;
    if (cycles > 0) throw badRequest('performance.template.inUse', { name: existing.name, count: cycles });
    await tx.delete(perfTemplates).where(eq(perfTemplates.id, id));
    return { deleted: 1 };
  });
}
