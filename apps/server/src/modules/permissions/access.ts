import {
  ALWAYS_READ_COLUMNS,
  COLUMN_KEYS,
  type ColumnAccess,
  type ColumnKey,
  type ColumnLevel,
  levelAllows,
} from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import type { CompanyActor } from '../../resources/actor.ts';
import { permissionMessages as m } from './messages.ts';
import { companyColumns, staffColumnGrants } from './schema.ts';

/** Who asks for a column: the company account, a staff admin or a plain staff member. */
export type ColumnSubject = Pick<CompanyActor, 'compId' | 'staffId' | 'isCompany' | 'staffAdmin'>;

export interface EffectiveColumns {
  columns: ColumnAccess;
  closedColumns: ColumnKey[];
}

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
 * Spec section 6, effective access: the company account and staff admins update every opened
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

/** The one gate of a column: 403 'not opened' when the company closed it (checked first), else 'lacks permission'. */
export function checkColumn(access: EffectiveColumns, columnKey: ColumnKey, level: ColumnLevel) {
  if (access.closedColumns.includes(columnKey)) throw forbidden(m['permissions.columnClosed']);
  if (!levelAllows(access.columns[columnKey], level)) throw forbidden(m['permissions.columnDenied']);
}

export async function requireColumn(
  db: DbOrTx,
  who: ColumnSubject,
  columnKey: ColumnKey,
  level: ColumnLevel,
) {
  checkColumn(await effectiveColumns(db, who), columnKey, level);
}
