import { deleteResultSchema, importResultSchema } from '@renli/contracts';
import { z } from 'zod';
import { type DownloadedFile, http } from '../../lib/http.ts';
import type { BaseRow, ListQuery, Page, ResourceDef } from './types.ts';

/**
 * The seven calls of the resource HTTP contract for one resource, built from its prefix. Writes are
 * `silent`: the form or dialog that made them shows the error where the user can act on it.
 */
export interface ResourceApi<Row extends BaseRow> {
  list: (query: ListQuery) => Promise<Page<Row>>;
  get: (id: number) => Promise<Row>;
  create: (values: Record<string, unknown>) => Promise<Row>;
  update: (values: Record<string, unknown> & { id: number; version: number }) => Promise<Row>;
  remove: (ids: number[]) => Promise<{ deleted: number }>;
  export: (filters: Record<string, unknown>) => Promise<DownloadedFile>;
  import: (file: File) => Promise<{ imported: number }>;
}

const cache = new WeakMap<ResourceDef<BaseRow>, unknown>();

export function resourceApi<Row extends BaseRow>(resource: ResourceDef<Row>): ResourceApi<Row> {
  const known = cache.get(resource as ResourceDef<BaseRow>);
  if (known) return known as ResourceApi<Row>;
  const base = resource.prefix.startsWith('/') ? resource.prefix : `/${resource.prefix}`;
  const row = resource.schemas.row;
  const page = z.object({
    list: z.array(row),
    total: z.number(),
    pageNum: z.number(),
    pageSize: z.number(),
    canWrite: z.boolean().optional(),
  });
  const api: ResourceApi<Row> = {
    list: (query) => http.post(`${base}/selectPage`, query, { schema: page }),
    get: (id) => http.get(`${base}/selectById/${id}`, undefined, { schema: row }),
    create: (values) => http.post(`${base}/insert`, values, { schema: row, silent: true }),
    update: (values) => http.post(`${base}/update`, values, { schema: row, silent: true }),
    remove: (ids) => http.post(`${base}/delete`, { ids }, { schema: deleteResultSchema }),
    export: (filters) => http.download(`${base}/export`, filters),
    import: (file) => {
      const form = new FormData();
      form.append('file', file);
      return http.upload(`${base}/import`, form, { schema: importResultSchema, silent: true });
    },
  };
  cache.set(resource as ResourceDef<BaseRow>, api);
  return api;
}
