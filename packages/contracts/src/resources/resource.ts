import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { customFieldsSchema, saveCustomFieldsBodySchema } from './custom-fields.ts';
import type { Label, ResourceFields } from './fields.ts';

/**
 * What a resource with a state machine answers on each row: the names of the transitions this caller
 * may apply to it now (docs/modules.md, "State machines"), so screens show only buttons that work.
 */
export const rowTransitionsSchema = z.array(z.string()).optional();

/** Fields every resource row carries; `version` drives optimistic concurrency on update. */
export const resourceRowBase = z.object({
  id: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  transitions: rowTransitionsSchema,
});

export const sortOrderSchema = z.enum(['ascend', 'descend']);
export type SortOrder = z.infer<typeof sortOrderSchema>;

/** Paging and sorting of `selectPage`; the resource's filters are merged into it. */
export const resourcePageBase = z.object({
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
  sortField: z.string().max(50).optional(),
  sortOrder: sortOrderSchema.optional(),
});

/** The create/update schema of a resource nobody creates or edits through the kit (read models, switches). */
export const noResourceInput = z.object({});

export const MAX_DELETE_IDS = 100;
/** Most rows one export or import handles: a sheet beyond this belongs in a background job. */
export const MAX_SHEET_ROWS = 5000;
/** Largest .xlsx an import accepts: 5000 rows of the widest sheet are well under 2 MB. */
export const MAX_SHEET_BYTES = 10 * 1024 * 1024;

export const deleteBodySchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(MAX_DELETE_IDS),
});
export const deleteResultSchema = z.object({ deleted: z.number().int() });
export const importResultSchema = z.object({ imported: z.number().int() });
/** `data` of a refused import: `row` is the spreadsheet row number (the header is row 1). */
export const importErrorsSchema = z.object({
  errors: z.array(z.object({ row: z.number().int(), field: z.string(), message: z.string() })),
});
export type ImportError = z.infer<typeof importErrorsSchema>['errors'][number];

export interface ResourceSchemas<
  Row extends z.ZodObject = z.ZodObject,
  Create extends z.ZodObject = z.ZodObject,
  Update extends z.ZodObject = z.ZodObject,
  Filter extends z.ZodObject = z.ZodObject,
> {
  row: Row;
  create: Create;
  update: Update;
  filter: Filter;
}

/** A named status change of a resource; `input` is what its body carries besides id, version and name. */
export interface TransitionContract {
  input?: z.ZodObject;
}

/** The endpoints the resource kit can mount under a prefix (docs/modules.md). */
export const RESOURCE_OPERATIONS = [
  'selectPage',
  'selectById',
  'insert',
  'update',
  'delete',
  'export',
  'import',
] as const;
export type ResourceOperation = (typeof RESOURCE_OPERATIONS)[number];

export interface ResourceContract<S extends ResourceSchemas = ResourceSchemas, Sort extends string = string> {
  /** Mount path, e.g. `/cCompDepartment`. */
  prefix: string;
  /** Stable name: audit rows, cache keys and stored column settings use it. */
  name: string;
  /** What people call the records (export file names: `<title>_YYYYMMDDhhmmss.xlsx`). */
  title: Label;
  schemas: S;
  /** Labels, widgets and places of the fields, declared once (./fields.ts). */
  fields: ResourceFields;
  /** Fields `selectPage` may sort by; anything else is refused with 400. */
  sortFields: readonly Sort[];
  /**
   * Whose rows (default company): a company's, the platform's (back-office sessions only) or the
   * caller's own. Clients pick the session they send from it.
   */
  scope?: 'company' | 'platform' | 'personal';
  /** The endpoints mounted (default: all seven); read models list only the reads. */
  operations?: readonly ResourceOperation[];
  /** The state machine's transitions by name (`POST <prefix>/changeStatus`), when it has one. */
  transitions?: Readonly<Record<string, TransitionContract>>;
  /** Comments with attachments on a row's timeline (`selectComments`, `addComment`, `deleteComment`). */
  comments?: boolean;
  /**
   * Each company may add its own fields (company scope only; docs/modules.md, "Custom fields"): rows
   * carry them in `custom`, a jsonb column of the table, and `customFields`/`saveCustomFields` are mounted.
   */
  customFields?: boolean;
}

/**
 * The kit's operations a screen outside the resource page calls, declared by the resource's contract
 * (its prefix and scope): the kit serves them from here and clients `call` them (docs/architecture.md,
 * "Endpoints declared once").
 */
export const resourceEndpoints = (contract: Pick<ResourceContract, 'name' | 'prefix' | 'scope'>) =>
  defineEndpoints(contract.name, {
    delete: {
      method: 'POST',
      path: `${contract.prefix}/delete`,
      access: contract.scope === 'platform' ? 'admin' : 'user',
      summary: `Remove ${contract.name} records, all or none`,
      body: deleteBodySchema,
      data: deleteResultSchema,
    },
    /** Mounted when the contract has `customFields`. */
    customFields: {
      method: 'GET',
      path: `${contract.prefix}/customFields`,
      access: 'user',
      summary: `The company's own fields of ${contract.name} records, in order`,
      data: customFieldsSchema,
    },
    saveCustomFields: {
      method: 'POST',
      path: `${contract.prefix}/saveCustomFields`,
      access: 'user',
      summary: `Replace the company's own fields of ${contract.name} records (a stale version: 409)`,
      body: saveCustomFieldsBodySchema,
      data: customFieldsSchema,
    },
  });

/** The `changeStatus` body: which row (and the version read), the transition, and its input. */
export const transitionBodyBase = z.object({
  id: z.number().int().positive(),
  version: z.number().int().min(1),
  name: z.string().min(1).max(50),
});

/** One entry of `selectTimeline/:id`: who did what to the row when, field by field. */
export const timelineEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** insert | update | delete | import | transition */
  action: z.string(),
  /** The transition's name when `action` is 'transition'. */
  transition: z.string().nullable(),
  /** The action (or transition) in the caller's language. */
  label: z.string(),
  /** Who: a company member's or person's name, or a platform administrator's; never an id. */
  who: z.string(),
  /** 'user' (a login of the platform) or 'admin' (the back office). */
  whoKind: z.enum(['user', 'admin']),
  changes: z.array(
    z.object({
      field: z.string(),
      before: z.unknown(),
      after: z.unknown(),
      /** A custom field's label (`custom.<key>`), its values then as people read them (options' labels). */
      label: z.string().optional(),
    }),
  ),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** The `update` body: id and the version read, plus any subset of the create fields. */
export const updateSchemaOf = <C extends z.ZodObject>(create: C) =>
  create.partial().extend({ id: z.number().int().positive(), version: z.number().int().min(1) });

/** The `selectPage` body of a resource. */
export const pageQueryOf = <F extends z.ZodObject>(filter: F) => resourcePageBase.extend(filter.shape);

export interface ResourcePage<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
  /** Whether the caller may create, change, remove and import (policy and column gate). */
  canWrite?: boolean;
}

export const MAX_COMMENT_LENGTH = 2000;
export const MAX_COMMENT_ATTACHMENTS = 9;

/** A file attached to a comment: its saved name and the `/files/<sha256>.<ext>` address an upload answered. */
export const commentAttachmentSchema = z.object({
  name: z.string().trim().min(1).max(200),
  url: z.string().regex(/^\/files\/[0-9a-f]{64}\.[a-z0-9]{1,10}$/),
});

/** The `addComment` body: the row, the text and its attachments. */
export const addCommentBodySchema = z.object({
  id: z.number().int().positive(),
  body: z.string().trim().min(1).max(MAX_COMMENT_LENGTH),
  attachments: z.array(commentAttachmentSchema).max(MAX_COMMENT_ATTACHMENTS).default([]),
});

export const deleteCommentBodySchema = z.object({ commentId: z.number().int().positive() });

/** One comment of `selectComments/:id`, oldest last like the timeline: who (by name), when, what. */
export const commentEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  who: z.string(),
  whoKind: z.enum(['user', 'admin']),
  body: z.string(),
  attachments: z.array(commentAttachmentSchema),
  /** Whether the caller wrote it (only the author removes a comment). */
  mine: z.boolean(),
});
export type CommentEntry = z.infer<typeof commentEntrySchema>;
export type CommentAttachment = z.infer<typeof commentAttachmentSchema>;
