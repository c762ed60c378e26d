import { cyclesEndpoints as api, type CycleSave } from '@renli/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/endpoint.ts';

/** 考核周期's calls (`/plan/cycle`, contracts performance/cycles.ts) as TanStack Query hooks. */

export const useCycles = () =>
  useQuery({
    queryKey: endpointKey(api.cycleList, { body: {} }),
    queryFn: () => call(api.cycleList, { body: {} }),
  });

export const useCycleTemplates = () =>
  useQuery({ queryKey: endpointKey(api.cycleTemplates), queryFn: () => call(api.cycleTemplates, {}) });

export function usePreview(id: number | null) {
  const request = { body: { id: id ?? 0 } };
  return useQuery({
    queryKey: endpointKey(api.cyclePreview, request),
    queryFn: () => call(api.cyclePreview, request),
    enabled: id !== null,
  });
}

export function useProgress(id: number | null) {
  const request = { body: { id: id ?? 0 } };
  return useQuery({
    queryKey: endpointKey(api.cycleProgress, request),
    queryFn: () => call(api.cycleProgress, request),
    enabled: id !== null,
  });
}

/**
 * After any change the cycles and their progress are read again (not the launch preview: a launched
 * cycle has none, and the preview is read afresh whenever it opens).
 */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [api.cycleList, api.cycleProgress].map((endpoint) =>
        client.invalidateQueries({ queryKey: endpointKey(endpoint) }),
      ),
    );
}

export function useSaveCycle() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: CycleSave) => call(api.cycleSave, { body }), onSuccess: refresh });
}

export function useCycleAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      action,
      id,
      version,
    }: {
      action: 'launch' | 'openStage' | 'delete';
      id: number;
      version: number;
    }) =>
      action === 'launch'
        ? call(api.cycleLaunch, { body: { id, version } })
        : action === 'openStage'
          ? call(api.cycleOpenStage, { body: { id, version } })
          : call(api.cycleDelete, { body: { id } }),
    onSuccess: refresh,
  });
}

export function useUrge() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { id: number; sheetIds?: number[] }) => call(api.cycleUrge, { body }),
    onSuccess: refresh,
  });
}
