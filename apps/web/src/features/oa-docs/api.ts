import {
  documentsEndpoints as api,
  type DocGrant,
  type DocSort,
  docUploadResultSchema,
  endpointUrl,
  ResponseCode,
} from '@renli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, download, endpointKey } from '../../lib/endpoint.ts';
import { currentLanguage, i18n } from '../../lib/i18n.ts';
import { getToken } from '../../lib/session.ts';

// 文档's calls (`/cDocumentRecord`, contracts oa/documents.ts).

export const useSpaces = () =>
  useQuery({ queryKey: endpointKey(api.spaces), queryFn: () => call(api.spaces) });

export function useFolder(
  spaceId: number | null,
  folderId: number | null,
  sort: DocSort,
  order: 'ascend' | 'descend',
) {
  const request = { body: { spaceId: spaceId ?? 0, folderId, sort, order } };
  return useQuery({
    queryKey: endpointKey(api.list, request),
    queryFn: () => call(api.list, request),
    enabled: spaceId !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export const useSearch = (q: string) =>
  useQuery({
    queryKey: endpointKey(api.search, { body: { q } }),
    queryFn: () => call(api.search, { body: { q } }),
    enabled: q.trim().length > 0,
  });

export const useBin = (spaceId: number, open: boolean) =>
  useQuery({
    queryKey: endpointKey(api.bin, { body: { spaceId } }),
    queryFn: () => call(api.bin, { body: { spaceId } }),
    enabled: open,
  });

export const useVersions = (id: number | null) =>
  useQuery({
    queryKey: endpointKey(api.versions, { body: { id: id ?? 0 } }),
    queryFn: () => call(api.versions, { body: { id: id ?? 0 } }),
    enabled: id !== null,
  });

export const usePreview = (id: number | null) =>
  useQuery({
    queryKey: endpointKey(api.preview, { body: { id: id ?? 0 } }),
    queryFn: () => call(api.preview, { body: { id: id ?? 0 } }),
    enabled: id !== null,
  });

export const useFolders = (spaceId: number, open: boolean) =>
  useQuery({
    queryKey: endpointKey(api.folders, { body: { spaceId } }),
    queryFn: () => call(api.folders, { body: { spaceId } }),
    enabled: open,
  });

export const usePeople = (open: boolean) =>
  useQuery({ queryKey: endpointKey(api.people), queryFn: () => call(api.people), enabled: open });

export const usePermissions = (spaceId: number, nodeId: number | null, open: boolean) =>
  useQuery({
    queryKey: endpointKey(api.permissions, { body: { spaceId, nodeId } }),
    queryFn: () => call(api.permissions, { body: { spaceId, nodeId } }),
    enabled: open,
    retry: false,
  });

/** After any change every documents answer is read again (lists, bin, versions, search). */
function useDocsMutation<T, R>(send: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all(
        [
          api.list,
          api.bin,
          api.versions,
          api.search,
          api.spaces,
          api.permissions,
          api.folders,
          api.preview,
        ].map((endpoint) => client.invalidateQueries({ queryKey: endpointKey(endpoint) })),
      ),
  });
}

export const useCreateFolder = () =>
  useDocsMutation((body: { spaceId: number; parentId: number | null; name: string }) =>
    call(api.createFolder, { body }),
  );
export const useRename = () =>
  useDocsMutation((body: { id: number; name: string }) => call(api.rename, { body }));
export const useMove = () =>
  useDocsMutation((body: { id: number; parentId: number | null }) => call(api.move, { body }));
export const useRemove = () => useDocsMutation((id: number) => call(api.remove, { body: { id } }));
export const useRestore = () => useDocsMutation((id: number) => call(api.restore, { body: { id } }));
export const usePurge = () => useDocsMutation((id: number) => call(api.purge, { body: { id } }));
export const useRestoreVersion = () =>
  useDocsMutation((body: { id: number; versionId: number }) => call(api.restoreVersion, { body }));
export const useSetPermissions = () =>
  useDocsMutation((body: { spaceId: number; nodeId: number | null; inherit: boolean; grants: DocGrant[] }) =>
    call(api.setPermissions, { body }),
  );
export const useInvalidateDocs = () => useDocsMutation(async () => undefined);

export const downloadFile = (id: number, versionId?: number) =>
  download(api.download, { body: versionId === undefined ? { id } : { id, versionId } });
export const rawFile = (id: number) => download(api.raw, { body: { id } });
/** A 5-minute same-origin address of a PDF for the viewer's frame. */
export const viewUrl = (id: number) => call(api.viewTicket, { body: { id } });

export interface UploadTarget {
  spaceId: number;
  folderId?: number;
  fileId?: number;
}

/**
 * Uploads with progress (fetch cannot report upload progress, so this one call is an XHR): the
 * declared path, the session's token and language, the envelope read as `call` reads it.
 */
export function uploadFiles(files: File[], target: UploadTarget, onProgress: (percent: number) => void) {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  const query = new URLSearchParams(
    Object.entries(target)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
  return new Promise<ReturnType<typeof docUploadResultSchema.parse>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${endpointUrl(api.upload.path)}?${query}`);
    const token = getToken('user');
    if (token) xhr.setRequestHeader('access_token', token);
    xhr.setRequestHeader('lang', currentLanguage());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new Error(i18n.t('common:error.network')));
    xhr.onload = () => {
      let payload: { code?: number; message?: string; data?: unknown } | null = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = null;
      }
      if (payload?.code === ResponseCode.OK) resolve(docUploadResultSchema.parse(payload.data));
      else reject(new Error(payload?.message || i18n.t('common:error.api', { code: xhr.status })));
    };
    xhr.send(form);
  });
}
