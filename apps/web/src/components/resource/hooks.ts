import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceApi, type TransitionBody } from './api.ts';
import type { BaseRow, ListQuery, ResourceDef } from './types.ts';

/** Cache keys per resource: every write invalidates the resource's lists and rows at once. */
export const resourceKeys = {
  all: (resource: ResourceDef<BaseRow>) => ['resource', resource.name] as const,
  list: (resource: ResourceDef<BaseRow>, query: ListQuery) =>
    ['resource', resource.name, 'list', query] as const,
  item: (resource: ResourceDef<BaseRow>, id: number) => ['resource', resource.name, 'item', id] as const,
  timeline: (resource: ResourceDef<BaseRow>, id: number) =>
    ['resource', resource.name, 'timeline', id] as const,
  comments: (resource: ResourceDef<BaseRow>, id: number) =>
    ['resource', resource.name, 'comments', id] as const,
};

export function useResourceList<Row extends BaseRow>(resource: ResourceDef<Row>, query: ListQuery) {
  return useQuery({
    queryKey: resourceKeys.list(resource as ResourceDef<BaseRow>, query),
    queryFn: () => resourceApi(resource).list(query),
    // Paging or sorting keeps the old rows on screen (with a spinner) instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

const NO_ROWS: never[] = [];

/**
 * Every record of a small company resource (departments, positions, ranks) for selects and name
 * lookups: the contract's largest page, sorted ascending. The same empty array while loading keeps
 * callers' memos stable.
 */
export function useAllRecords<Row extends BaseRow>(resource: ResourceDef<Row>, sortField: string): Row[] {
  const query = { pageNum: 1, pageSize: 100, sortField, sortOrder: 'ascend' as const };
  return useResourceList(resource, query).data?.list ?? NO_ROWS;
}

export function useResourceItem<Row extends BaseRow>(resource: ResourceDef<Row>, id: number | null) {
  return useQuery({
    queryKey: resourceKeys.item(resource as ResourceDef<BaseRow>, id ?? 0),
    queryFn: () => resourceApi(resource).get(id!),
    enabled: id !== null,
  });
}

function useInvalidate(resource: ResourceDef<BaseRow>) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: resourceKeys.all(resource) });
}

export function useResourceSave<Row extends BaseRow>(resource: ResourceDef<Row>) {
  const invalidate = useInvalidate(resource as ResourceDef<BaseRow>);
  return useMutation({
    mutationFn: ({ editing, values }: { editing: Row | null; values: Record<string, unknown> }) =>
      editing
        ? resourceApi(resource).update({ ...values, id: editing.id, version: editing.version })
        : resourceApi(resource).create(values),
    onSuccess: invalidate,
  });
}

export function useResourceRemove<Row extends BaseRow>(resource: ResourceDef<Row>) {
  const invalidate = useInvalidate(resource as ResourceDef<BaseRow>);
  return useMutation({
    mutationFn: (ids: number[]) => resourceApi(resource).remove(ids),
    onSuccess: invalidate,
  });
}

export function useResourceImport<Row extends BaseRow>(resource: ResourceDef<Row>) {
  const invalidate = useInvalidate(resource as ResourceDef<BaseRow>);
  return useMutation({
    mutationFn: (file: File) => resourceApi(resource).import(file),
    onSuccess: invalidate,
  });
}

export function useResourceTimeline<Row extends BaseRow>(resource: ResourceDef<Row>, id: number | null) {
  return useQuery({
    queryKey: resourceKeys.timeline(resource as ResourceDef<BaseRow>, id ?? 0),
    queryFn: () => resourceApi(resource).timeline(id!),
    enabled: id !== null,
  });
}

export function useResourceTransition<Row extends BaseRow>(resource: ResourceDef<Row>) {
  const invalidate = useInvalidate(resource as ResourceDef<BaseRow>);
  return useMutation({
    mutationFn: (body: TransitionBody) => resourceApi(resource).transition(body),
    onSuccess: invalidate,
  });
}

/** The comments on a row, when its resource has them (read with the timeline). */
export function useResourceComments<Row extends BaseRow>(resource: ResourceDef<Row>, id: number) {
  return useQuery({
    queryKey: resourceKeys.comments(resource as ResourceDef<BaseRow>, id),
    queryFn: () => resourceApi(resource).comments(id),
    enabled: Boolean(resource.comments),
  });
}

/** Adds or removes a comment, then reads the row's comments again. */
export function useCommentWrites<Row extends BaseRow>(resource: ResourceDef<Row>, id: number) {
  const client = useQueryClient();
  const refresh = () =>
    client.invalidateQueries({ queryKey: resourceKeys.comments(resource as ResourceDef<BaseRow>, id) });
  const api = resourceApi(resource);
  return {
    add: useMutation({ mutationFn: api.addComment, onSuccess: refresh }),
    remove: useMutation({ mutationFn: api.deleteComment, onSuccess: refresh }),
  };
}
