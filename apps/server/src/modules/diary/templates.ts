import type { DiaryTemplate, SaveDiaryTemplateValues } from '@renli/contracts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../core/actor.ts';
import { conflict, notFound } from '../../core/http/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { BUILTIN_TEMPLATES } from './builtin.ts';
import { diaryMessages as m } from './messages.ts';
import { diaryReports, diaryTemplates } from './schema.ts';

type TemplateRow = typeof diaryTemplates.$inferSelect;

const templateOf = (row: TemplateRow): DiaryTemplate => ({
  id: row.id,
  version: row.version,
  name: row.name,
  period: row.period,
  form: row.form,
  builtin: row.builtin,
  status: row.status === 2 ? 2 : 1,
});

/** Adds 日报/周报/月报 to a company that lacks them; repeat calls and concurrent ones add nothing. */
export async function ensureBuiltinTemplates(db: DbOrTx, compId: number): Promise<void> {
  await db
    .insert(diaryTemplates)
    .values(BUILTIN_TEMPLATES.map((t) => ({ compId, ...t })))
    .onConflictDoNothing();
}

/** The company's templates: enabled ones, or with `all` every one; built-in first. */
export async function templatesOf(db: DbOrTx, compId: number, all: boolean): Promise<DiaryTemplate[]> {
  await ensureBuiltinTemplates(db, compId);
  const rows = await db
    .select()
    .from(diaryTemplates)
    .where(and(eq(diaryTemplates.compId, compId), all ? undefined : eq(diaryTemplates.status, 1)))
    .orderBy(sql`${diaryTemplates.builtin} is null`, asc(diaryTemplates.id));
  return rows.map(templateOf);
}

/** One template of the company (enabled only unless `any`), or 404. */
export async function templateById(
  db: DbOrTx,
  compId: number,
  id: number,
  any = false,
): Promise<DiaryTemplate> {
  const [row] = await db
    .select()
    .from(diaryTemplates)
    .where(
      and(
        eq(diaryTemplates.compId, compId),
        eq(diaryTemplates.id, id),
        any ? undefined : eq(diaryTemplates.status, 1),
      ),
    );
  if (!row) throw notFound(m['diary.templateNotFound']);
  return templateOf(row);
}

/** Adds or changes a template; a name is unique in the company, a used template keeps its period. */
export async function saveTemplate(db: DbOrTx, actor: CompanyActor, body: SaveDiaryTemplateValues) {
  const input = { name: body.name.trim(), period: body.period, form: body.form };
  const [same] = await db
    .select({ id: diaryTemplates.id })
    .from(diaryTemplates)
    .where(
      and(
        eq(diaryTemplates.compId, actor.compId),
        eq(diaryTemplates.name, input.name),
        body.id ? ne(diaryTemplates.id, body.id) : undefined,
      ),
    );
  if (same) throw conflict(m['diary.templateNameTaken'], { name: input.name });
  if (!body.id) {
    const [row] = await db
      .insert(diaryTemplates)
      .values({ compId: actor.compId, ...input, createdBy: actor.userId })
      .returning();
    return templateOf(row!);
  }
  const current = await templateById(db, actor.compId, body.id, true);
  if (current.period !== input.period) {
    const [used] = await db
      .select({ id: diaryReports.id })
      .from(diaryReports)
      .where(and(eq(diaryReports.compId, actor.compId), eq(diaryReports.templateId, body.id)))
      .limit(1);
    if (used) throw conflict(m['diary.templatePeriodFixed']);
  }
  const [row] = await db
    .update(diaryTemplates)
    .set({ ...input, version: sql`${diaryTemplates.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(diaryTemplates.compId, actor.compId),
        eq(diaryTemplates.id, body.id),
        body.version ? eq(diaryTemplates.version, body.version) : undefined,
      ),
    )
    .returning();
  if (!row) throw conflict(m['diary.templateChanged']);
  return templateOf(row);
}

export async function setTemplateStatus(db: DbOrTx, actor: CompanyActor, id: number, status: 1 | 2) {
  const rows = await db
    .update(diaryTemplates)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(diaryTemplates.compId, actor.compId), eq(diaryTemplates.id, id)))
    .returning({ id: diaryTemplates.id });
  if (rows.length === 0) throw notFound(m['diary.templateNotFound']);
  return { ok: true as const };
}
