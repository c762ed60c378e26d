import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FieldProblem } from '../../core/resources/define.ts';
import type { Tx } from '../../db/client.ts';

type NamedTable = PgTable & { id: PgColumn; compId: PgColumn; name: PgColumn };

/**
 * The `name` problem when another row of the company already has the name (ignoring case), or none.
 * `scope` narrows the rows that count (e.g. active ones); `selfId` is the row being updated.
 */
export async function duplicateName(
  tx: Tx,
  table: NamedTable,
  target: { compId: number; name: string | undefined; selfId?: number; scope?: SQL },
  key: string,
): Promise<FieldProblem[]> {
  const { compId, name, selfId, scope } = target;
  if (name === undefined) return [];
  const [taken] = await tx
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.compId, compId),
        sql`lower(${table.name}) = lower(${name})`,
        selfId === undefined ? undefined : ne(table.id, selfId),
        scope,
      ),
    )
    .limit(1);
  return taken ? [{ field: 'name', key, params: { name } }] : [];
}
