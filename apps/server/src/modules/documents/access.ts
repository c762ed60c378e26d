import { DOC_SPACE_KIND } from '@renli/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { checkColumn } from '../../core/access.ts';
import type { CompanyActor, UserAuth } from '../../core/actor.ts';
import { forbidden, notFound } from '../../core/http/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { resolveCompanyActor } from '../org/actor.ts';
import { activeDepartmentsOf } from '../org/references.ts';
import { effectiveColumns } from '../permissions/access.ts';
import { staffJobOf } from '../staff/job.ts';
import { documentsMessages as m } from './messages.ts';
import {
  type Access,
  canEdit,
  canView,
  effectiveAccess,
  type Grant,
  type GrantLevel,
  matching,
  type SpaceRef,
  type Who,
} from './rules.ts';
import { docGrants, docNodes, docSpaces } from './schema.ts';

// Who may view or edit what in documents, read once per request (docs/product/oa-docs.md,
// "Permissions"): the caller's department chain, and the company's spaces, live folders and grants.

export interface Department {
  id: number;
  parentId: number | null;
  name: string;
}

export interface DocCaller {
  actor: CompanyActor;
  who: Who;
  departments: Department[];
}

/** The department and every department above it, nearest first (a loop in the tree ends the walk). */
export function departmentChain(departments: readonly Department[], deptId: number | null): number[] {
  const byId = new Map(departments.map((d) => [d.id, d]));
  const chain: number[] = [];
  for (let at = deptId; at !== null && byId.has(at) && !chain.includes(at); at = byId.get(at)!.parentId)
    chain.push(at);
  return chain;
}

/** The caller in documents: a member of the company with the 办公 column open to them. */
export async function docCaller(db: DbOrTx, auth: UserAuth): Promise<DocCaller> {
  return docCallerOf(db, await resolveCompanyActor(db, auth));
}

/** The same for a company actor already resolved (the OA search). */
export async function docCallerOf(db: DbOrTx, actor: CompanyActor): Promise<DocCaller> {
  const columns = await effectiveColumns(db, actor);
  checkColumn(columns, 'oa', 'read');
  const [departments, job] = await Promise.all([
    activeDepartmentsOf(db, actor.compId),
    actor.staffId === null ? undefined : staffJobOf(db, actor.compId, actor.staffId),
  ]);
  return {
    actor,
    departments,
    who: {
      userId: actor.userId,
      deptChain: departmentChain(departments, job?.deptId ?? null),
      oaAdmin: columns.columns.oa === 'update',
    },
  };
}

export type SpaceRow = typeof docSpaces.$inferSelect;
export type NodeRow = typeof docNodes.$inferSelect;
type FolderRef = Pick<NodeRow, 'id' | 'parentId' | 'spaceId' | 'inherit' | 'name' | 'depth'>;
type NodeRef = Pick<NodeRow, 'id' | 'parentId' | 'spaceId' | 'inherit'>;

const asGrant = (row: typeof docGrants.$inferSelect): Grant => ({
  subjectType: row.subjectType as Grant['subjectType'],
  subjectId: row.subjectId,
  level: row.level as Grant['level'],
});

/** One company's spaces, live folders and grants, to answer access questions in memory. */
export class DocIndex {
  readonly spaces: Map<number, SpaceRow>;
  readonly folders: Map<number, FolderRef>;
  private readonly spaceGrants = new Map<number, Grant[]>();
  private readonly nodeGrants = new Map<number, Grant[]>();
  /** The space of each node that has grants. */
  private readonly grantedNodes = new Map<number, number>();

  constructor(
    readonly caller: DocCaller,
    spaces: SpaceRow[],
    folders: FolderRef[],
    grants: (typeof docGrants.$inferSelect)[],
  ) {
    this.spaces = new Map(spaces.map((s) => [s.id, s]));
    this.folders = new Map(folders.map((f) => [f.id, f]));
    for (const row of grants) {
      const map = row.nodeId === null ? this.spaceGrants : this.nodeGrants;
      const key = row.nodeId ?? row.spaceId;
      map.set(key, [...(map.get(key) ?? []), asGrant(row)]);
      if (row.nodeId !== null) this.grantedNodes.set(row.nodeId, row.spaceId);
    }
  }

  spaceRef(space: SpaceRow): SpaceRef {
    return {
      kind: space.kind,
      deptId: space.deptId,
      ownerUserId: space.userId,
      inherit: space.inherit,
      grants: this.spaceGrants.get(space.id) ?? [],
    };
  }

  grantsOf(nodeId: number): Grant[] {
    return this.nodeGrants.get(nodeId) ?? [];
  }

  spaceGrantsOf(spaceId: number): Grant[] {
    return this.spaceGrants.get(spaceId) ?? [];
  }

  /** The folders above a node (nearest first), from the live folders. */
  ancestors(node: Pick<NodeRef, 'parentId'>): FolderRef[] {
    const chain: FolderRef[] = [];
    for (let at = node.parentId; at !== null; ) {
      const folder = this.folders.get(at);
      if (!folder || chain.includes(folder)) break;
      chain.push(folder);
      at = folder.parentId;
    }
    return chain;
  }

  /** Nodes of the space whose own grants name the caller (what someone outside the space was shared). */
  sharedNodeIds(spaceId: number): number[] {
    return [...this.grantedNodes]
      .filter(([nodeId, at]) => at === spaceId && matching(this.caller.who, this.grantsOf(nodeId)) !== null)
      .map(([nodeId]) => nodeId);
  }

  /** Whether the caller sees the space at all: it is theirs to view, or something in it was shared with them. */
  reaches(spaceId: number): boolean {
    return canView(this.spaceAccess(spaceId)) || this.sharedNodeIds(spaceId).length > 0;
  }

  spaceAccess(spaceId: number): Access {
    const space = this.spaces.get(spaceId);
    return space ? effectiveAccess(this.caller.who, [], this.spaceRef(space)) : null;
  }

  nodeAccess(node: NodeRef): Access {
    const space = this.spaces.get(node.spaceId);
    if (!space) return null;
    const level = (n: Pick<NodeRef, 'id' | 'inherit'>): GrantLevel => ({
      inherit: n.inherit,
      grants: this.grantsOf(n.id),
    });
    const chain = [level(node), ...this.ancestors(node).map(level)];
    return effectiveAccess(this.caller.who, chain, this.spaceRef(space));
  }

  /** The space, if the caller may view it; else 404. */
  viewableSpace(spaceId: number): SpaceRow {
    const space = this.spaces.get(spaceId);
    if (!space || !this.reaches(spaceId)) throw notFound(m['documents.notFound']);
    return space;
  }

  /** Where `folderId` (null: the space's top) may be viewed, its access; 404 otherwise. */
  placeAccess(spaceId: number, folderId: number | null): Access {
    this.viewableSpace(spaceId);
    if (folderId === null) return this.spaceAccess(spaceId);
    const folder = this.folders.get(folderId);
    if (!folder || folder.spaceId !== spaceId) throw notFound(m['documents.notFound']);
    const access = this.nodeAccess(folder);
    if (!canView(access)) throw notFound(m['documents.notFound']);
    return access;
  }

  /** The same, for writing there: 403 for a place the caller only views. */
  editablePlace(spaceId: number, folderId: number | null): void {
    if (!canEdit(this.placeAccess(spaceId, folderId))) throw forbidden(m['documents.editOnly']);
  }

  /** A live node's access, 404 unless viewable. */
  viewable(node: NodeRef | undefined): Access {
    if (!node) throw notFound(m['documents.notFound']);
    const access = this.nodeAccess(node);
    if (!canView(access)) throw notFound(m['documents.notFound']);
    return access;
  }

  editable(node: NodeRef | undefined): void {
    if (!canEdit(this.viewable(node))) throw forbidden(m['documents.editOnly']);
  }
}

export async function loadIndex(db: DbOrTx, caller: DocCaller): Promise<DocIndex> {
  const compId = caller.actor.compId;
  const [spaces, folders, grants] = await Promise.all([
    db.select().from(docSpaces).where(eq(docSpaces.compId, compId)),
    db
      .select({
        id: docNodes.id,
        parentId: docNodes.parentId,
        spaceId: docNodes.spaceId,
        inherit: docNodes.inherit,
        name: docNodes.name,
        depth: docNodes.depth,
      })
      .from(docNodes)
      .where(and(eq(docNodes.compId, compId), eq(docNodes.type, 1), isNull(docNodes.trashedRoot))),
    db.select().from(docGrants).where(eq(docGrants.compId, compId)),
  ]);
  return new DocIndex(caller, spaces, folders, grants);
}

/** The company space, made when the company is created (and by the first open for older companies). */
export async function ensureCompanySpace(db: DbOrTx, compId: number): Promise<void> {
  await db.insert(docSpaces).values({ compId, kind: DOC_SPACE_KIND.company }).onConflictDoNothing();
}

/** Creates the company space, the caller's 我的文档 and the given departments' spaces when missing. */
export async function ensureSpaces(db: DbOrTx, caller: DocCaller, deptIds: readonly number[]): Promise<void> {
  const compId = caller.actor.compId;
  await db
    .insert(docSpaces)
    .values([
      { compId, kind: DOC_SPACE_KIND.company },
      { compId, kind: DOC_SPACE_KIND.personal, userId: caller.actor.userId },
      ...deptIds.map((deptId) => ({ compId, kind: DOC_SPACE_KIND.department, deptId })),
    ])
    .onConflictDoNothing();
}
