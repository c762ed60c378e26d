import { eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { departments, positions, ranks } from './schema.ts';

// Departments, positions and ranks as lists of other modules filter and sort by them (the roster,
// docs/product/staff.md, "Roster (花名册) and statistics"). Removed records count too: a roster as of
// an earlier day still names the department someone was in then.

/**
 * The department and every department below it, of the company; empty when it is not the
 * company's. One recursive query over the `parent_id` chain.
 */
export async function departmentAndBelowIds(db: DbOrTx, compId: number, deptId: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    with recursive below(id) as (
      select ${departments.id} from ${departments}
      where ${departments.id} = ${deptId} and ${departments.compId} = ${compId}
      union
      select d.id from ${departments} d join below on d.parent_id = below.id where d.comp_id = ${compId}
    )
    select id from below`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}

const TABLES = { department: departments, position: positions, rank: ranks };

/**
 * The company's departments, positions or ranks as `(id, name)`, a subquery to join on an id column
 * (lists sort by the name, so it must be part of their query).
 */
export function orgRecordNames(kind: keyof typeof TABLES, compId: number) {
  const table = TABLES[kind];
  return new QueryBuilder()
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(eq(table.compId, compId))
    .as(`${kind}_names`);
}
