import { z } from 'zod';

/** Fields every resource row carries; `version` drives optimistic concurrency on update. */
export const resourceRowBase = z.object({
  id: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
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

export const MAX_DELETE_IDS = 100;
/** Most rows one export or import handles: a sheet beyond this belongs in a background job. */
export const MAX_SHEET_ROWS = 5000;

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

/** One resource as server and web both see it: where it is mounted and what it exchanges. */
export interface ResourceContract<S extends ResourceSchemas = ResourceSchemas, Sort extends string = string> {
  /** Mount path, e.g. `/cCompDepartment`. */
  prefix: string;
  /** Stable name: export file names and audit rows use it. */
  name: string;
  schemas: S;
  /** Fields `selectPage` may sort by; anything else is refused with 400. */
  sortFields: readonly Sort[];
}

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
