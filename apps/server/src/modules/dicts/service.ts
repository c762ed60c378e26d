import type { DictCreate, DictItem, DictType, DictUpdate, PublicDictItem } from '@renli/contracts';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.ts';
import { badRequest, conflict, notFound } from '../../core/http/errors.ts';
import type { Locale } from '../../core/i18n/index.ts';
import { type AuditEntry, diffRows, writeAudit } from '../../core/resources/audit.ts';
import type { PresentedRow } from '../../core/resources/presenter.ts';
import { invalid } from '../../core/resources/problems.ts';
import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { containing } from '../../db/like.ts';
import { CACHE_NAMES, namedCache } from '../platform/caches.ts';
import { dictMessages as m } from './messages.ts';
import { dictItems } from './schema.ts';
import { nest, type TreeNode } from './tree.ts';
import { checkDraft } from './validate.ts';

type Row = typeof dictItems.$inferSelect;
const order = [asc(dictItems.groupCode), asc(dictItems.sort), asc(dictItems.id)];

/** The editor's writes go to the audit log as the kit's `dict` records, so an item's timeline is whole. */
const audit = (tx: DbOrTx, adminId: number, entries: AuditEntry[]) =>
  writeAudit(tx as Tx, { compId: null, userId: null, adminId }, 'dict', entries);

const present = (row: Row): DictItem & PresentedRow => ({
  ...row,
  status: row.status === 2 ? 2 : 1,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Dictionaries: the admin's editing and the apps' cached reading (`dictsEndpoints.getDictNose`). */
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

    async create(adminId: number, input: DictCreate, locale: Locale) {
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
        const item = present(row!);
        await audit(tx, adminId, [{ recordId: item.id, action: 'insert', changes: diffRows(null, item) }]);
        return item;
      }, input.code);
    },

    async update(adminId: number, input: DictUpdate, locale: Locale) {
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
        const item = present(row);
        await audit(tx, adminId, [
          { recordId: id, action: 'update', changes: diffRows(present(existing), item) },
        ]);
        return item;
      }, input.code ?? '');
    },

    /** All or nothing: an unknown id answers 404 and an item with children 400, nothing removed. */
    async remove(adminId: number, ids: number[]) {
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
        await audit(
          tx,
          adminId,
          rows.map((row) => ({ recordId: row.id, action: 'delete', changes: diffRows(present(row), null) })),
        );
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

function _keywordFilter(keyword: string): SQL | undefined {
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
