import type { SortOrder } from '@renli/contracts';
import { and, asc, desc, eq, getTableColumns, ilike, isNull, ne, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { containing } from '../db/like.ts';
import { badRequest } from '../http/errors.ts';
import type { AnyResource } from './define.ts';
import { resourceMessages as m } from './messages.ts';

export const columnsOf = (resource: AnyResource) =>
  getTableColumns(resource.table) as unknown as Record<string, PgColumn>;

/** The caller's company and, with soft delete, only rows not removed. */
export function scopeOf(resource: AnyResource, compId: number): SQL {
  const columns = columnsOf(resource);
  const tenant = eq(columns[resource.tenant]!, compId);
  const soft = resource.softDelete;
  return soft ? and(tenant, ne(columns[soft.column]!, soft.removed))! : tenant;
}

/** Filters of the contract's filter schema present in `body`: text "contains", others exact. */
export function filterOf(resource: AnyResource, body: Record<string, unknown>): SQL[] {
  const columns = columnsOf(resource);
  const searchable = new Set<string>(resource.searchable);
  const conditions: SQL[] = [];
  for (const field of Object.keys(resource.contract.schemas.filter.shape)) {
    const value = body[field];
    const column = columns[field]!;
    if (value === undefined || value === '') continue;
    const custom = resource.customFilters?.[field];
    if (custom) {
      conditions.push(custom(value));
      continue;
    }
    if (value === null) conditions.push(isNull(column));
    else if (searchable.has(field)) conditions.push(ilike(column, containing(String(value))));
    else conditions.push(eq(column, value));
  }
  return conditions;
}

/** The requested order (only the contract's sort fields), then the default, then id for stable pages. */
export function orderOf(resource: AnyResource, sortField?: string, sortOrder?: SortOrder): SQL[] {
  const columns = columnsOf(resource);
  const by = (field: string, order: SortOrder) =>
    order === 'descend' ? desc(columns[field]!) : asc(columns[field]!);
  const order: SQL[] = [];
  if (sortField !== undefined) {
    if (!resource.contract.sortFields.includes(sortField)) {
      throw badRequest(m['resource.unknownSort'], { field: sortField });
    }
    order.push(by(sortField, sortOrder ?? 'ascend'));
  }
  if (resource.defaultSort) order.push(by(resource.defaultSort.field, resource.defaultSort.order));
  order.push(asc(columns.id!));
  return order;
}
