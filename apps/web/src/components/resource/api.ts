import {
  type CommentAttachment,
  type CommentEntry,
  commentEntrySchema,
  deleteResultSchema,
  importResultSchema,
  kitSchemas,
  type ResourceContract,
  type TimelineEntry,
  timelineEntrySchema,
} from '@renli/contracts';
import { z } from 'zod';
import { type DownloadedFile, http } from '../../lib/http.ts';
import type { BaseRow, ListQuery, Page, ResourceDef } from './types.ts';

/** A transition request: the row, the version read, the transition's name and its input fields. */
export interface TransitionBody extends Record<string, unknown> {
  id: number;
  version: number;
  name: string;
}

/**
 * The calls of the resource HTTP contract for one resource, built from its prefix, on the session its
 * scope needs (the back office's for platform resources). Writes are `silent`: the form or dialog
 * that made them shows the error where the user can act on it.
 */
export interface ResourceApi<Row extends BaseRow> {
  list: (query: ListQuery) => Promise<Page<Row>>;
  get: (id: number) => Promise<Row>;
  create: (values: Record<string, unknown>) => Promise<Row>;
  update: (values: Record<string, unknown> & { id: number; version: number }) => Promise<Row>;
  remove: (ids: number[]) => Promise<{ deleted: number }>;
  export: (filters: Record<string, unknown>) => Promise<DownloadedFile>;
  import: (file: File) => Promise<{ imported: number }>;
  /** The .xlsx to fill in for an import: header, example row and instructions. */
  template: () => Promise<DownloadedFile>;
  transition: (body: TransitionBody) => Promise<Row>;
  timeline: (id: number) => Promise<TimelineEntry[]>;
  comments: (id: number) => Promise<CommentEntry[]>;
  addComment: (body: {
    id: number;
    body: string;
    attachments: CommentAttachment[];
  }) => Promise<{ id: number }>;
  deleteComment: (commentId: number) => Promise<{ deleted: number }>;
}

const cache = new WeakMap<ResourceDef<BaseRow>, unknown>();
const timelineSchema = z.array(timelineEntrySchema);
const commentsSchema = z.array(commentEntrySchema);
const addedSchema = z.object({ id: z.number() });

export function resourceApi<Row extends BaseRow>(resource: ResourceDef<Row>): ResourceApi<Row> {
  const known = cache.get(resource as ResourceDef<BaseRow>);
  if (known) return known as ResourceApi<Row>;
  const base = resource.prefix.startsWith('/') ? resource.prefix : `/${resource.prefix}`;
  const auth = resource.scope === 'platform' ? ('admin' as const) : ('user' as const);
  // With custom fields the row carries `custom` beside the contract's fields (every contract's row is
  // an object schema; this type only promises a schema of rows).
  const row = kitSchemas(resource as unknown as Pick<ResourceContract, 'schemas' | 'customFields'>)
    .row as unknown as z.ZodType<Row>;
  const page = z.object({
    list: z.array(row),
    total: z.number(),
    pageNum: z.number(),
    pageSize: z.number(),
    canWrite: z.boolean().optional(),
  });
  const api: ResourceApi<Row> = {
    list: (query) => http.post(`${base}/selectPage`, query, { auth, schema: page }),
    get: (id) => http.get(`${base}/selectById/${id}`, undefined, { auth, schema: row }),
    create: (values) => http.post(`${base}/insert`, values, { auth, schema: row, silent: true }),
    update: (values) => http.post(`${base}/update`, values, { auth, schema: row, silent: true }),
    remove: (ids) => http.post(`${base}/delete`, { ids }, { auth, schema: deleteResultSchema }),
    export: (filters) => http.download(`${base}/export`, filters, { auth }),
    import: (file) => {
      const form = new FormData();
      form.append('file', file);
      return http.upload(`${base}/import`, form, { auth, schema: importResultSchema, silent: true });
    },
    template: () => http.downloadGet(`${base}/importTemplate`, { auth }),
    transition: (body) => http.post(`${base}/changeStatus`, body, { auth, schema: row, silent: true }),
    timeline: (id) => http.get(`${base}/selectTimeline/${id}`, undefined, { auth, schema: timelineSchema }),
    comments: (id) => http.get(`${base}/selectComments/${id}`, undefined, { auth, schema: commentsSchema }),
    addComment: (body) => http.post(`${base}/addComment`, body, { auth, schema: addedSchema, silent: true }),
    deleteComment: (commentId) =>
      http.post(`${base}/deleteComment`, { commentId }, { auth, schema: deleteResultSchema }),
  };
  cache.set(resource as ResourceDef<BaseRow>, api);
  return api;
}

/** Whether the resource mounts an endpoint (all seven unless its contract lists fewer). */
export const hasOperation = (
  resource: ResourceDef<BaseRow>,
  operation: NonNullable<ResourceDef['operations']>[number],
) => !resource.operations || resource.operations.includes(operation);
