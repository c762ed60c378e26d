import type { NoticeCol, NoticeColSave } from '@renli/contracts';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { badRequest, conflict, forbidden, notFound } from '../../core/http/errors.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { NoticeActor } from './access.ts';
import { noticesMessages as m } from './messages.ts';
import { noticeCategories, notices } from './schema.ts';

// Announcement categories (docs/product/oa-notice.md, "Categories"): name, order, enabled; kept by OA
// administrators. A category in use cannot be deleted, only disabled (new announcements cannot use it).

const requireAdmin = (actor: NoticeActor) => {
  if (!actor.isAdmin) throw forbidden(m['notice.adminOnly']);
};

const usage = (_compId: number) => ({
  noticeColId: noticeCategories.id,
  name: noticeCategories.name,
  sort: noticeCategories.sort,
  enabled: noticeCategories.enabled,
  compId: noticeCategories.compId,
});

/** Every category of the company, in order, with how many announcements use it. */
export async function listCategories(db: DbOrTx, actor: NoticeActor): Promise<NoticeCol[]> {
  const rows = await db
    .select({ ...usage(actor.compId), used: count(notices.id) })
    .from(noticeCategories)
    .leftJoin(notices, eq(notices.categoryId, noticeCategories.id))
    .where(eq(noticeCategories.compId, actor.compId))
    .groupBy(noticeCategories.id)
    .orderBy(asc(noticeCategories.sort), asc(noticeCategories.id));
  return rows.map(({ compId: _, ...row }) => ({ ...row, used: Number(row.used) }));
}

async function nameTaken(db: DbOrTx, compId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: noticeCategories.id })
    .from(noticeCategories)
    .where(
      and(
        eq(noticeCategories.compId, compId),
        eq(noticeCategories.name, name),
        exceptId === undefined ? undefined : ne(noticeCategories.id, exceptId),
      ),
    );
  return row !== undefined;
}

export async function saveCategory(
  db: Database,
  actor: NoticeActor,
  body: NoticeColSave & { sort: number; enabled: boolean },
) {
  requireAdmin(actor);
  return db.transaction(async (tx) => {
    if (await nameTaken(tx, actor.compId, body.name, body.noticeColId))
      throw badRequest(m['notice.col.nameTaken']);
    let id = body.noticeColId;
    if (id === undefined) {
      const [row] = await tx
        .insert(noticeCategories)
        .values({ compId: actor.compId, name: body.name, sort: body.sort, enabled: body.enabled })
        .returning({ id: noticeCategories.id });
      id = row!.id;
    } else {
      const [row] = await tx
        .update(noticeCategories)
        .set({ name: body.name, sort: body.sort, enabled: body.enabled, updatedAt: new Date() })
        .where(and(eq(noticeCategories.id, id), eq(noticeCategories.compId, actor.compId)))
        .returning({ id: noticeCategories.id });
      if (!row) throw notFound(m['notice.col.notFound']);
    }
    const all = await listCategories(tx, actor);
    return all.find((c) => c.noticeColId === id)!;
  });
}

export async function deleteCategory(db: Database, actor: NoticeActor, noticeColId: number) {
  requireAdmin(actor);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: noticeCategories.id })
      .from(noticeCategories)
      .where(and(eq(noticeCategories.id, noticeColId), eq(noticeCategories.compId, actor.compId)))
      .for('update');
    if (!row) throw notFound(m['notice.col.notFound']);
    const [used] = await tx.select({ n: count() }).from(notices).where(eq(notices.categoryId, noticeColId));
    if (Number(used?.n ?? 0) > 0) throw conflict(m['notice.col.inUse'], { count: Number(used!.n) });
    await tx.delete(noticeCategories).where(eq(noticeCategories.id, noticeColId));
    return { noticeColId };
  });
}

/** An enabled category of the company, or 400. */
export async function requireEnabledCategory(db: DbOrTx, compId: number, id: number) {
  const [row] = await db
    .select({ id: noticeCategories.id, name: noticeCategories.name })
    .from(noticeCategories)
    .where(
      and(
        eq(noticeCategories.id, id),
        eq(noticeCategories.compId, compId),
        eq(noticeCategories.enabled, true),
      ),
    );
  if (!row) throw badRequest(m['notice.colMissing']);
  return row;
}
