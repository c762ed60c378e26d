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
import { resourceKeys } from '../../components/resource/hooks.ts';
import { call, endpointKey } from '../../lib/endpoint.ts';

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

export const useDictTree = (type: DictType, group: string) =>
  useQuery({
    queryKey: endpointKey(api.selectTree, { query: { type, group } }),
    queryFn: () => dictApi.tree(type, group),
    enabled: group !== '',
  });

/** Only grouped types have groups to choose from. */
export const useDictGroups = (type: DictType, enabled: boolean) =>
  useQuery({
    queryKey: endpointKey(api.selectGroups, { query: { type } }),
    queryFn: () => dictApi.groups(type),
    enabled,
  });

/** Every write refreshes the trees, the groups and the flat lists (the resource kit's pages). */
export function useDictWrite<A extends unknown[], R>(send: (...args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => send(...args),
    onSuccess: () =>
      Promise.all(
        [endpointKey(api.selectTree), endpointKey(api.selectGroups), resourceKeys.all(dictResource)].map(
          (queryKey) => client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
