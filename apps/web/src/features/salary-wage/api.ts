import {
  type ArchivePageBody,
  wageEndpoints as api,
  type CheckFormulaBody,
  type SaveArchiveBody,
  type SaveGroupBody,
  type SaveItemBody,
} from '@renli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, download, endpointKey, upload } from '../../lib/endpoint.ts';

// The wage screens' calls (`/salarySetCtl`, `/salaryArchivesCtl`, contracts salary/wage.ts).

export function useItems() {
  return useQuery({ queryKey: endpointKey(api.items), queryFn: () => call(api.items) });
}

export function useGroups() {
  return useQuery({ queryKey: endpointKey(api.groups), queryFn: () => call(api.groups) });
}

/** After any change of the setup: items, groups and the archive list (its columns) are read again. */
function useSetupMutation<T, R>(send: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all(
        [api.items, api.groups, api.archivePage].map((endpoint) =>
          client.invalidateQueries({ queryKey: endpointKey(endpoint) }),
        ),
      ),
  });
}

export const useSaveItem = () =>
  useSetupMutation((body: SaveItemBody) => call(api.saveItem, { body }, { silent: true }));
export const useDeleteItem = () => useSetupMutation((id: number) => call(api.deleteItem, { body: { id } }));
export const useSaveGroup = () =>
  useSetupMutation((body: SaveGroupBody) => call(api.saveGroup, { body }, { silent: true }));
export const useDeleteGroup = () => useSetupMutation((id: number) => call(api.deleteGroup, { body: { id } }));

/** The live check of a formula as typed. */
export function useFormulaCheck(body: CheckFormulaBody | null) {
  const request = { body: body ?? { code: 'x', formula: '' } };
  return useQuery({
    queryKey: endpointKey(api.checkFormula, request),
    queryFn: () => call(api.checkFormula, request),
    enabled: body !== null && body.formula.trim() !== '',
    placeholderData: keepPreviousData,
  });
}

export function useArchivePage(body: ArchivePageBody) {
  const request = { body };
  return useQuery({
    queryKey: endpointKey(api.archivePage, request),
    queryFn: () => call(api.archivePage, request),
    placeholderData: keepPreviousData,
  });
}

export function useArchiveHistory(staffId: number | null) {
  const request = { query: { staffId: staffId ?? 0 } };
  return useQuery({
    queryKey: endpointKey(api.archiveHistory, request),
    queryFn: () => call(api.archiveHistory, request),
    enabled: staffId !== null,
  });
}

function useArchiveMutation<T, R>(send: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all(
        [api.archivePage, api.archiveHistory, api.groups].map((endpoint) =>
          client.invalidateQueries({ queryKey: endpointKey(endpoint) }),
        ),
      ),
  });
}

export const useSaveArchive = () =>
  useArchiveMutation((body: SaveArchiveBody) => call(api.saveArchive, { body }, { silent: true }));
export const useCancelVersion = () =>
  useArchiveMutation((id: number) => call(api.cancelVersion, { body: { id } }));
export const useImportArchives = () =>
  useArchiveMutation((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return upload(api.importArchives, form, undefined, { silent: true });
  });

export const exportArchives = (body: Omit<ArchivePageBody, 'pageNum' | 'pageSize'>) =>
  download(api.exportArchives, { body });
export const downloadTemplate = () => download(api.importTemplate);
