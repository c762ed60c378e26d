import { kitSchemas } from '@renli/contracts';
import type { Locale } from '../i18n/index.ts';
import type { AnyResource } from './define.ts';

export type PresentedRow = Record<string, unknown> & { id: number; version: number };

/**
 * A database row as the contract's row schema shows it (with `custom` when the resource has custom
 * fields): its fields only (after the resource's own `present`, if any), dates as ISO strings. `transitions` is the kit's to fill per caller.
 */
export function presentRow(
  resource: AnyResource,
  dbRow: Record<string, unknown>,
  locale: Locale = 'zh-CN',
): PresentedRow {
  const source = resource.present ? { ...dbRow, ...resource.present(dbRow as never, locale) } : dbRow;
  const row: Record<string, unknown> = {};
  for (const key of Object.keys(kitSchemas(resource.contract).row.shape)) {
    if (key === 'transitions') continue;
    const value = source[key];
    row[key] = value instanceof Date ? value.toISOString() : value;
  }
  return row as PresentedRow;
}
