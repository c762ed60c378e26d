import type { ColumnKey as PermissionColumn, ResourceContract, SortOrder } from '@renli/contracts';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import type { MessageParams } from '../i18n/index.ts';
import type { ResourceActor } from './actor.ts';
import type { PresentedRow } from './presenter.ts';

export type ResourceAction = 'read' | 'create' | 'update' | 'delete' | 'export' | 'import';

/** A rule a write broke, reported against one field with a translatable message key. */
export interface FieldProblem {
  field: string;
  key: string;
  params?: MessageParams;
}

/** Columns the framework relies on in every resource table. */
export type ResourceTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
};

type Schemas<C extends ResourceContract> = C['schemas'];
export type RowOf<C extends ResourceContract> = z.infer<Schemas<C>['row']>;
export type CreateOf<C extends ResourceContract> = z.infer<Schemas<C>['create']>;
type ColumnKey<T extends ResourceTable> = keyof T['$inferSelect'] & string;

export interface ExportColumn<Row> {
  field: keyof Row & string;
  labelKey: string;
  /** How an imported cell is read; text by default. */
  type?: 'text' | 'number';
}

export interface ResourceDefinition<
  C extends ResourceContract = ResourceContract,
  T extends ResourceTable = ResourceTable,
> {
  contract: C;
  table: T;
  /** The company column: every query is limited to the caller's company through it. */
  tenant: ColumnKey<T>;
  policy(actor: ResourceActor, action: ResourceAction): boolean;
  /** The column (spec section 6) gating it besides the policy: read to list/view/export, update to write. */
  column?: PermissionColumn;
  /** Filter fields matched case-insensitively as "contains"; other filters match exactly. */
  searchable: readonly (keyof z.infer<Schemas<C>['filter']> & string)[];
  /** Soft delete sets `column` to `removed` and hides such rows everywhere; null deletes rows. */
  softDelete: { column: ColumnKey<T>; removed: number } | null;
  defaultSort?: { field: C['sortFields'][number]; order: SortOrder };
  /** Cross-row rules of a write; `existing` is set on update. Runs inside the write's transaction. */
  validate?(
    tx: Tx,
    actor: ResourceActor,
    input: Partial<CreateOf<C>>,
    existing?: RowOf<C>,
  ): Promise<FieldProblem[]>;
  /** Refuses a removal (by throwing an AppError); runs inside the delete's transaction. */
  beforeDelete?(tx: Tx, actor: ResourceActor, rows: RowOf<C>[]): Promise<void>;
  exportColumns: readonly ExportColumn<RowOf<C>>[];
  // Optional hooks for resources that are more than one table's columns (staff accounts use them).
  /** Filters that are not one column (e.g. a search over several): field -> condition. */
  customFilters?: Record<string, (value: unknown) => SQL>;
  /** Narrows, within the company, the rows this actor may see and change (e.g. an admin's scope). */
  actorScope?(db: DbOrTx, actor: ResourceActor): Promise<SQL | undefined>;
  /** The new row's columns from a valid create input (e.g. a login to link); inside the write. */
  toColumns?(tx: Tx, actor: ResourceActor, input: Partial<CreateOf<C>>): Promise<Record<string, unknown>>;
  /** Adds row fields kept elsewhere (e.g. a department's name) to the rows answered and exported. */
  decorate?(db: DbOrTx, rows: PresentedRow[]): Promise<PresentedRow[]>;
  /** Runs once new rows are committed (insert and import), e.g. to announce them. */
  afterCreate?(deps: AppDeps, actor: ResourceActor, rows: RowOf<C>[]): Promise<void>;
  /** Inputs for the generated tenant-isolation test: a valid row, and one referring to `id`. */
  sample: {
    create(): CreateOf<C>;
    reference?(id: number): CreateOf<C>;
  };
}

/** Declares a resource once; the registry mounts its endpoints and tests it for tenant isolation. */
export const defineResource = <C extends ResourceContract, T extends ResourceTable>(
  definition: ResourceDefinition<C, T>,
) => definition;

// biome-ignore lint/suspicious/noExplicitAny: the registry holds resources of every row type
export type AnyResource = ResourceDefinition<any, any>;
