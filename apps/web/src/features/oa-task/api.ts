import {
  tasksEndpoints as api,
  type CreateTaskBody,
  type TaskFilter,
  type TaskListBody,
  type TaskTransitionBody,
  type UpdateTaskBody,
} from '@renli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, download, endpointKey } from '../../lib/endpoint.ts';
import { saveBlob } from '../../lib/save-blob.ts';

// The calls of 任务 (docs/product/oa-task.md): every write refreshes the lists, counts and the drawer.

export function useTaskList(body: TaskListBody) {
  const request = { body };
  return useQuery({
    queryKey: endpointKey(api.list, request),
    queryFn: () => call(api.list, request),
    placeholderData: keepPreviousData,
  });
}

export function useTaskCounts() {
  return useQuery({ queryKey: endpointKey(api.counts), queryFn: () => call(api.counts, {}) });
}

export function useTaskDetail(id: number | null) {
  const request = { query: { id: id ?? 0 } };
  return useQuery({
    queryKey: endpointKey(api.detail, request),
    queryFn: () => call(api.detail, request),
    enabled: id !== null,
    retry: false,
  });
}

export type TaskAction =
  | { kind: 'create'; body: CreateTaskBody }
  | { kind: 'update'; body: UpdateTaskBody }
  | { kind: 'transition'; body: TaskTransitionBody }
  | { kind: 'progress'; body: { id: number; progress: number } }
  | { kind: 'check'; body: { id: number; itemId: number; done: boolean } }
  | { kind: 'comment'; body: { id: number; body: string; mentionIds: number[] } }
  | { kind: 'delete'; body: { id: number } }
  | { kind: 'share'; body: { id: number; userIds: number[] } };

const run = (action: TaskAction): Promise<unknown> => {
  switch (action.kind) {
    case 'create':
      return call(api.create, { body: action.body });
    case 'update':
      return call(api.update, { body: action.body });
    case 'transition':
      return call(api.transition, { body: action.body });
    case 'progress':
      return call(api.progress, { body: action.body });
    case 'check':
      return call(api.checkItem, { body: action.body });
    case 'comment':
      return call(api.comment, { body: action.body });
    case 'delete':
      return call(api.delete, { body: action.body });
    case 'share':
      return call(api.share, { body: action.body });
  }
};

export function useTaskAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      Promise.all(
        [api.list, api.counts, api.detail].map((endpoint) =>
          client.invalidateQueries({ queryKey: endpointKey(endpoint) }),
        ),
      ),
  });
}

export async function exportTasks(filter: TaskFilter) {
  const file = await download(api.export, { body: filter });
  saveBlob(file.blob, file.filename);
}
