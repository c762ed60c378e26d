import { approvalEndpoints as api, type EndpointRequest, type TemplateSave } from '@renli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, download, endpointKey } from '../../lib/endpoint.ts';

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
        api.selectAll,
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

export type InstanceList = 'selectMyApply' | 'selectTodo' | 'selectDone' | 'selectCc' | 'selectAll';
/** The lists' filters (contracts `instanceFilterSchema`): the admins' 审批记录 sets them. */
export type InstanceFilters = EndpointRequest<typeof api.instanceExport>['body'];

export function useInstances(list: InstanceList, filters: InstanceFilters = {}) {
  const request = { body: { ...filters, pageNum: 1, pageSize: 50 } };
  return useQuery({
    queryKey: endpointKey(api[list], request),
    queryFn: () => call(api[list], request),
    placeholderData: keepPreviousData,
  });
}

/** 审批记录_YYYYMMDDhhmmss.xlsx of the filtered instances (company admins). */
export const exportInstances = (filters: InstanceFilters) => download(api.instanceExport, { body: filters });

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
    // The last flow stays on screen while the next values are previewed (the pickers keep their place).
    placeholderData: keepPreviousData,
  });

/** 提交 or 存草稿: silent, the drawer shows value errors on their fields. */
export const useStart = (name: 'submit' | 'saveDraft') =>
  useWrite((body: StartBody) => call(api[name], { body }, { silent: true }));

/** The caller's waiting tasks; `refetchInterval` (ms) keeps an always-visible count current. */
export const useTodoCount = (refetchInterval?: number) =>
  useQuery({
    queryKey: endpointKey(api.todoCount),
    queryFn: () => call(api.todoCount),
    ...(refetchInterval ? { refetchInterval } : {}),
  });

type Body<Name extends keyof typeof api> = EndpointRequest<(typeof api)[Name]>['body'];

/** A write of the engine that refreshes every read once it lands (a refusal toasts the server's message). */
function useWrite<Input, Output>(send: (input: Input) => Promise<Output>) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: send, onSuccess: refresh });
}

export const useApprove = () => useWrite((body: Body<'approve'>) => call(api.approve, { body }));
/** `backTo` absent ends the instance; else it goes back to the initiator or an earlier node. */
export const useReject = () => useWrite((body: Body<'reject'>) => call(api.reject, { body }));
export const useAddSign = () => useWrite((body: Body<'addSign'>) => call(api.addSign, { body }));
export const useTransfer = () => useWrite((body: Body<'transfer'>) => call(api.transfer, { body }));
export const useComment = () => useWrite((body: Body<'comment'>) => call(api.comment, { body }));
export const useWithdraw = () => useWrite((id: number) => call(api.withdraw, { body: { id } }));
/** At most once an hour: the 429's message says so. */
export const useUrge = () => useWrite((id: number) => call(api.urge, { body: { id } }));
/** A new draft pre-filled from a rejected or withdrawn instance: answers its id. */
export const useResubmit = () => useWrite((id: number) => call(api.resubmit, { body: { id } }));
