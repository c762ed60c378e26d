import type { SortOrder } from '@renli/contracts';
import { and, asc, desc, eq, getTableColumns, ilike, isNull, ne, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { containing } from '../../db/like.ts';
import type { PersonalActor, ResourceActor } from '../actor.ts';
import { badRequest } from '../http/errors.ts';
import type { AnyActor } from './actors.ts';
import type { AnyResource } from './define.ts';
import { resourceMessages as m } from './messages.ts';

export const columnsOf = (resource: AnyResource) =>
  getTableColumns(resource.table) as unknown as Record<string, PgColumn>;

/**
 * The rows of the caller's scope: their company's (company), their own (personal) or all (platform);
 * with soft delete, only rows not removed.
 */
export function scopeOf(resource: AnyResource, actor: AnyActor): SQL | undefined {
  const columns = columnsOf(resource);
  const soft = resource.softDelete;
  return and(ownerCondition(resource, actor), soft ? ne(columns[soft.column]!, soft.removed) : undefined);
}

/** The tenant or owner condition alone (what an insert sets, what every read and write keeps to). */
function ownerCondition(resource: AnyResource, actor: AnyActor): SQL | undefined {
  const columns = columnsOf(resource);
  if (resource.scope === 'platform') return undefined;
  if (resource.scope === 'personal') return eq(columns[resource.owner]!, (actor as PersonalActor).userId);
  return eq(columns[resource.tenant]!, (actor as ResourceActor).compId);
}

/** The columns an insert by this actor sets, so a new row lands in the caller's scope. */
export function ownerValues(resource: AnyResource, actor: AnyActor): Record<string, unknown> {
  if (resource.scope === 'platform') return {};
  if (resource.scope === 'personal') return { [resource.owner]: (actor as PersonalActor).userId };
  return { [resource.tenant]: (actor as ResourceActor).compId };
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
  order.push(...(resource.defaultOrder ?? []));
  const defaults = resource.defaultSort === undefined ? [] : [resource.defaultSort].flat();
  for (const d of defaults) order.push(by(d.field, d.order));
  if (!defaults.some((d) => d.field === 'id')) order.push(asc(columns.id!));
  return order;
}

/** Input values as the columns take them: ISO date-times (as they travel) become Dates for timestamp columns. */
export function toColumnValues(
  resource: AnyResource,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const columns = columnsOf(resource);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const timestamp = columns[key]?.columnType === 'PgTimestamp';
    out[key] = timestamp && typeof value === 'string' ? new Date(value) : value;
  }
  return out;
}
