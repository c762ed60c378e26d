import {
  attendanceLeaveEndpoints as api,
  attendanceRequestResource,
  type EndpointRequest,
  type RequestAsk,
} from '@renli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceKeys } from '../../components/resource/hooks.ts';
import { call, endpointKey } from '../../lib/endpoint.ts';

// The leave screens' calls (docs/product/attendance.md, "Leave, overtime, 补卡 and trips"): every
// write refreshes balances, requests (the kit's and one's own) and types.

export const useLeaveTypes = () =>
  useQuery({ queryKey: endpointKey(api.leaveTypes), queryFn: () => call(api.leaveTypes) });

export const useMyBalances = (enabled: boolean) =>
  useQuery({ queryKey: endpointKey(api.myBalances), queryFn: () => call(api.myBalances), enabled });

type MineBody = EndpointRequest<typeof api.mine>['body'];
export const useMyRequests = (body: MineBody, enabled: boolean) =>
  useQuery({
    queryKey: endpointKey(api.mine, { body }),
    queryFn: () => call(api.mine, { body }),
    enabled,
    placeholderData: keepPreviousData,
  });

type BalanceBody = EndpointRequest<typeof api.balancePage>['body'];
export const useBalancePage = (body: BalanceBody) =>
  useQuery({
    queryKey: endpointKey(api.balancePage, { body }),
    queryFn: () => call(api.balancePage, { body }),
    placeholderData: keepPreviousData,
  });

export const useBalanceEntries = (staffId: number | undefined) =>
  useQuery({
    queryKey: endpointKey(api.balanceEntries, { body: { staffId } }),
    queryFn: () => call(api.balanceEntries, { body: { staffId } }),
  });

export const useMissingPunchDays = (staffId: number | undefined, enabled: boolean) =>
  useQuery({
    queryKey: endpointKey(api.missingPunchDays, { query: { staffId } }),
    queryFn: () => call(api.missingPunchDays, { query: { staffId } }),
    enabled,
  });

/** What the request as filled in so far would be; none until it names its period. */
export const usePreview = (body: RequestAsk | null) =>
  useQuery({
    queryKey: endpointKey(api.preview, { body: body ?? ({} as RequestAsk) }),
    queryFn: () => call(api.preview, { body: body! }, { silent: true }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [
        endpointKey(api.myBalances),
        endpointKey(api.mine),
        endpointKey(api.balancePage),
        endpointKey(api.balanceEntries),
        endpointKey(api.leaveTypes),
        resourceKeys.all(attendanceRequestResource),
      ].map((queryKey) => client.invalidateQueries({ queryKey })),
    );
}

/** A write whose refusal the caller shows (silent calls), refreshing everything after it. */
function useWrite<B, R>(write: (body: B) => Promise<R>) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: write, onSuccess: refresh });
}

export const useApply = () => useWrite((body: RequestAsk) => call(api.apply, { body }, { silent: true }));
export const useWithdraw = () =>
  useWrite((body: { id: number; version: number }) => call(api.withdraw, { body }));
export const useCancel = () =>
  useWrite((body: { id: number; version: number; reason: string }) =>
    call(api.cancel, { body }, { silent: true }),
  );
export const useAdjust = () =>
  useWrite((body: EndpointRequest<typeof api.adjustBalance>['body']) =>
    call(api.adjustBalance, { body }, { silent: true }),
  );
export const useSetWorkStart = () =>
  useWrite((body: EndpointRequest<typeof api.setWorkStart>['body']) =>
    call(api.setWorkStart, { body }, { silent: true }),
  );
export const useSaveLeaveType = () =>
  useWrite((body: EndpointRequest<typeof api.saveLeaveType>['body']) =>
    call(api.saveLeaveType, { body }, { silent: true }),
  );
export const useLeaveTypeStatus = () =>
  useWrite((body: EndpointRequest<typeof api.setLeaveTypeStatus>['body']) =>
    call(api.setLeaveTypeStatus, { body }),
  );
