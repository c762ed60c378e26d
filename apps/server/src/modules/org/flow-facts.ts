import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companyOwner } from '../company/service.ts';
import { activeStaffUserIds } from '../staff/records.ts';
import { departments } from './schema.ts';

// The organisation facts approval flows are resolved against (docs/product/approval.md,
// "Resolution"): department heads, the tree above a department, who is an active person of the
// company. The approval module calls these; it never reads the org tables (docs/decisions.md 43).

const REMOVED = 2;

/** Which of `userIds` are active people of the company: its account or its active staff. */
export async function activeCompanyPeople(
  db: DbOrTx,
  compId: number,
  userIds: readonly number[],
): Promise<Set<number>> {
  const people = await activeStaffUserIds(db, compId, userIds);
  const owner = await companyOwner(db, compId);
  if (owner && userIds.includes(owner.ownerUserId)) people.add(owner.ownerUserId);
  return people;
}

/** The company account's login: the company admin of approval flows. */
export async function companyAdminLogin(db: DbOrTx, compId: number): Promise<number> {
  const owner = await companyOwner(db, compId);
  if (!owner) throw new Error(`no company ${compId}`);
  return owner.ownerUserId;
}

/** A company's active departments as parent and head by id, read once per resolution. */
async function departmentTree(db: DbOrTx, compId: number) {
  const rows = await db
    .select({ id: departments.id, parentId: departments.parentId, leaderUserId: departments.leaderUserId })
    .from(departments)
    .where(and(eq(departments.compId, compId), ne(departments.status, REMOVED)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The lookups of one company (`orgFlowFacts`). */
export type OrgFlowFacts = Awaited<ReturnType<typeof orgFlowFacts>>;

/**
 * The lookups of one company, answering from one read of its tree and remembering who is active
 * (the resolver and the value checks ask several times per submission; build one per action). A head who is no longer an active person of the company counts as none, so the
 * resolver skips to the next level up.
 */
export async function orgFlowFacts(db: DbOrTx, compId: number) {
  const tree = await departmentTree(db, compId);
  // Who is an active person, asked of the database once per person for the life of these facts.
  const active = new Map<number, boolean>();
  const activeUsers = async (userIds: readonly number[]) => {
    const unknown = [...new Set(userIds)].filter((id) => !active.has(id));
    if (unknown.length > 0) {
      const found = await activeCompanyPeople(db, compId, unknown);
      for (const id of unknown) active.set(id, found.has(id));
    }
    return new Set(userIds.filter((id) => active.get(id)));
  };
  let admin: Promise<number> | undefined;
  const heads = [...tree.values()].flatMap((d) => (d.leaderUserId === null ? [] : [d.leaderUserId]));
  const activeHeads = await activeUsers(heads);
  const headOf = (id: number) => {
    const head = tree.get(id)?.leaderUserId ?? null;
    return head !== null && activeHeads.has(head) ? head : null;
  };
  const ancestors = (id: number) => {
    const chain: number[] = [];
    for (let at: number | null = id; at !== null && tree.has(at) && !chain.includes(at); ) {
      chain.push(at);
      at = tree.get(at)!.parentId;
    }
    return chain;
  };
  return {
    headChain: async (departmentId: number) => ancestors(departmentId).map(headOf),
    departmentHead: async (departmentId: number) => headOf(departmentId),
    departmentAncestors: async (departmentId: number) => ancestors(departmentId),
    activeUsers,
    companyAdmin: () => {
      admin ??= companyAdminLogin(db, compId);
      return admin;
    },
    /** The department and every department below it (list filters by department). */
    departmentAndBelow: (departmentId: number) =>
      [...tree.keys()].filter((id) => ancestors(id).includes(departmentId)),
    /** Which of these are active departments of the company (a department picker's values). */
    activeDepartments: (ids: readonly number[]) => new Set(ids.filter((id) => tree.has(id))),
  };
}
