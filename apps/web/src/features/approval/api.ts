import { approvalEndpoints as api, type EndpointRequest, type TemplateSave } from '@renli/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../lib/endpoint.ts';

/** The approval engine's calls (`/cAudit`, contracts approval/endpoints.ts) as TanStack Query hooks. */

export const useTemplates = () =>
  useQuery({
    queryKey: endpointKey(api.templatePage, { body: { pageNum: 1, pageSize: 100 } }),
    queryFn: () => call(api.templatePage, { body: { pageNum: 1, pageSize: 100 } }),
  });

export const useStartable = () =>
  useQuery({ queryKey: endpointKey(api.templateStartable), queryFn: () => call(api.templateStartable) });

export const useTemplate = (id: number | null) =>
  useQuery({
    queryKey: endpointKey(api.templateById, { params: { id: id ?? 0 } }),
    queryFn: () => call(api.templateById, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });

/** Every write refreshes the template lists and every instance read (lists, detail, the badge). */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [
        api.templatePage,
        api.templateStartable,
        api.templateById,
        api.selectMyApply,
        api.selectTodo,
        api.selectDone,
        api.selectCc,
        api.instanceById,
        api.todoCount,
      ].map((read) => client.invalidateQueries({ queryKey: endpointKey(read) })),
    );
}

export function useSaveTemplate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TemplateSave) => call(api.templateSave, { body }, { silent: true }),
    onSuccess: refresh,
  });
}

type TemplateAction = 'templatePublish' | 'templateDisable' | 'templateEnable';
export function useTemplateAction(name: TemplateAction) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => call(api[name], { body: { id } }), onSuccess: refresh });
}

export type InstanceList = 'selectMyApply' | 'selectTodo' | 'selectDone' | 'selectCc';

export function useInstances(list: InstanceList) {
  const request = { body: { pageNum: 1, pageSize: 50 } };
  return useQuery({ queryKey: endpointKey(api[list], request), queryFn: () => call(api[list], request) });
}

export const useInstance = (id: number | null) =>
  useQuery({
    queryKey: endpointKey(api.instanceById, { params: { id: id ?? 0 } }),
    queryFn: () => call(api.instanceById, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });

type StartBody = EndpointRequest<typeof api.submit>['body'];

export const usePreview = (body: StartBody | null) =>
  useQuery({
    queryKey: endpointKey(api.preview, { body: body ?? { templateId: 0, values: {} } }),
    queryFn: () => call(api.preview, { body: body! }, { silent: true }),
    enabled: body !== null,
    retry: false,
  });

export function useSubmit() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: StartBody) => call(api.submit, { body }, { silent: true }),
    onSuccess: refresh,
  });
}

type TaskAction = 'approve' | 'reject';
export function useTaskAction(name: TaskAction) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { taskId: number; comment?: string }) => call(api[name], { body }),
    onSuccess: refresh,
  });
}

export function useTransfer() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { taskId: number; userId: number; comment?: string }) => call(api.transfer, { body }),
    onSuccess: refresh,
  });
}

export function useWithdraw() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(api.withdraw, { body: { id } }),
    onSuccess: refresh,
  });
}
