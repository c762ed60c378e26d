import {
  type MemberProfile,
  memberProfileSchema,
  revokeOthersResultSchema,
  revokeSessionResultSchema,
  type SessionsOverview,
  sessionsOverviewSchema,
  type UpdateProfileBody,
} from '@renli/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';
import { clearSession } from '../../lib/session.ts';

export const settingsKeys = {
  profile: ['settings', 'profile'] as const,
  sessions: ['settings', 'sessions'] as const,
};
/** The shell's Session query (header name and avatar); refreshed after a profile change. */
const SHELL_SESSION_KEY = ['auth'] as const;

export const fetchProfile = (): Promise<MemberProfile> =>
  http.get('/userSetCtl/selectProfile', undefined, { schema: memberProfileSchema });

export const useProfile = () => useQuery({ queryKey: settingsKeys.profile, queryFn: fetchProfile });

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) =>
      http.post('/userSetCtl/updateProfile', body, { silent: true, schema: memberProfileSchema }),
    onSuccess: (profile) => {
      client.setQueryData(settingsKeys.profile, profile);
      void client.invalidateQueries({ queryKey: SHELL_SESSION_KEY });
    },
  });
}

export const fetchSessions = (): Promise<SessionsOverview> =>
  http.get('/userSetCtl/selectSessions', undefined, { schema: sessionsOverviewSchema });

export const useSessions = () => useQuery({ queryKey: settingsKeys.sessions, queryFn: fetchSessions });

export const revokeSession = (id: string) =>
  http.post('/userSetCtl/revokeSession', { id }, { schema: revokeSessionResultSchema });

export const revokeOtherSessions = () =>
  http.post('/userSetCtl/revokeOtherSessions', {}, { schema: revokeOthersResultSchema });

/** After the server ended this session (password change, self-revoke): forget it and go to login. */
export function leaveEndedSession() {
  window.location.hash = '#/login';
  clearSession('user');
}
