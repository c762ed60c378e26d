import { departmentResource } from '@renli/contracts';
import { and, eq, inArray, ne, notInArray } from 'drizzle-orm';
import { badRequest } from '../../core/http/errors.ts';
import { defineResource, type FieldProblem } from '../../core/resources/define.ts';
import type { Tx } from '../../db/client.ts';
import { findUserProfiles } from '../auth/profiles.ts';
import { activeStaffUserIdsByName, heldByActiveStaff } from '../staff/records.ts';
import { activeCompanyPeople } from './flow-facts.ts';
import { orgMessages as m } from './messages.ts';
import { orgRecordsPolicy } from './org-policy.ts';
import { activeOrgRecordIdsByName, withOrgRecordName } from './references.ts';
import { departments } from './schema.ts';

const REMOVED = 2;
const active = (compId: number) => and(eq(departments.compId, compId), ne(departments.status, REMOVED));

/** Whether `ancestorId` is `startId` or above it in the company's tree (the visited set stops loops). */
async function isAncestorOrSelf(tx: Tx, compId: number, startId: number, ancestorId: number) {
  const seen = new Set<number>();
  for (let id: number | null = startId; id !== null && !seen.has(id); ) {
    if (id === ancestorId) return true;
    seen.add(id);
    const [row] = await tx
      .select({ parentId: departments.parentId })
      .from(departments)
      .where(and(eq(departments.id, id), eq(departments.compId, compId)));
    id = row?.parentId ?? null;
  }
  return false;
}

/** The parent must be an active department of the same company and not the department's own subtree. */
async function checkParent(
  tx: Tx,
  compId: number,
  parentId: number,
  selfId?: number,
): Promise<FieldProblem[]> {
  const [parent] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(active(compId), eq(departments.id, parentId)));
  if (!parent) return [{ field: 'parentId', key: m['department.parentNotFound'] }];
  if (selfId !== undefined && (await isAncestorOrSelf(tx, compId, parentId, selfId))) {
    return [{ field: 'parentId', key: m['department.parentCycle'] }];
  }
  return [];
}

/** Departments at `/cCompDepartment`: removal is status 2, refused while children or staff remain. */
export const departmentResourceDefinition = defineResource({
  contract: departmentResource,
  table: departments,
  tenant: 'compId',
  policy: orgRecordsPolicy,
  searchable: ['name'],
  softDelete: { column: 'status', removed: REMOVED },
  defaultSort: { field: 'sort', order: 'ascend' },
  async validate(tx, actor, input, existing) {
    const problems: FieldProblem[] = [];
    if (input.parentId !== undefined && input.parentId !== null)
      problems.push(...(await checkParent(tx, actor.compId, input.parentId, existing?.id)));
    const leader = input.leaderUserId;
    if (typeof leader === 'number' && !(await activeCompanyPeople(tx, actor.compId, [leader])).has(leader))
      problems.push({ field: 'leaderUserId', key: m['department.leaderNotFound'] });
    return problems;
  },
  async beforeDelete(tx, actor, rows) {
    const ids = rows.map((row) => row.id);
    const nameOf = (id: number | null) => rows.find((row) => row.id === id)?.name ?? '';
    // Children removed in the same batch do not hold their parent back.
    const [child] = await tx
      .select({ parentId: departments.parentId })
      .from(departments)
      .where(and(active(actor.compId), inArray(departments.parentId, ids), notInArray(departments.id, ids)))
      .limit(1);
    if (child) throw badRequest(m['department.hasChildren'], { name: nameOf(child.parentId) });
    const held = await heldByActiveStaff(tx, actor.compId, 'deptId', ids);
    if (held !== null) throw badRequest(m['department.hasStaff'], { name: nameOf(held) });
  },
  async decorate(db, rows) {
    const named = await withOrgRecordName('department', 'parentId', 'parentName')(db, rows);
    const leaders = [...new Set(rows.map((row) => row.leaderUserId).filter((id) => typeof id === 'number'))];
    const names = new Map((await findUserProfiles(db, leaders)).map((p) => [p.userId, p.userName]));
    return named.map((row) => ({ ...row, leaderName: names.get(row.leaderUserId as number) ?? null }));
  },
  lookups: {
    parentId: (tx, actor, names) => activeOrgRecordIdsByName(tx, actor.compId, 'department', names),
    leaderUserId: (tx, actor, names) => activeStaffUserIdsByName(tx, actor.compId, names),
  },
  sample: {
    create: () => ({ name: 'Sample department', sort: 1 }),
    reference: (id) => ({ name: 'Sample sub-department', parentId: id }),
  },
});
