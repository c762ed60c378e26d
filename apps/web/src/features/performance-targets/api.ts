import { cyclesEndpoints as api, type SheetItemSave, type SheetListType } from '@renli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../lib/endpoint.ts';

/** 目标制定's calls (`/targetCtl/sheet`, contracts performance/cycles.ts) as TanStack Query hooks. */

export function useSheets(body: { type: SheetListType; pageNum: number; pageSize: number; search?: string }) {
  const request = { body };
  return useQuery({
    queryKey: endpointKey(api.sheetList, request),
    queryFn: () => call(api.sheetList, request),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSheet(sheetId: number | null) {
  const request = { body: { sheetId: sheetId ?? 0 } };
  return useQuery({
    queryKey: endpointKey(api.sheetDetail, request),
    queryFn: () => call(api.sheetDetail, request),
    enabled: sheetId !== null,
  });
}

export function useIndicators(kind: 'kpi' | 'okr' | 'competency' | undefined, enabled: boolean) {
  const request = { body: kind ? { kind } : {} };
  return useQuery({
    queryKey: endpointKey(api.sheetIndicators, request),
    queryFn: () => call(api.sheetIndicators, request),
    enabled,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [api.sheetList, api.sheetDetail].map((endpoint) =>
        client.invalidateQueries({ queryKey: endpointKey(endpoint) }),
      ),
    );
}

export function useSaveItem() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: SheetItemSave) => call(api.sheetSaveItem, { body }),
    onSuccess: refresh,
  });
}

export function useRemoveItem() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { sheetId: number; id: number }) => call(api.sheetRemoveItem, { body }),
    onSuccess: refresh,
  });
}

export function useSubmitTargets() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { sheetId: number; version: number }) => call(api.sheetSubmit, { body }),
    onSuccess: refresh,
  });
}

export function useCheckin() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { sheetId: number; itemId: number; progress: number; note: string }) =>
      call(api.sheetCheckin, { body }),
    onSuccess: refresh,
  });
}
