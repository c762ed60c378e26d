import { and, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { departments, positions, ranks } from './schema.ts';

// Departments, positions and ranks as other modules refer to them (staff records name them): they
// call these functions and never read the tables themselves (docs/decisions.md 43).

/** Departments and positions are removed by status 2; ranks are deleted. */
const REMOVED = 2;

const ORG_RECORDS = { department: departments, position: positions, rank: ranks };
export type OrgRecordKind = keyof typeof ORG_RECORDS;

/** A kind's table and the condition its rows are not removed under (none for ranks). */
function activeOf(kind: OrgRecordKind): { table: (typeof ORG_RECORDS)[OrgRecordKind]; active?: SQL } {
  const table = ORG_RECORDS[kind];
  return 'status' in table ? { table, active: ne(table.status, REMOVED) } : { table };
}

/** Whether `id` is a department, position or rank of the company that is not removed. */
export async function isActiveOrgRecord(
  tx: DbOrTx,
  compId: number,
  kind: OrgRecordKind,
  id: number,
): Promise<boolean> {
  const { table, active } = activeOf(kind);
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.compId, compId), active))
    .limit(1);
  return Boolean(row);
}

/**
 * The names of those of `ids` that are not removed, by id. A staff record's references were checked
 * against its own company when it was written, so the ids alone identify them.
 */
export async function activeOrgRecordNames(
  db: DbOrTx,
  kind: OrgRecordKind,
  ids: readonly unknown[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map();
  const { table, active } = activeOf(kind);
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(inArray(table.id, wanted), active));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The company's departments not removed, as a tree by `parentId`, in their sort order (document spaces). */
export async function activeDepartmentsOf(
  db: DbOrTx,
  compId: number,
): Promise<{ id: number; parentId: number | null; name: string }[]> {
  return db
    .select({ id: departments.id, parentId: departments.parentId, name: departments.name })
    .from(departments)
    .where(and(eq(departments.compId, compId), ne(departments.status, REMOVED)))
    .orderBy(departments.sort, departments.id);
}

/** The company's departments not removed whose name matches `pattern` (ILIKE), as a subquery of ids. */
export function activeDepartmentIdsNamed(compId: number, pattern: string) {
  return new QueryBuilder()
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(eq(departments.compId, compId), ne(departments.status, REMOVED), ilike(departments.name, pattern)),
    );
}

/**
 * The company's records of a kind not removed, named one of `names`: name -> id (an import's
 * reference columns). Names are unique among active records, so each name finds at most one.
 */
export async function activeOrgRecordIdsByName(
  db: DbOrTx,
  compId: number,
  kind: OrgRecordKind,
  names: readonly string[],
): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const { table, active } = activeOf(kind);
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(eq(table.compId, compId), inArray(table.name, [...names]), active));
  return new Map(rows.map((row) => [row.name, row.id]));
}

/**
 * A `decorate` hook adding the name of the record `idField` refers to as `nameField` (lists and
 * exports show names, never ids); a removed or missing record leaves what the row had, else null.
 */
export const withOrgRecordName =
  (kind: OrgRecordKind, idField: string, nameField: string) =>
  async <R extends Record<string, unknown>>(db: DbOrTx, rows: R[]): Promise<R[]> => {
    const names = await activeOrgRecordNames(
      db,
      kind,
      rows.map((row) => row[idField]),
    );
    // A name the row already carries (e.g. a position typed as text before records existed) stays
    // when the id names no record.
    return rows.map((row) => ({
      ...row,
      [nameField]: names.get(row[idField] as number) ?? row[nameField] ?? null,
    }));
  };
