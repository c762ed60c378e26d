import type { AnyResource } from './define.ts';

export type PresentedRow = Record<string, unknown> & { id: number; version: number };

/** A database row as the contract's row schema shows it: its fields only, dates as ISO strings. */
export function presentRow(resource: AnyResource, dbRow: Record<string, unknown>): PresentedRow {
  const row: Record<string, unknown> = {};
  for (const key of Object.keys(resource.contract.schemas.row.shape)) {
    const value = dbRow[key];
    row[key] = value instanceof Date ? value.toISOString() : value;
  }
  return row as PresentedRow;
}
