import {
  staffEndpoints as api,
  type EndpointRequest,
  type StaffSearchQuery,
  staffAccountResource,
} from '@renli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceKeys } from '../../components/resource/hooks.ts';
import { call, endpointKey } from '../../lib/endpoint.ts';
import { useToken } from '../../lib/session.ts';
import { authKeys } from '../../lib/session-queries.ts';
import { searchStaff, staffSearchKey } from '../../lib/staff-search.ts';

/** The address book. */
export function useStaffSearch(query: StaffSearchQuery) {
  return useQuery({
    queryKey: staffSearchKey(query),
    queryFn: async () => (await searchStaff(query)).result,
    // Paging or searching keeps the old rows on screen (with a spinner) instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

type StaffAction = 'updateLoginStatus' | 'resetPassword' | 'updateAdmin';
type BodyOf<K extends StaffAction> = EndpointRequest<(typeof api)[K]>['body'];

/** Staff account operations beyond plain edits; each refreshes the staff list afterwards. */
export function useStaffAction<K extends StaffAction>(name: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<K>) => call(api[name], { body } as EndpointRequest<(typeof api)[K]>),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(staffAccountResource) }),
  });
}

const invitationsKey = endpointKey(api.myInvitations);

/** Companies inviting this login to join as staff (any identity of the login may answer). */
export function useMyInvitations() {
  const token = useToken('user');
  return useQuery({
    queryKey: invitationsKey,
    queryFn: () => call(api.myInvitations, undefined, { silent: true }),
    enabled: Boolean(token),
  });
}

/** Accepting adds an identity to switch to, so the identity list is read again. */
export function useAnswerInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; accept: boolean }) => call(api.answerInvitation, { body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: invitationsKey }),
        client.invalidateQueries({ queryKey: authKeys.identities }),
      ]),
  });
}

/** The workbench's head count (a staff-column read); errors show in the widget. */
export function useStaffCounts() {
  return useQuery({
    queryKey: endpointKey(api.selectCounts),
    queryFn: () => call(api.selectCounts, undefined, { silent: true }),
  });
}
