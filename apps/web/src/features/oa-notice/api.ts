import { noticesEndpoints as api, type NoticeListQuery, type NoticeSave } from '@renli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, download, endpointKey } from '../../lib/endpoint.ts';

// The announcement screens' calls (`/cNotice/*`, contracts oa/notices.ts).

export function useCategories() {
  return useQuery({ queryKey: endpointKey(api.colList), queryFn: () => call(api.colList) });
}

export function useNoticeList(body: NoticeListQuery) {
  const request = { body };
  return useQuery({
    queryKey: endpointKey(api.list, request),
    queryFn: () => call(api.list, request),
    placeholderData: keepPreviousData,
  });
}

export function useNoticeDetail(noticeId: number | null) {
  const request = { body: { noticeId: noticeId ?? 0 } };
  return useQuery({
    queryKey: endpointKey(api.detail, request),
    queryFn: () => call(api.detail, request),
    enabled: noticeId !== null,
  });
}

export function useReaders(noticeId: number, read: boolean, enabled: boolean) {
  const request = { body: { noticeId, read, pageNum: 1, pageSize: 200 } };
  return useQuery({
    queryKey: endpointKey(api.readers, request),
    queryFn: () => call(api.readers, request),
    enabled,
  });
}

export function useComments(noticeId: number, enabled: boolean) {
  const request = { body: { noticeId } };
  return useQuery({
    queryKey: endpointKey(api.comments, request),
    queryFn: () => call(api.comments, request),
    enabled,
  });
}

/** After any change every announcement list, detail and the categories are read again. */
function useNoticeMutation<T, R>(send: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all(
        [api.list, api.detail, api.colList, api.readers, api.comments].map((endpoint) =>
          client.invalidateQueries({ queryKey: endpointKey(endpoint) }),
        ),
      ),
  });
}

export const useSaveNotice = () => useNoticeMutation((body: NoticeSave) => call(api.save, { body }));
export const usePublish = () =>
  useNoticeMutation((noticeId: number) => call(api.publish, { body: { noticeId } }));
export const useWithdraw = () =>
  useNoticeMutation((noticeId: number) => call(api.withdraw, { body: { noticeId } }));
export const useNewVersion = () =>
  useNoticeMutation((noticeId: number) => call(api.newVersion, { body: { noticeId } }));
export const useDeleteNotice = () =>
  useNoticeMutation((noticeId: number) => call(api.remove, { body: { noticeId } }));
export const useRemind = () =>
  useNoticeMutation((noticeId: number) => call(api.remindUnread, { body: { noticeId } }));
export const useAddComment = () =>
  useNoticeMutation((body: { noticeId: number; content: string }) => call(api.commentAdd, { body }));
export const useDeleteComment = () =>
  useNoticeMutation((commentId: number) => call(api.commentDelete, { body: { commentId } }));
export const useSaveCategory = () =>
  useNoticeMutation((body: { noticeColId?: number; name: string; sort: number; enabled: boolean }) =>
    call(api.colSave, { body }),
  );
export const useDeleteCategory = () =>
  useNoticeMutation((noticeColId: number) => call(api.colDelete, { body: { noticeColId } }));
export const exportReaders = (noticeId: number) => download(api.exportReaders, { body: { noticeId } });

export function usePublicList(companyId: number, pageNum: number) {
  const request = { query: { companyId, pageNum, pageSize: 10 } };
  return useQuery({
    queryKey: endpointKey(api.publicList, request),
    queryFn: () => call(api.publicList, request, { auth: 'none' }),
    placeholderData: keepPreviousData,
  });
}

export function usePublicDetail(companyId: number, noticeId: number) {
  const request = { query: { companyId, noticeId } };
  return useQuery({
    queryKey: endpointKey(api.publicDetail, request),
    queryFn: () => call(api.publicDetail, request, { auth: 'none' }),
  });
}
