import type { Poster, PosterCreate, PosterUpdate, posterListQuerySchema } from '@renli/contracts';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Locale } from '../../i18n/index.ts';
import { invalid, problemMessages } from '../../resources/problems.ts';
import { platformMessages as m } from './messages.ts';
import { posters } from './schema.ts';

type Row = typeof posters.$inferSelect;
const toDate = (value: string | null | undefined) => (value ? new Date(value) : (value as null | undefined));

const present = (row: Row): Poster => ({
  ...row,
  status: row.status === 2 ? 2 : 1,
  startAt: row.startAt?.toISOString() ?? null,
  endAt: row.endAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Posters of the home page, the login page and the app, managed at `/Poster`. */
export function createPosterService(db: Database) {
  return {
    async list(query: z.output<typeof posterListQuerySchema>) {
      const where = and(
        query.placement ? eq(posters.placement, query.placement) : undefined,
        query.status ? eq(posters.status, query.status) : undefined,
        query.title ? ilike(posters.title, containing(query.title)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(posters)
          .where(where)
          .orderBy(asc(posters.placement), asc(posters.sort), desc(posters.id))
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
        db.select({ n: count() }).from(posters).where(where),
      ]);
      return {
        list: rows.map(present),
        total: total?.n ?? 0,
        pageNum: query.pageNum,
        pageSize: query.pageSize,
      };
    },

    async create(input: PosterCreate) {
      const [row] = await db
        .insert(posters)
        .values({ ...input, startAt: toDate(input.startAt), endAt: toDate(input.endAt) })
        .returning();
      return present(row!);
    },

    async update(input: PosterUpdate, locale: Locale) {
      const { id, version, ...patch } = input;
      const [existing] = await db.select().from(posters).where(eq(posters.id, id));
      if (!existing) throw notFound(m['poster.notFound']);
      if (existing.version !== version) throw conflict(m['poster.stale']);
      const startAt = patch.startAt === undefined ? existing.startAt : toDate(patch.startAt);
      const endAt = patch.endAt === undefined ? existing.endAt : toDate(patch.endAt);
      if (startAt && endAt && startAt >= endAt)
        throw invalid(problemMessages(locale, [{ field: 'endAt', key: m['poster.window'] }]));
      const [row] = await db
        .update(posters)
        .set({ ...patch, startAt, endAt, version: version + 1, updatedAt: new Date() })
        .where(and(eq(posters.id, id), eq(posters.version, version)))
        .returning();
      if (!row) throw conflict(m['poster.stale']);
      return present(row);
    },

    /** All or nothing: an unknown id answers 404 and removes nothing. */
    async remove(ids: number[]) {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(posters)
          .where(inArray(posters.id, ids))
          .returning({ id: posters.id });
        if (removed.length !== new Set(ids).size) throw notFound(m['poster.notFound']);
        return { deleted: removed.length };
      });
    },

    /** The public list: active posters of a placement whose window contains now, in display order. */
    async active(placement: Row['placement'], now = new Date()) {
      const rows = await db
        .select()
        .from(posters)
        .where(
          and(
            eq(posters.placement, placement),
            eq(posters.status, 1),
            or(isNull(posters.startAt), lte(posters.startAt, now)),
            or(isNull(posters.endAt), gt(posters.endAt, now)),
          ),
        )
        .orderBy(asc(posters.sort), desc(posters.id));
      return rows.map(({ id, title, imageUrl, linkUrl, placement: p }) => ({
        id,
        title,
        imageUrl,
        linkUrl,
        placement: p,
      }));
    },
  };
}
