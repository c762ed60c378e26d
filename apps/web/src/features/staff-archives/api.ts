import {
  type ArchiveInfo,
  staffArchiveEndpoints as api,
  type CorrectJobBody,
  type CustomValues,
  type EndpointRequest,
  type ReviewedChanges,
  type SelfEditable,
  staffArchiveResource,
} from '@renli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceKeys } from '../../components/resource/hooks.ts';
import { call, endpointKey } from '../../lib/endpoint.ts';

/**
 * The archive's calls (docs/product/staff.md, "Archives (员工档案) and my record"). Every write
 * refreshes what shows an archive: the list (the kit's keys), the opened archive, its history, the
 * review queue, the counts and one's own record.
 */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [
        resourceKeys.all(staffArchiveResource),
        endpointKey(api.getStaffArchive),
        endpointKey(api.jobHistory),
        endpointKey(api.selectRequestPage),
        endpointKey(api.selectCount),
        endpointKey(api.getMyStaffArchive),
      ].map((queryKey) => client.invalidateQueries({ queryKey })),
    );
}

/** Writes are `silent`: the form that sent them shows the error where the user can act on it. */
function useWrite<Input, Output>(send: (input: Input) => Promise<Output>) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: send, onSuccess: refresh });
}

export const useArchive = (id: number) =>
  useQuery({
    queryKey: endpointKey(api.getStaffArchive, { params: { id } }),
    queryFn: () => call(api.getStaffArchive, { params: { id } }),
  });

export const useJobHistory = (id: number) =>
  useQuery({
    queryKey: endpointKey(api.jobHistory, { params: { id } }),
    queryFn: () => call(api.jobHistory, { params: { id } }),
  });

export const useArchiveCounts = (employeeType?: 1 | 2) =>
  useQuery({
    queryKey: endpointKey(api.selectCount, { body: { employeeType } }),
    queryFn: () => call(api.selectCount, { body: { employeeType } }, { silent: true }),
  });

export type RequestQuery = EndpointRequest<typeof api.selectRequestPage>['body'];

export const useRequestPage = (body: RequestQuery) =>
  useQuery({
    queryKey: endpointKey(api.selectRequestPage, { body }),
    queryFn: () => call(api.selectRequestPage, { body }),
    placeholderData: keepPreviousData,
  });

export const useUpdateArchive = () =>
  useWrite((body: Partial<ArchiveInfo> & { custom?: CustomValues; id: number; version: number }) =>
    call(api.updateStaffArchive, { body }, { silent: true }),
  );

export const useCorrectJob = () =>
  useWrite((body: CorrectJobBody) => call(api.correctJob, { body }, { silent: true }));

export const useEditRemarks = () =>
  useWrite((body: { id: number; version: number; remarks: string | null }) =>
    call(api.editStaffRemarks, { body }, { silent: true }),
  );

export const useApproveRequest = () => useWrite((id: number) => call(api.approveRequest, { body: { id } }));

export const useRejectRequest = () =>
  useWrite((body: { id: number; reason: string }) => call(api.rejectRequest, { body }, { silent: true }));

export const useMyArchive = () =>
  useQuery({
    queryKey: endpointKey(api.getMyStaffArchive),
    queryFn: () => call(api.getMyStaffArchive, undefined, { silent: true }),
    retry: false,
  });

export const useUpdateMine = () =>
  useWrite((body: SelfEditable & { version: number }) => call(api.updateMine, { body }, { silent: true }));

export const useRequestChange = () =>
  useWrite((changes: ReviewedChanges) => call(api.requestChange, { body: { changes } }, { silent: true }));
