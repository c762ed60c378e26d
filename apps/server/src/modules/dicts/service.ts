import type {
  DictCreate,
  DictItem,
  DictType,
  DictUpdate,
  dictListQuerySchema,
  PublicDictItem,
} from '@renli/contracts';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { containing } from '../../db/like.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Locale } from '../../i18n/index.ts';
import { invalid } from '../../resources/problems.ts';
import { CACHE_NAMES, namedCache } from '../platform/caches.ts';
import { dictMessages as m } from './messages.ts';
import { dictItems } from './schema.ts';
import { nest, type TreeNode } from './tree.ts';
import { checkDraft } from './validate.ts';

type Row = typeof dictItems.$inferSelect;
const order = [asc(dictItems.groupCode), asc(dictItems.sort), asc(dictItems.id)];

const present = (row: Row): DictItem => ({
  ...row,
  status: row.status === 2 ? 2 : 1,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Dictionaries: the admin's editing and the apps' cached reading (`/parameter/getDictNose`). */
export function createDictService(deps: AppDeps) {
  const { db } = deps;
  // Enabled items per `type:group`; the label is picked per request, so both languages share entries.
  const cache = namedCache<TreeNode<Row>[]>(deps, CACHE_NAMES.dicts, 10 * 60_000);

  async function write<T>(work: (tx: DbOrTx) => Promise<T>, code: string): Promise<T> {
    try {
      const result = await db.transaction(work);
      cache.clear();
      return result;
    } catch (error) {
      // Two admins saving the same code at once: the unique index decides.
      if (isUniqueViolation(error)) throw badRequest(m['dict.duplicateCode'], { code });
      throw error;
    }
  }

  async function findRow(tx: DbOrTx, id: number) {
    const [row] = await tx.select().from(dictItems).where(eq(dictItems.id, id));
    if (!row) throw notFound(m['dict.notFound']);
    return row;
  }

  const hasChildren = async (tx: DbOrTx, id: number) =>
    (await tx.select({ id: dictItems.id }).from(dictItems).where(eq(dictItems.parentId, id)).limit(1))
      .length > 0;

  return {
    async list(query: z.output<typeof dictListQuerySchema>) {
      const where = and(
        eq(dictItems.type, query.type),
        query.groupCode ? eq(dictItems.groupCode, query.groupCode) : undefined,
        query.status ? eq(dictItems.status, query.status) : undefined,
        query.keyword ? keywordFilter(query.keyword) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(dictItems)
          .where(where)
          .orderBy(...order)
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
        db.select({ n: count() }).from(dictItems).where(where),
      ]);
      return {
        list: rows.map(present),
        total: total?.n ?? 0,
        pageNum: query.pageNum,
        pageSize: query.pageSize,
      };
    },

    /** Every item of one group as a tree, disabled ones included (the TreeTable editor). */
    async tree(type: DictType, group: string) {
      const rows = await db
        .select()
        .from(dictItems)
        .where(and(eq(dictItems.type, type), eq(dictItems.groupCode, group)))
        .orderBy(...order);
      return nest(rows.map(present));
    },

    async groups(type: DictType) {
      return db
        .select({ groupCode: dictItems.groupCode, items: count() })
        .from(dictItems)
        .where(eq(dictItems.type, type))
        .groupBy(dictItems.groupCode)
        .orderBy(asc(dictItems.groupCode));
    },

    async create(input: DictCreate, locale: Locale) {
      return write(async (tx) => {
        const draft = {
          type: input.type,
          groupCode: input.groupCode ?? '',
          parentId: input.parentId ?? null,
          code: input.code,
          extra: input.extra ?? {},
        };
        const { fields, extra } = await checkDraft(tx, locale, draft);
        if (fields.length) throw invalid(fields);
        const [row] = await tx
          .insert(dictItems)
          .values({ ...input, ...draft, extra, labelEn: input.labelEn ?? '' })
          .returning();
        return present(row!);
      }, input.code);
    },

    async update(input: DictUpdate, locale: Locale) {
      return write(async (tx) => {
        const { id, version, ...patch } = input;
        const existing = await findRow(tx, id);
        if (existing.version !== version) throw conflict(m['dict.stale']);
        const draft = {
          type: existing.type,
          groupCode: patch.groupCode ?? existing.groupCode,
          parentId: patch.parentId === undefined ? existing.parentId : patch.parentId,
          code: patch.code ?? existing.code,
          extra: patch.extra ?? existing.extra,
        };
        const movesGroup = draft.groupCode !== existing.groupCode && (await hasChildren(tx, id));
        const { fields, extra } = await checkDraft(tx, locale, draft, { id, movesGroup });
        if (fields.length) throw invalid(fields);
        const [row] = await tx
          .update(dictItems)
          .set({ ...patch, ...draft, extra, version: version + 1, updatedAt: new Date() })
          .where(and(eq(dictItems.id, id), eq(dictItems.version, version)))
          .returning();
        if (!row) throw conflict(m['dict.stale']);
        return present(row);
      }, input.code ?? '');
    },

    async setStatus(id: number, status: 1 | 2) {
      return write(async (tx) => {
        const existing = await findRow(tx, id);
        const [row] = await tx
          .update(dictItems)
          .set({ status, version: existing.version + 1, updatedAt: new Date() })
          .where(eq(dictItems.id, id))
          .returning();
        return present(row!);
      }, '');
    },

    /** All or nothing: an unknown id answers 404 and an item with children 400, nothing removed. */
    async remove(ids: number[]) {
      return write(async (tx) => {
        const rows = await tx.select().from(dictItems).where(inArray(dictItems.id, ids));
        if (rows.length !== new Set(ids).size) throw notFound(m['dict.notFound']);
        // Removing a parent together with all its children is fine; leaving children behind is not.
        const children = await tx
          .select({ id: dictItems.id, parentId: dictItems.parentId })
          .from(dictItems)
          .where(inArray(dictItems.parentId, ids));
        const orphan = children.find((child) => !ids.includes(child.id));
        const parent = orphan && rows.find((row) => row.id === orphan.parentId);
        if (parent) throw badRequest(m['dict.hasChildren'], { label: parent.labelZh });
        await tx.delete(dictItems).where(inArray(dictItems.id, ids));
        return { deleted: rows.length };
      }, '');
    },

    /** What apps show: enabled items only, a tree for TreeTable, labels in the caller's language. */
    async forApps(type: DictType, group: string | undefined, locale: Locale): Promise<PublicDictItem[]> {
      // The tree is built once per cache entry; only the labels depend on the request.
      const nodes = await cache.get(`${type}:${group ?? '*'}`, async () => {
        const rows = await enabledRows(db, type, group);
        return type === 'TreeTable' ? nest(rows) : rows;
      });
      const toPublic = (row: TreeNode<Row>): PublicDictItem => ({
        code: row.code,
        label: locale === 'en' && row.labelEn ? row.labelEn : row.labelZh,
        labelZh: row.labelZh,
        labelEn: row.labelEn,
        groupCode: row.groupCode,
        extra: row.extra,
        ...(row.children ? { children: row.children.map(toPublic) } : {}),
      });
      return nodes.map(toPublic);
    },
  };
}

export type DictService = ReturnType<typeof createDictService>;

function keywordFilter(keyword: string): SQL | undefined {
  const like = containing(keyword);
  return or(ilike(dictItems.code, like), ilike(dictItems.labelZh, like), ilike(dictItems.labelEn, like));
}

function enabledRows(db: Database, type: DictType, group: string | undefined) {
  return db
    .select()
    .from(dictItems)
    .where(
      and(
        eq(dictItems.type, type),
        eq(dictItems.status, 1),
        group === undefined ? undefined : eq(dictItems.groupCode, group),
      ),
    )
    .orderBy(...order);
}
