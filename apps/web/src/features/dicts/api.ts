import {
  dictsEndpoints as api,
  type DictCreate,
  type DictItem,
  type DictTreeItem,
  type DictType,
  type DictUpdate,
  dictResource,
} from '@renli/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/endpoint.ts';

/** The back office's dictionary calls (`/admin/dict/*`); writes are silent, the form shows errors. */
export const dictApi = {
  tree: async (type: DictType, group: string): Promise<DictTreeItem[]> =>
    call(api.selectTree, { query: { type, group } }),
  groups: (type: DictType) => call(api.selectGroups, { query: { type } }),
  // The form's values are checked by the server (per type), so they go as they are.
  save: (editing: DictItem | null, values: Record<string, unknown>) =>
    editing
      ? call(
          api.update,
          { body: { ...values, id: editing.id, version: editing.version } as DictUpdate },
          { silent: true },
        )
      : call(api.insert, { body: values as DictCreate }, { silent: true }),
  setStatus: (id: number, status: 1 | 2) => call(api.updateStatus, { body: { id, status } }),
  remove: (ids: number[]) => call(api.remove, { body: { ids } }),
};

const keys = {
  all: (type: DictType) => ['dicts', type] as const,
  tree: (type: DictType, group: string) => ['dicts', type, 'tree', group] as const,
  groups: (type: DictType) => ['dicts', type, 'groups'] as const,
};

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
    // The flat lists are the resource kit's pages, cached under its own key.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keys.all(type) }),
        client.invalidateQueries({ queryKey: ['resource', dictResource.name] }),
      ]),
  });
}
