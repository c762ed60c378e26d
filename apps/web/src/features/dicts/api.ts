import {
  type DictItem,
  type DictListQuery,
  type DictTreeItem,
  type DictType,
  deleteResultSchema,
  dictGroupSchema,
  dictItemSchema,
  pageSchemaOf,
} from '@renli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../lib/http.ts';

const admin = { auth: 'admin' as const };
const treeSchema: z.ZodType<DictTreeItem[]> = z.array(
  dictItemSchema.extend({ children: z.lazy(() => treeSchema).optional() }),
);

/** The back office's dictionary calls (`/admin/dict/*`); writes are silent, the form shows errors. */
export const dictApi = {
  list: (query: DictListQuery) =>
    http.post('/admin/dict/selectPage', query, { ...admin, schema: pageSchemaOf(dictItemSchema) }),
  tree: (type: DictType, group: string) =>
    http.get('/admin/dict/selectTree', { type, group }, { ...admin, schema: treeSchema }),
  groups: (type: DictType) =>
    http.get('/admin/dict/selectGroups', { type }, { ...admin, schema: z.array(dictGroupSchema) }),
  save: (editing: DictItem | null, values: Record<string, unknown>) =>
    editing
      ? http.post(
          '/admin/dict/update',
          { ...values, id: editing.id, version: editing.version },
          { ...admin, silent: true, schema: dictItemSchema },
        )
      : http.post('/admin/dict/insert', values, { ...admin, silent: true, schema: dictItemSchema }),
  setStatus: (id: number, status: 1 | 2) =>
    http.post('/admin/dict/updateStatus', { id, status }, { ...admin, schema: dictItemSchema }),
  remove: (ids: number[]) =>
    http.post('/admin/dict/delete', { ids }, { ...admin, schema: deleteResultSchema }),
};

const keys = {
  all: (type: DictType) => ['dicts', type] as const,
  list: (query: DictListQuery) => ['dicts', query.type, 'list', query] as const,
  tree: (type: DictType, group: string) => ['dicts', type, 'tree', group] as const,
  groups: (type: DictType) => ['dicts', type, 'groups'] as const,
};

/** `enabled` false for tree types, which show the tree instead of the paged list. */
export const useDictList = (query: DictListQuery, enabled: boolean) =>
  useQuery({
    queryKey: keys.list(query),
    queryFn: () => dictApi.list(query),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useDictTree = (type: DictType, group: string) =>
  useQuery({
    queryKey: keys.tree(type, group),
    queryFn: () => dictApi.tree(type, group),
    enabled: group !== '',
  });

/** Only grouped types have groups to choose from. */
export const useDictGroups = (type: DictType, enabled: boolean) =>
  useQuery({ queryKey: keys.groups(type), queryFn: () => dictApi.groups(type), enabled });

/** Every write refreshes the type's lists, tree and groups. */
export function useDictWrite<A extends unknown[], R>(type: DictType, call: (...args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => call(...args),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all(type) }),
  });
}
