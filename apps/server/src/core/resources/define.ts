import {
  type FormValues,
  type ColumnKey as PermissionColumn,
  RESOURCE_OPERATIONS,
  type ResourceContract,
  type ResourceOperation,
  type SortOrder,
} from '@renli/contracts';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { PersonalActor, PlatformActor, ResourceActor } from '../actor.ts';
import type { AppDeps } from '../deps.ts';
import type { Locale, MessageParams } from '../i18n/index.ts';
import type { PresentedRow } from './presenter.ts';

export type ResourceAction =
  | 'read'
  | 'create'
  | 'update'
  | 'delete'
  | 'export'
  | 'import'
  | 'transition'
  | 'comment';

/**
 * Whose rows a resource holds (docs/modules.md, "Scopes"): a company's (the tenant column, from the
 * session), the platform's (back-office administrators only, no tenant), or one login's own (the
 * owner column, from the session).
 */
export type ResourceScope = 'company' | 'platform' | 'personal';

/** A rule a write broke, reported against one field with a translatable message key. */
export interface FieldProblem {
  field: string;
  key: string;
  params?: MessageParams;
}

/** The one column every resource table has; `version`, `createdAt` and `updatedAt` are the usual others. */
export type ResourceTable = PgTable & { id: PgColumn };

type Schemas<C extends ResourceContract> = C['schemas'];
export type RowOf<C extends ResourceContract> = z.infer<Schemas<C>['row']>;
export type CreateOf<C extends ResourceContract> = z.infer<Schemas<C>['create']>;
type ColumnKey<T extends ResourceTable> = keyof T['$inferSelect'] & string;

/** Who asks and in which language answers and messages are written. */
export interface ResourceCaller<A = unknown> {
  actor: A;
  locale: Locale;
}

/**
 * A transition that waits for approval (docs/modules.md, "Approvals"): instead of changing the status,
 * the kit starts the company's template of approval type `flow` (docs/product/approval.md) in the
 * same transaction, and applies the transition as the initiator when the approval is granted. Without
 * an approval engine installed, a resource declaring one is refused when the app starts, so no
 * approval is silently skipped.
 */
export interface TransitionApproval<A, Row> {
  /** The approval type whose template runs (e.g. `dimission`); its module registers the type. */
  flow: string;
  /** Whether this change, by this actor on this row, must wait for approval (default: always). */
  required?(actor: A, row: Row, input: Record<string, unknown>): boolean | Promise<boolean>;
  /**
   * Approval is the company's choice: the change waits only while the company has an active template
   * of `flow`, and applies at once otherwise (e.g. 转正 without a 转正 template).
   */
  optional?: boolean;
  /** The template form's values for this change (keys of the template's fields). */
  values?(row: Row, input: Record<string, unknown>): FormValues;
}

type TransitionNames<C extends ResourceContract> = keyof NonNullable<C['transitions']> & string;
type InputOf<C extends ResourceContract, N extends string> = NonNullable<C['transitions']>[N] extends {
  input: infer I extends z.ZodObject;
}
  ? z.infer<I>
  : Record<string, never>;

/**
 * A named change of the status field: allowed from the listed statuses, to one status. Guard, effect
 * and the status change run in one transaction with one audit entry; `after` runs once it committed.
 */
export interface Transition<N extends string, Input, Row, A> {
  name: N;
  from: readonly (string | number)[];
  to: string | number;
  /** The transition's name for people (timeline, refusals), a message key. */
  labelKey: string;
  /** Refuses the change for this actor and row: return a message key (400), or true to allow. */
  guard?(actor: A, row: Row): true | string;
  /**
   * The change's other writes, inside the transaction (e.g. ending sessions, copying the decision to
   * another record); returns further columns of the row to set (e.g. the reason, who decided).
   */
  effect?(tx: Tx, actor: A, row: Row, input: Input): Promise<Record<string, unknown> | undefined>;
  /** Runs after the commit with the changed row (e.g. to announce the decision). */
  after?(deps: AppDeps, actor: A, row: Row, input: Input): Promise<void>;
  approval?: TransitionApproval<A, Row>;
}

export type TransitionOf<C extends ResourceContract, A> = {
  [N in TransitionNames<C>]: Transition<N, InputOf<C, N>, RowOf<C>, A>;
}[TransitionNames<C>];

type SortBy<C extends ResourceContract> = { field: C['sortFields'][number] | 'id'; order: SortOrder };

/** What every scope shares; `A` is the scope's actor. */
interface CommonDefinition<C extends ResourceContract, T extends ResourceTable, A> {
  contract: C;
  table: T;
  /** What the caller may do; the scope (session kind, tenant or owner) is checked before. */
  policy(actor: A, action: ResourceAction): boolean;
  /** Filter fields matched case-insensitively as "contains"; other filters match exactly. */
  searchable: readonly (keyof z.infer<Schemas<C>['filter']> & string)[];
  /** Soft delete sets `column` to `removed` and hides such rows everywhere; null deletes rows. */
  softDelete: { column: ColumnKey<T>; removed: number | string } | null;
  /** A fixed leading order (e.g. a review queue: pending first), after the caller's and before the default. */
  defaultOrder?: readonly SQL[];
  /** The order when the caller asks for none (after theirs when they do); ties end in id order. */
  defaultSort?: SortBy<C> | readonly SortBy<C>[];
  /**
   * Older public paths of an operation, kept working (docs/decisions.md 45). `paging` renames the
   * page fields of the body and answer (the spec's `current`/`size`).
   */
  aliases?: readonly {
    path: string;
    operation: 'selectPage';
    paging?: { pageNum: string; pageSize: string };
  }[];
  /** The status column and its named transitions (mounted at `changeStatus`). */
  states?: { field: ColumnKey<T>; transitions: readonly TransitionOf<C, A>[] };
  /** Whether writes go to `audit_log` (default true); off for rows nobody needs the history of. */
  audit?: boolean;
  /** The record kind in `audit_log` and timelines (default: the contract's name); resources over one table share one. */
  auditName?: string;
  /** Cross-row rules of a write; `existing` is set on update. Runs inside the write's transaction. */
  validate?(tx: Tx, actor: A, input: Partial<CreateOf<C>>, existing?: RowOf<C>): Promise<FieldProblem[]>;
  /** Refuses a removal (by throwing an AppError); runs inside the delete's transaction. */
  beforeDelete?(tx: Tx, actor: A, rows: RowOf<C>[]): Promise<void>;
  /**
   * How an import finds the records its reference columns name (fields with `display`): the names
   * typed -> their ids among the records this actor may use. A name not found is a row error.
   */
  lookups?: Partial<
    Record<keyof CreateOf<C> & string, (tx: Tx, actor: A, names: string[]) => Promise<Map<string, number>>>
  >;
  // Optional hooks for resources that are more than one table's columns.
  /** Filters that are not one column (e.g. a search over several): field -> condition. */
  customFilters?: Record<string, (value: unknown) => SQL>;
  /** Narrows, within the scope, the rows this actor may see and change (e.g. an admin's scope). */
  actorScope?(db: DbOrTx, actor: A): Promise<SQL | undefined>;
  /** The new row's columns from a valid create input (e.g. a login to link); inside the write. */
  toColumns?(tx: Tx, actor: A, input: Partial<CreateOf<C>>): Promise<Record<string, unknown>>;
  /** The row fields a database row shows as, before the row schema picks them (e.g. yuan from fen). */
  present?(row: T['$inferSelect'], locale: Locale): Record<string, unknown>;
  /**
   * Adds row fields kept elsewhere (e.g. a department's name) to the rows answered and exported;
   * `actor` is the caller, for fields that depend on who asks (e.g. "this is you").
   */
  decorate?(db: DbOrTx, rows: PresentedRow[], actor?: A): Promise<PresentedRow[]>;
  /** Runs once new rows are committed (insert and import), e.g. to announce them. */
  afterCreate?(deps: AppDeps, actor: A, rows: RowOf<C>[]): Promise<void>;
  /** Inputs for the generated isolation test. */
  sample: {
    /** A valid insert body (resources that mount insert). */
    create?(): CreateOf<C>;
    /** A body referring to row `id`, which another tenant must not be able to use. */
    reference?(id: number): CreateOf<C>;
    /** Makes a row owned by `owner` directly (resources without insert); answers its id. */
    seed?(db: DbOrTx, owner: SampleOwner): Promise<number>;
  };
}

/** Whose sample row the isolation test seeds: a company and its account's login, or a person. */
export interface SampleOwner {
  compId: number | null;
  userId: number;
}

export interface CompanyResourceDefinition<
  C extends ResourceContract = ResourceContract,
  T extends ResourceTable = ResourceTable,
> extends CommonDefinition<C, T, ResourceActor> {
  scope?: 'company';
  /** The company column: every query is limited to the caller's company through it. */
  tenant: ColumnKey<T>;
  /** The column (docs/modules.md) gating it besides the policy: read to list/view/export, update to write. */
  column?: PermissionColumn;
}

export interface PlatformResourceDefinition<
  C extends ResourceContract = ResourceContract,
  T extends ResourceTable = ResourceTable,
> extends CommonDefinition<C, T, PlatformActor> {
  scope: 'platform';
}

export interface PersonalResourceDefinition<
  C extends ResourceContract = ResourceContract,
  T extends ResourceTable = ResourceTable,
> extends CommonDefinition<C, T, PersonalActor> {
  scope: 'personal';
  /** The login column: every query is limited to the caller's own rows through it. */
  owner: ColumnKey<T>;
}

/** Declares a resource once; its module's manifest mounts it and the isolation test covers it. */
export function defineResource<C extends ResourceContract, T extends ResourceTable>(
  definition: PlatformResourceDefinition<C, T>,
): PlatformResourceDefinition<C, T>;
export function defineResource<C extends ResourceContract, T extends ResourceTable>(
  definition: PersonalResourceDefinition<C, T>,
): PersonalResourceDefinition<C, T>;
export function defineResource<C extends ResourceContract, T extends ResourceTable>(
  definition: CompanyResourceDefinition<C, T>,
): CompanyResourceDefinition<C, T>;
export function defineResource(definition: unknown) {
  return definition;
}

/** Any declared resource (the registry holds resources of every row type and scope). */
export type AnyResource =
  // biome-ignore lint/suspicious/noExplicitAny: the registry holds resources of every row type
  | CompanyResourceDefinition<any, any>
  // biome-ignore lint/suspicious/noExplicitAny: as above
  | PlatformResourceDefinition<any, any>
  // biome-ignore lint/suspicious/noExplicitAny: as above
  | PersonalResourceDefinition<any, any>;

export const scopeOfResource = (resource: AnyResource): ResourceScope => resource.scope ?? 'company';

/** The operations a resource mounts: its contract's, all seven by default. */
export const operationsOf = (resource: AnyResource): readonly ResourceOperation[] =>
  resource.contract.operations ?? RESOURCE_OPERATIONS;
