import {
  staffChangeEndpoints as api,
  type EndpointRequest,
  type StaffChange,
  StaffChangeKind,
  staffChangeResourceOf,
} from '@renli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceApi } from '../../components/resource/api.ts';
import { resourceKeys } from '../../components/resource/hooks.ts';
import type { ResourceDef } from '../../components/resource/types.ts';
import { call, endpointKey } from '../../lib/endpoint.ts';

/**
 * Each tab's view of the `/staffChange` resource (contracts `staffChangeResourceOf`): read, export and
 * the state machine only, since its records are asked for through this feature's own dialogs.
 */
export const CHANGE_RESOURCES = Object.fromEntries(
  Object.values(StaffChangeKind).map((kind) => [
    kind,
    { ...staffChangeResourceOf(kind), operations: ['selectPage', 'selectById', 'export'] as const },
  ]),
) as unknown as Record<StaffChangeKind, ResourceDef<StaffChange>>;

const anyChanges = CHANGE_RESOURCES[StaffChangeKind.TRANSFER];

export const useProbation = (body: EndpointRequest<typeof api.selectProbation>['body']) =>
  useQuery({
    queryKey: endpointKey(api.selectProbation, { body }),
    queryFn: () => call(api.selectProbation, { body }),
    placeholderData: keepPreviousData,
  });

export const useCounts = (body: EndpointRequest<typeof api.selectCounts>['body']) =>
  useQuery({
    queryKey: endpointKey(api.selectCounts, { body }),
    queryFn: () => call(api.selectCounts, { body }),
  });

export const useEmployment = (staffId: number | undefined) =>
  useQuery({
    queryKey: endpointKey(api.selectEmployment, { body: { staffId: staffId ?? 0 } }),
    queryFn: () => call(api.selectEmployment, { body: { staffId: staffId! } }),
    enabled: staffId !== undefined,
  });

/** After any write: every tab's list and row (one resource name), the counts and the probation list. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: resourceKeys.all(anyChanges) }),
      client.invalidateQueries({ queryKey: endpointKey(api.selectCounts) }),
      client.invalidateQueries({ queryKey: endpointKey(api.selectProbation) }),
    ]);
}

const CONFIRM = {
  [StaffChangeKind.REGULARIZE]: 'confirmOfficial',
  [StaffChangeKind.TRANSFER]: 'confirmTransfer',
  [StaffChangeKind.DIMISSION]: 'confirmDimission',
} as const;

/**
 * 办理: asks for the change and confirms it at once; the confirmation waits for approval when the
 * company has a template of its type. Errors are the dialog's to show (silent calls).
 */
export function useHandleChange(kind: StaffChangeKind) {
  const refresh = useRefresh();
  const changes = resourceApi(CHANGE_RESOURCES[kind]);
  return useMutation({
    mutationFn: async (values: Record<string, unknown>) => {
      const asked = await changes.create({ ...values, kind });
      return changes.transition({ id: asked.id, version: asked.version, name: CONFIRM[kind] });
    },
    onSettled: refresh,
  });
}

export function useMoveDate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: EndpointRequest<typeof api.updateDate>['body']) =>
      call(api.updateDate, { body }, { silent: true }),
    onSuccess: refresh,
  });
}

export function useTickItem() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: EndpointRequest<typeof api.checkItem>['body']) => call(api.checkItem, { body }),
    onSuccess: refresh,
  });
}
