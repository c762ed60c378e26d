import { settingsEndpoints as api, type UpdateProfileBody } from '@renli/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../lib/endpoint.ts';
import { clearSession } from '../../lib/session.ts';
import { authQueries } from '../../lib/session-queries.ts';

export const useProfile = () =>
  useQuery({ queryKey: endpointKey(api.selectProfile), queryFn: () => call(api.selectProfile) });

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => call(api.updateProfile, { body }, { silent: true }),
    onSuccess: (profile) => {
      client.setQueryData(endpointKey(api.selectProfile), profile);
      // The shell's Session query (header name and avatar) and the rest of the session's queries.
      void client.invalidateQueries(authQueries);
    },
  });
}

export const useSessions = () =>
  useQuery({ queryKey: endpointKey(api.selectSessions), queryFn: () => call(api.selectSessions) });

/** After revoking: the list of live sessions again. */
export function useRefreshSessions() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: endpointKey(api.selectSessions) });
}

export const revokeSession = (id: string) => call(api.revokeSession, { body: { id } });

export const revokeOtherSessions = () => call(api.revokeOtherSessions);

/** After the server ended this session (password change, self-revoke): forget it and go to login. */
export function leaveEndedSession() {
  window.location.hash = '#/login';
  clearSession('user');
}
