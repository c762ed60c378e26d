import {
  DOC_BIN_DAYS,
  DOC_FOLDER_DEPTH_MAX,
  DOC_SEARCH_MAX,
  DOC_SPACE_KIND,
  type DocBinItem,
  type DocGrant,
  type DocItem,
  type DocList,
  type DocPeople,
  type DocPermissions,
  type DocSearchHit,
  type DocSort,
  type DocSpace,
  type DocVersion,
} from '@renli/contracts';
import { and, desc, eq, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { addDays, chinaToday } from '../../core/china-time.ts';
import { badRequest, conflict, forbidden, notFound } from '../../core/http/errors.ts';
import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { containing } from '../../db/like.ts';
import { findUserProfiles } from '../auth/profiles.ts';
import { currentStaffIdsOf, staffCardsOf } from '../staff/cards.ts';
import {
  type DocCaller,
  type DocIndex,
  ensureSpaces,
  loadIndex,
  type NodeRow,
  type SpaceRow,
} from './access.ts';
import { documentsMessages as m } from './messages.ts';
import { type Access, canEdit, canView, type Grant, nameProblem, snippetOf } from './rules.ts';
import { docGrants, docNodes, docSpaces, docVersions } from './schema.ts';

// The operations of documents (docs/product/oa-docs.md). Every one starts from the caller's index
// (access.ts): what they may not view answers 404, what they may only view 403.

export const FOLDER = 1;
export const FILE = 2;

const iso = (at: Date) => at.toISOString();

/** Display names of logins, by id. */
async function userNames(db: DbOrTx, userIds: readonly number[]): Promise<Map<number, string>> {
  const profiles = await findUserProfiles(db, [...new Set(userIds)]);
  return new Map(profiles.map((p) => [p.userId, p.userName ?? '']));
}

/** A name after the rules, or 400 with the rule's message. */
export function checkedName(name: string): string {
  const problem = nameProblem(name);
  if (problem) throw badRequest(problem, { name });
  return name.trim();
}

interface Versionless {
  size: number;
  ext: string;
}
const NO_VERSION: Versionless = { size: 0, ext: '' };

/** The current versions' size and extension of these file nodes. */
async function currentVersions(db: DbOrTx, nodes: readonly NodeRow[]): Promise<Map<number, Versionless>> {
  const files = nodes.filter((n) => n.type === FILE);
  if (files.length === 0) return new Map();
  const rows = await db
    .select({
      nodeId: docVersions.nodeId,
      versionNo: docVersions.versionNo,
      size: docVersions.size,
      ext: docVersions.ext,
    })
    .from(docVersions)
    .where(
      inArray(
        docVersions.nodeId,
        files.map((n) => n.id),
      ),
    );
  const current = new Map(files.map((n) => [n.id, n.versionNo]));
  return new Map(
    rows
      .filter((r) => current.get(r.nodeId) === r.versionNo)
      .map((r) => [r.nodeId, { size: r.size, ext: r.ext }]),
  );
}

/** Nodes as the web shows them, with the caller's access to each. */
async function present(db: DbOrTx, nodes: readonly NodeRow[], accessOf: (node: NodeRow) => Access) {
  const [versions, names] = await Promise.all([
    currentVersions(db, nodes),
    userNames(
      db,
      nodes.map((n) => n.updatedBy),
    ),
  ]);
  return nodes.map(
    (node): DocItem => ({
      id: node.id,
      spaceId: node.spaceId,
      parentId: node.parentId,
      type: node.type === FOLDER ? 'folder' : 'file',
      name: node.name,
      ...(versions.get(node.id) ?? NO_VERSION),
      versionNo: node.versionNo,
      updatedAt: iso(node.updatedAt),
      updatedByName: names.get(node.updatedBy) ?? '',
      access: accessOf(node) ?? 'view',
    }),
  );
}

export const presentOne = async (db: DbOrTx, index: DocIndex, node: NodeRow) =>
  (await present(db, [node], (n) => index.nodeAccess(n)))[0]!;

/** A live node of the caller's company; undefined otherwise. */
export async function liveNode(
  db: DbOrTx,
  compId: number,
  id: number,
  lock = false,
): Promise<NodeRow | undefined> {
  const query = db
    .select()
    .from(docNodes)
    .where(and(eq(docNodes.id, id), eq(docNodes.compId, compId), isNull(docNodes.trashedRoot)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

// ---- spaces --------------------------------------------------------------------------------------

const spaceName = (space: SpaceRow, departments: DocCaller['departments']) =>
  space.kind === DOC_SPACE_KIND.department
    ? (departments.find((d) => d.id === space.deptId)?.name ?? '')
    : '';

/**
 * The spaces the caller may view, creating on first open the company space, their 我的文档 and the
 * spaces of the departments they may view (their own and those above it by default).
 */
export async function listSpaces(
  db: Database,
  caller: DocCaller,
  load: () => Promise<DocIndex>,
): Promise<DocSpace[]> {
  let index = await load();
  const existing = new Set(
    [...index.spaces.values()].filter((s) => s.kind === DOC_SPACE_KIND.department).map((s) => s.deptId),
  );
  const missing = caller.departments.filter(
    (d) => !existing.has(d.id) && caller.who.deptChain.includes(d.id),
  );
  const hasCompany = [...index.spaces.values()].some((s) => s.kind === DOC_SPACE_KIND.company);
  const hasMine = [...index.spaces.values()].some(
    (s) => s.kind === DOC_SPACE_KIND.personal && s.userId === caller.actor.userId,
  );
  if (missing.length > 0 || !hasCompany || !hasMine) {
    await ensureSpaces(
      db,
      caller,
      missing.map((d) => d.id),
    );
    index = await load();
  }
  const active = new Set(caller.departments.map((d) => d.id));
  const order = (s: SpaceRow) =>
    s.kind === DOC_SPACE_KIND.company
      ? -1
      : s.kind === DOC_SPACE_KIND.personal
        ? Number.MAX_SAFE_INTEGER
        : caller.departments.findIndex((d) => d.id === s.deptId);
  return [...index.spaces.values()]
    .filter((s) => s.kind !== DOC_SPACE_KIND.department || active.has(s.deptId ?? 0))
    .filter((space) => index.reaches(space.id))
    .map((space) => ({ space, access: index.spaceAccess(space.id) }))
    .sort((a, b) => order(a.space) - order(b.space))
    .map(({ space, access }) => ({
      id: space.id,
      kind: space.kind as DocSpace['kind'],
      deptId: space.deptId,
      name: spaceName(space, caller.departments),
      access: access ?? 'view',
    }));
}

export function presentSpace(index: DocIndex, space: SpaceRow): DocSpace {
  return {
    id: space.id,
    kind: space.kind as DocSpace['kind'],
    deptId: space.deptId,
    name: spaceName(space, index.caller.departments),
    access: index.spaceAccess(space.id) ?? 'view',
  };
}

// ---- folders ------------------------------------------------------------------------------------

const SORTS: Record<DocSort, (a: DocItem, b: DocItem) => number> = {
  name: (a, b) => a.name.localeCompare(b.name, 'zh-CN'),
  updatedAt: (a, b) => a.updatedAt.localeCompare(b.updatedAt),
  size: (a, b) => a.size - b.size,
};

export async function listFolder(
  db: DbOrTx,
  index: DocIndex,
  body: { spaceId: number; folderId: number | null; sort: DocSort; order: 'ascend' | 'descend' },
): Promise<DocList> {
  const access = index.placeAccess(body.spaceId, body.folderId);
  const space = index.viewableSpace(body.spaceId);
  // Someone who does not view the space sees at its top what was shared with them inside it.
  const shared = body.folderId === null && !canView(access) ? index.sharedNodeIds(body.spaceId) : null;
  const rows = await db
    .select()
    .from(docNodes)
    .where(
      and(
        eq(docNodes.spaceId, body.spaceId),
        shared
          ? inArray(docNodes.id, shared.length > 0 ? shared : [0])
          : body.folderId === null
            ? isNull(docNodes.parentId)
            : eq(docNodes.parentId, body.folderId),
        isNull(docNodes.trashedRoot),
      ),
    );
  const visible = rows.filter(
    (node) =>
      canView(index.nodeAccess(node)) &&
      !(shared && index.ancestors(node).some((f) => canView(index.nodeAccess(f)))),
  );
  const items = await present(db, visible, (n) => index.nodeAccess(n));
  const direction = body.order === 'descend' ? -1 : 1;
  // Folders first, as every file manager lists them.
  items.sort((a, b) =>
    a.type !== b.type ? (a.type === 'folder' ? -1 : 1) : direction * SORTS[body.sort](a, b) || a.id - b.id,
  );
  let folder: DocItem | null = null;
  const crumbs: DocList['crumbs'] = [];
  if (body.folderId !== null) {
    const node = await liveNode(db, index.caller.actor.compId, body.folderId);
    folder = await presentOne(db, index, node!);
    const chain = [index.folders.get(body.folderId)!, ...index.ancestors(node!)].reverse();
    for (const f of chain) if (canView(index.nodeAccess(f))) crumbs.push({ id: f.id, name: f.name });
  }
  return { space: presentSpace(index, space), folder, crumbs, access: access ?? 'view', items };
}

/** Refuses a second live item of the same name in the folder. */
async function nameFree(tx: DbOrTx, spaceId: number, parentId: number | null, name: string, except?: number) {
  const [clash] = await tx
    .select({ id: docNodes.id })
    .from(docNodes)
    .where(
      and(
        eq(docNodes.spaceId, spaceId),
        parentId === null ? isNull(docNodes.parentId) : eq(docNodes.parentId, parentId),
        sql`lower(${docNodes.name}) = lower(${name})`,
        isNull(docNodes.trashedRoot),
      ),
    )
    .limit(1);
  if (clash && clash.id !== except) throw conflict(m['documents.name.taken'], { name });
}

/** The unique index answering for two writers at once. */
async function uniquely<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(m['documents.name.taken'], { name });
    throw error;
  }
}

const depthBelow = (index: DocIndex, parentId: number | null) =>
  parentId === null ? 1 : index.folders.get(parentId)!.depth + 1;

export async function createFolder(
  db: Database,
  index: DocIndex,
  body: { spaceId: number; parentId: number | null; name: string },
): Promise<DocItem> {
  index.editablePlace(body.spaceId, body.parentId);
  const name = checkedName(body.name);
  const depth = depthBelow(index, body.parentId);
  if (depth > DOC_FOLDER_DEPTH_MAX)
    throw badRequest(m['documents.folder.tooDeep'], { max: DOC_FOLDER_DEPTH_MAX });
  const { compId, userId } = index.caller.actor;
  const node = await uniquely(name, () =>
    db.transaction(async (tx) => {
      await nameFree(tx, body.spaceId, body.parentId, name);
      const [row] = await tx
        .insert(docNodes)
        .values({
          compId,
          spaceId: body.spaceId,
          parentId: body.parentId,
          type: FOLDER,
          name,
          depth,
          createdBy: userId,
          updatedBy: userId,
        })
        .returning();
      return row!;
    }),
  );
  return presentOne(db, index, node);
}

export async function rename(
  db: Database,
  index: DocIndex,
  body: { id: number; name: string },
): Promise<DocItem> {
  const { compId, userId } = index.caller.actor;
  const node = await liveNode(db, compId, body.id);
  index.editable(node);
  const name = checkedName(body.name);
  const renamed = await uniquely(name, () =>
    db.transaction(async (tx) => {
      await nameFree(tx, node!.spaceId, node!.parentId, name, node!.id);
      const [row] = await tx
        .update(docNodes)
        .set({ name, updatedBy: userId, updatedAt: new Date() })
        .where(and(eq(docNodes.id, node!.id), isNull(docNodes.trashedRoot)))
        .returning();
      if (!row) throw notFound(m['documents.notFound']);
      return row;
    }),
  );
  return presentOne(db, index, renamed);
}

/** A node and every node below it (live or not), with their depths. */
async function subtree(tx: DbOrTx, rootId: number): Promise<{ id: number; depth: number; type: number }[]> {
  const result = await tx.execute<{ id: number; depth: number; type: number }>(sql`
    with recursive below(id) as (
      select ${docNodes.id} from ${docNodes} where ${docNodes.id} = ${rootId}
      union
      select n.id from doc_nodes n join below on n.parent_id = below.id
    )
    select n.id, n.depth, n.type from doc_nodes n join below on n.id = below.id`);
  return (result as unknown as { rows: { id: number; depth: number; type: number }[] }).rows.map((r) => ({
    id: Number(r.id),
    depth: Number(r.depth),
    type: Number(r.type),
  }));
}

export async function move(
  db: Database,
  index: DocIndex,
  body: { id: number; parentId: number | null },
): Promise<DocItem> {
  const { compId, userId } = index.caller.actor;
  const node = await liveNode(db, compId, body.id);
  index.editable(node);
  index.editablePlace(node!.spaceId, body.parentId);
  const moved = await uniquely(node!.name, () =>
    db.transaction(async (tx) => {
      const locked = await liveNode(tx, compId, body.id, true);
      if (!locked) throw notFound(m['documents.notFound']);
      const below = await subtree(tx, locked.id);
      if (body.parentId !== null && below.some((n) => n.id === body.parentId))
        throw badRequest(m['documents.move.intoItself']);
      const newDepth = depthBelow(index, body.parentId);
      const shift = newDepth - locked.depth;
      const deepest = Math.max(...below.filter((n) => n.type === FOLDER).map((n) => n.depth + shift), 0);
      if (deepest > DOC_FOLDER_DEPTH_MAX)
        throw badRequest(m['documents.folder.tooDeep'], { max: DOC_FOLDER_DEPTH_MAX });
      await nameFree(tx, locked.spaceId, body.parentId, locked.name, locked.id);
      if (shift !== 0)
        await tx
          .update(docNodes)
          .set({ depth: sql`${docNodes.depth} + ${shift}` })
          .where(
            inArray(
              docNodes.id,
              below.map((n) => n.id),
            ),
          );
      const [row] = await tx
        .update(docNodes)
        .set({ parentId: body.parentId, updatedBy: userId, updatedAt: new Date() })
        .where(eq(docNodes.id, locked.id))
        .returning();
      return row!;
    }),
  );
  return presentOne(db, index, moved);
}

/** A space's folders the caller may edit, as move targets. */
export function editableFolders(index: DocIndex, spaceId: number) {
  index.viewableSpace(spaceId);
  return [...index.folders.values()]
    .filter((f) => f.spaceId === spaceId && canEdit(index.nodeAccess(f)))
    .sort((a, b) => a.depth - b.depth || a.name.localeCompare(b.name, 'zh-CN'))
    .map((f) => ({ id: f.id, name: f.name, parentId: f.parentId }));
}

// ---- recycle bin --------------------------------------------------------------------------------

/** Moves a node and everything below it still live to the bin, under its id. */
export async function trash(db: Database, index: DocIndex, id: number): Promise<void> {
  const { compId, userId } = index.caller.actor;
  index.editable(await liveNode(db, compId, id));
  await db.transaction(async (tx) => {
    const locked = await liveNode(tx, compId, id, true);
    if (!locked) throw notFound(m['documents.notFound']);
    const below = await subtree(tx, id);
    await tx
      .update(docNodes)
      .set({ trashedRoot: id, deletedAt: new Date(), deletedBy: userId })
      .where(
        and(
          inArray(
            docNodes.id,
            below.map((n) => n.id),
          ),
          isNull(docNodes.trashedRoot),
        ),
      );
  });
}

/** A bin item of a space the caller may edit; 404 when not viewable, 403 when only viewed. */
async function binItem(db: DbOrTx, index: DocIndex, id: number, lock = false): Promise<NodeRow> {
  const query = db
    .select()
    .from(docNodes)
    .where(
      and(eq(docNodes.id, id), eq(docNodes.compId, index.caller.actor.compId), eq(docNodes.trashedRoot, id)),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(m['documents.notFound']);
  const access = index.spaceAccess(row.spaceId);
  if (!canView(access)) throw notFound(m['documents.notFound']);
  if (!canEdit(access)) throw forbidden(m['documents.binEditOnly']);
  return row;
}

export async function binOf(db: DbOrTx, index: DocIndex, spaceId: number): Promise<DocBinItem[]> {
  index.viewableSpace(spaceId);
  if (!canEdit(index.spaceAccess(spaceId))) throw forbidden(m['documents.binEditOnly']);
  const rows = await db
    .select()
    .from(docNodes)
    .where(and(eq(docNodes.spaceId, spaceId), eq(docNodes.trashedRoot, docNodes.id)))
    .orderBy(desc(docNodes.deletedAt))
    .limit(500);
  const [items, names] = await Promise.all([
    present(db, rows, () => 'edit'),
    userNames(
      db,
      rows.map((r) => r.deletedBy ?? 0),
    ),
  ]);
  return items.map((item, i) => {
    const row = rows[i]!;
    return {
      ...item,
      deletedAt: iso(row.deletedAt!),
      deletedByName: names.get(row.deletedBy ?? 0) ?? '',
      purgeOn: addDays(chinaToday(row.deletedAt!), DOC_BIN_DAYS),
    };
  });
}

export async function restore(db: Database, index: DocIndex, id: number): Promise<DocItem> {
  const { userId } = index.caller.actor;
  const row = await binItem(db, index, id);
  const restored = await uniquely(row.name, () =>
    db.transaction(async (tx) => {
      const locked = await binItem(tx, index, id, true);
      // Its folder was deleted or purged since: it comes back at the space's top.
      let parentId = locked.parentId;
      if (parentId !== null) {
        const [parent] = await tx
          .select({ id: docNodes.id })
          .from(docNodes)
          .where(and(eq(docNodes.id, parentId), isNull(docNodes.trashedRoot)));
        if (!parent) parentId = null;
      }
      await nameFree(tx, locked.spaceId, parentId, locked.name);
      const depth = depthBelow(index, parentId);
      const shift = depth - locked.depth;
      await tx
        .update(docNodes)
        .set({
          trashedRoot: null,
          deletedAt: null,
          deletedBy: null,
          ...(shift !== 0 ? { depth: sql`${docNodes.depth} + ${shift}` } : {}),
        })
        .where(eq(docNodes.trashedRoot, id));
      const [back] = await tx
        .update(docNodes)
        .set({ parentId, updatedBy: userId, updatedAt: new Date() })
        .where(eq(docNodes.id, id))
        .returning();
      return back!;
    }),
  );
  return presentOne(db, index, restored);
}

/**
 * Deletes a bin item and what was deleted with it for good. Items deleted on their own earlier
 * from inside it keep their own 30 days: they are moved to the space's top first.
 */
export async function purgeNode(tx: DbOrTx, id: number): Promise<void> {
  await tx.execute(sql`
    update doc_nodes set parent_id = null
    where trashed_root is not null and trashed_root <> ${id}
      and parent_id in (select id from doc_nodes where trashed_root = ${id})`);
  await tx.delete(docNodes).where(eq(docNodes.id, id));
}

export async function purge(db: Database, index: DocIndex, id: number): Promise<void> {
  await binItem(db, index, id);
  await db.transaction(async (tx) => {
    await binItem(tx, index, id, true);
    await purgeNode(tx, id);
  });
}

/** The sweep: purges every bin item deleted DOC_BIN_DAYS days ago or more, one at a time. */
export async function purgeExpired(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - DOC_BIN_DAYS * 86_400_000);
  let purged = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      // Whichever node claims the row first deletes it; the others skip it.
      const [row] = await tx
        .select({ id: docNodes.id })
        .from(docNodes)
        .where(and(eq(docNodes.trashedRoot, docNodes.id), lt(docNodes.deletedAt, before)))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return false;
      await purgeNode(tx, row.id);
      return true;
    });
    if (!done) return purged;
    purged += 1;
  }
}

// ---- versions -----------------------------------------------------------------------------------

export async function fileNode(db: DbOrTx, index: DocIndex, id: number): Promise<NodeRow> {
  const node = await liveNode(db, index.caller.actor.compId, id);
  index.viewable(node);
  if (node!.type !== FILE) throw badRequest(m['documents.notAFile']);
  return node!;
}

export async function versionOf(db: DbOrTx, node: NodeRow, versionId?: number) {
  const [row] = await db
    .select()
    .from(docVersions)
    .where(
      and(
        eq(docVersions.nodeId, node.id),
        versionId === undefined ? eq(docVersions.versionNo, node.versionNo) : eq(docVersions.id, versionId),
      ),
    );
  if (!row) throw notFound(m['documents.notFound']);
  return row;
}

export async function versionsOf(db: DbOrTx, index: DocIndex, id: number): Promise<DocVersion[]> {
  const node = await fileNode(db, index, id);
  const rows = await db
    .select()
    .from(docVersions)
    .where(eq(docVersions.nodeId, node.id))
    .orderBy(desc(docVersions.versionNo));
  const names = await userNames(
    db,
    rows.map((r) => r.uploadedBy),
  );
  return rows.map((r) => ({
    id: r.id,
    versionNo: r.versionNo,
    fileName: r.fileName,
    size: r.size,
    ext: r.ext,
    uploadedByName: names.get(r.uploadedBy) ?? '',
    createdAt: iso(r.createdAt),
    current: r.versionNo === node.versionNo,
  }));
}

export interface NewVersion {
  fileName: string;
  sha256: string;
  ext: string;
  mime: string;
  size: number;
  content: string;
}

/** Adds a version to a locked file node and makes it current. */
export async function addVersion(
  tx: Tx,
  node: NodeRow,
  version: NewVersion,
  userId: number,
): Promise<NodeRow> {
  const versionNo = node.versionNo + 1;
  await tx
    .insert(docVersions)
    .values({ compId: node.compId, nodeId: node.id, versionNo, uploadedBy: userId, ...version });
  const [row] = await tx
    .update(docNodes)
    .set({ versionNo, updatedBy: userId, updatedAt: new Date() })
    .where(eq(docNodes.id, node.id))
    .returning();
  return row!;
}

export async function restoreVersion(
  db: Database,
  index: DocIndex,
  body: { id: number; versionId: number },
): Promise<DocItem> {
  const node = await fileNode(db, index, body.id);
  index.editable(node);
  const old = await versionOf(db, node, body.versionId);
  if (old.versionNo === node.versionNo) throw badRequest(m['documents.version.current']);
  const updated = await db.transaction(async (tx) => {
    const locked = await liveNode(tx, node.compId, node.id, true);
    if (!locked) throw notFound(m['documents.notFound']);
    const { fileName, sha256, ext, mime, size, content } = old;
    return addVersion(tx, locked, { fileName, sha256, ext, mime, size, content }, index.caller.actor.userId);
  });
  return presentOne(db, index, updated);
}

// ---- search -------------------------------------------------------------------------------------

/** Files and folders the caller may view whose name or current content text contains `q`. */
export async function search(db: DbOrTx, index: DocIndex, q: string): Promise<DocSearchHit[]> {
  const pattern = containing(q);
  const viewableSpaces = [...index.spaces.keys()].filter((id) => index.reaches(id));
  if (viewableSpaces.length === 0) return [];
  const rows = await db
    .select({ node: docNodes, content: docVersions.content })
    .from(docNodes)
    .leftJoin(
      docVersions,
      and(eq(docVersions.nodeId, docNodes.id), eq(docVersions.versionNo, docNodes.versionNo)),
    )
    .where(
      and(
        eq(docNodes.compId, index.caller.actor.compId),
        inArray(docNodes.spaceId, viewableSpaces),
        isNull(docNodes.trashedRoot),
        or(ilike(docNodes.name, pattern), ilike(docVersions.content, pattern)),
      ),
    )
    .orderBy(desc(docNodes.updatedAt))
    // Read more than shown: some rows are in places the caller may not view.
    .limit(DOC_SEARCH_MAX * 10);
  const visible = rows.filter(({ node }) => canView(index.nodeAccess(node))).slice(0, DOC_SEARCH_MAX);
  const items = await present(
    db,
    visible.map((r) => r.node),
    (n) => index.nodeAccess(n),
  );
  return items.map((item, i) => {
    const { node, content } = visible[i]!;
    const space = index.spaces.get(node.spaceId)!;
    const nameHit = node.name.toLowerCase().includes(q.toLowerCase());
    return {
      ...item,
      spaceKind: space.kind as DocSearchHit['spaceKind'],
      spaceName: presentSpaceName(index, space),
      path: index
        .ancestors(node)
        .reverse()
        .map((f) => f.name)
        .join(' / '),
      snippet: nameHit ? '' : snippetOf(content ?? '', q),
    };
  });
}

const presentSpaceName = (index: DocIndex, space: SpaceRow) => spaceName(space, index.caller.departments);

// ---- permissions --------------------------------------------------------------------------------

/** The target's own grants and inherit switch; the caller must edit it. */
async function target(db: DbOrTx, index: DocIndex, spaceId: number, nodeId: number | null) {
  if (nodeId === null) {
    const space = index.viewableSpace(spaceId);
    if (!canEdit(index.spaceAccess(spaceId))) throw forbidden(m['documents.editOnly']);
    return { inherit: space.inherit, grants: index.spaceGrantsOf(spaceId), node: null };
  }
  const node = await liveNode(db, index.caller.actor.compId, nodeId);
  if (!node || node.spaceId !== spaceId) throw notFound(m['documents.notFound']);
  index.editable(node);
  return { inherit: node.inherit, grants: index.grantsOf(node.id), node };
}

async function presentGrants(
  db: DbOrTx,
  index: DocIndex,
  inherit: boolean,
  grants: readonly Grant[],
): Promise<DocPermissions> {
  const users = await userNames(
    db,
    grants.filter((g) => g.subjectType === 'user').map((g) => g.subjectId),
  );
  const depts = new Map(index.caller.departments.map((d) => [d.id, d.name]));
  return {
    inherit,
    grants: grants.map((g) => ({
      ...g,
      name: (g.subjectType === 'user' ? users.get(g.subjectId) : depts.get(g.subjectId)) ?? '',
    })),
  };
}

export async function permissionsOf(db: DbOrTx, index: DocIndex, spaceId: number, nodeId: number | null) {
  const { inherit, grants } = await target(db, index, spaceId, nodeId);
  return presentGrants(db, index, inherit, grants);
}

/**
 * Replaces the target's grants. People and departments must be the company's; a change that would
 * leave the caller unable to edit it is refused, so nobody locks themselves out.
 */
export async function setPermissions(
  db: Database,
  index: DocIndex,
  body: { spaceId: number; nodeId: number | null; inherit: boolean; grants: DocGrant[] },
): Promise<DocPermissions> {
  const { node } = await target(db, index, body.spaceId, body.nodeId);
  const { compId } = index.caller.actor;
  const depts = new Set(index.caller.departments.map((d) => d.id));
  const people = await companyPeople(db, compId);
  const known = new Set(people.map((p) => p.userId));
  for (const grant of body.grants) {
    const ok = grant.subjectType === 'dept' ? depts.has(grant.subjectId) : known.has(grant.subjectId);
    if (!ok) throw badRequest(m['documents.grant.unknown']);
  }
  const unique = [...new Map(body.grants.map((g) => [`${g.subjectType}:${g.subjectId}`, g])).values()];
  await db.transaction(async (tx) => {
    if (node) await tx.update(docNodes).set({ inherit: body.inherit }).where(eq(docNodes.id, node.id));
    else await tx.update(docSpaces).set({ inherit: body.inherit }).where(eq(docSpaces.id, body.spaceId));
    await tx
      .delete(docGrants)
      .where(
        and(
          eq(docGrants.spaceId, body.spaceId),
          node ? eq(docGrants.nodeId, node.id) : isNull(docGrants.nodeId),
        ),
      );
    if (unique.length > 0)
      await tx
        .insert(docGrants)
        .values(unique.map((g) => ({ compId, spaceId: body.spaceId, nodeId: node?.id ?? null, ...g })));
    // Checked against the written state, inside the transaction: a lock-out rolls everything back.
    const after = await loadIndex(tx, index.caller);
    const access = node
      ? after.nodeAccess({ ...node, inherit: body.inherit })
      : after.spaceAccess(body.spaceId);
    if (!canEdit(access)) throw badRequest(m['documents.grant.lockout']);
  });
  return presentGrants(db, index, body.inherit, unique);
}

/** The company's active staff with a login, for grants and checks. */
async function companyPeople(db: DbOrTx, compId: number) {
  const cards = await staffCardsOf(db, compId, await currentStaffIdsOf(db, compId));
  return [...cards.values()].map((c) => ({
    userId: c.userId,
    name: c.staffName,
    deptName: c.deptName ?? '',
  }));
}

export async function peopleOf(db: DbOrTx, caller: DocCaller): Promise<DocPeople> {
  return { departments: caller.departments, people: await companyPeople(db, caller.actor.compId) };
}
