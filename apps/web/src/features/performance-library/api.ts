import {
  libraryEndpoints as api,
  type IndicatorFilter,
  type IndicatorPageBody,
  type PreviewRuleBody,
  type SaveIndicatorBody,
  type SaveIndicatorGroupBody,
} from '@renli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, download, endpointKey, upload } from '../../lib/endpoint.ts';

// The library screen's calls (`/targetCtl`, contracts performance/library.ts).

export function useGroups() {
  return useQuery({ queryKey: endpointKey(api.groups), queryFn: () => call(api.groups) });
}

export function useIndicatorPage(body: IndicatorPageBody) {
  const request = { body };
  return useQuery({
    queryKey: endpointKey(api.indicators, request),
    queryFn: () => call(api.indicators, request),
    placeholderData: keepPreviousData,
  });
}

/** After any change: the list and the groups (their counts) are read again. */
function useLibraryMutation<T, R>(send: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all(
        [api.indicators, api.groups].map((endpoint) =>
          client.invalidateQueries({ queryKey: endpointKey(endpoint) }),
        ),
      ),
  });
}

export const useSaveIndicator = () =>
  useLibraryMutation((body: SaveIndicatorBody) => call(api.saveIndicator, { body }, { silent: true }));
export const useSetIndicatorStatus = () =>
  useLibraryMutation((body: { id: number; status: 1 | 2 }) => call(api.setIndicatorStatus, { body }));
export const useDeleteIndicator = () =>
  useLibraryMutation((id: number) => call(api.deleteIndicator, { body: { id } }));
export const useSaveGroup = () =>
  useLibraryMutation((body: SaveIndicatorGroupBody) => call(api.saveGroup, { body }));
export const useDeleteGroup = () =>
  useLibraryMutation((id: number) => call(api.deleteGroup, { body: { id } }));
export const useImportIndicators = () =>
  useLibraryMutation((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return upload(api.importIndicators, form, undefined, { silent: true });
  });

/** The engine's score of an actual under the rule being edited (null while the form is incomplete). */
export function useRulePreview(body: PreviewRuleBody | null) {
  const request = { body: body ?? { rule: { kind: 'manual' as const }, actual: '0' } };
  return useQuery({
    queryKey: endpointKey(api.previewRule, request),
    queryFn: () => call(api.previewRule, request, { silent: true }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

export const exportIndicators = (body: IndicatorFilter) => download(api.exportIndicators, { body });
export const downloadTemplate = () => download(api.importTemplate);
