import {
  ALWAYS_READ_COLUMNS,
  COLUMN_KEYS,
  type ColumnAccess,
  type ColumnKey,
  type ColumnLevel,
} from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import type { EffectiveColumns } from '../../core/access.ts';
import { checkColumn } from '../../core/access.ts';
import type { CompanyActor, ResolveResourceActor } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { resolveCompanyActor } from '../org/actor.ts';
import { companyColumns, staffColumnGrants } from './schema.ts';

/** Who asks for a column: the company account, a staff admin or a plain staff member. */
export type ColumnSubject = Pick<CompanyActor, 'compId' | 'staffId' | 'isCompany' | 'staffAdmin'>;

export async function closedColumnsOf(db: DbOrTx, compId: number): Promise<ColumnKey[]> {
  const rows = await db
    .select({ columnKey: companyColumns.columnKey })
    .from(companyColumns)
    .where(and(eq(companyColumns.compId, compId), eq(companyColumns.opened, false)));
  const closed = new Set(rows.map((r) => r.columnKey));
  return COLUMN_KEYS.filter((key) => closed.has(key));
}

/** A staff member's stored grants, by column. */
export async function grantsOf(db: DbOrTx, staffId: number): Promise<Map<ColumnKey, ColumnLevel>> {
  const rows = await db
    .select({ columnKey: staffColumnGrants.columnKey, level: staffColumnGrants.level })
    .from(staffColumnGrants)
    .where(eq(staffColumnGrants.staffId, staffId));
  return new Map(rows.map((r) => [r.columnKey as ColumnKey, r.level]));
}

/**
 * docs/product/permissions.md, effective access: the company account and staff admins update every opened
 * column; plain staff read the always-open columns plus what their set grants. Closed columns give
 * nobody anything.
 */
export async function effectiveColumns(db: DbOrTx, who: ColumnSubject): Promise<EffectiveColumns> {
  const closedColumns = await closedColumnsOf(db, who.compId);
  const opened = COLUMN_KEYS.filter((key) => !closedColumns.includes(key));
  const columns: ColumnAccess = {};
  if (who.isCompany || who.staffAdmin || who.staffId === null) {
    for (const key of opened) columns[key] = 'update';
    return { columns, closedColumns };
  }
  const grants = await grantsOf(db, who.staffId);
  for (const key of opened) {
    const level = grants.get(key) ?? (ALWAYS_READ_COLUMNS.includes(key) ? 'read' : undefined);
    if (level) columns[key] = level;
  }
  return { columns, closedColumns };
}

export async function requireColumn(
  db: DbOrTx,
  who: ColumnSubject,
  columnKey: ColumnKey,
  level: ColumnLevel,
) {
  checkColumn(await effectiveColumns(db, who), columnKey, level);
}

/** Column access costs two more reads, so only resource endpoints and column gates ask for it. */
export const resolveResourceActor: ResolveResourceActor = async (db, auth) => {
  const actor = await resolveCompanyActor(db, auth);
  return { ...actor, access: await effectiveColumns(db, actor) };
};
