import { type AuthSummary, authEndpoints as api, type Session } from '@renli/contracts';
import { type QueryFilters, useQuery } from '@tanstack/react-query';
import { call, endpointKey } from './endpoint.ts';
import { getStoredUser, storeUser, useToken } from './session.ts';

/**
 * The logged-in user's session and column access: shared state every feature and the shell read
 * (features never import each other, so it lives here, not in features/auth).
 */
export const authKeys = {
  session: endpointKey(api.selectUserInfoByToken),
  summary: endpointKey(api.selectAuthByToken),
  identities: endpointKey(api.changeUserList),
};

const AUTH_PATHS: ReadonlySet<unknown> = new Set(
  [
    api.selectUserInfoByToken,
    api.selectAuthByToken,
    api.changeUserList,
    api.selectAdminInfo,
    api.devOutboxEnabled,
    api.checkCompName,
  ].map((endpoint) => endpoint.path),
);

/**
 * Every query of the session's endpoints above: what a new login drops (data of the previous one must not show
 * through) and what a profile change refreshes (the header's name and avatar).
 */
export const authQueries: QueryFilters = { predicate: ({ queryKey }) => AUTH_PATHS.has(queryKey[0]) };

export const fetchSession = async (): Promise<Session> => {
  const session = await call(api.selectUserInfoByToken);
  storeUser(session);
  return session;
};

/** The logged-in user's Session; the last stored copy paints the page while it reloads. */
export function useSession() {
  const token = useToken('user');
  return useQuery({
    queryKey: authKeys.session,
    queryFn: fetchSession,
    enabled: Boolean(token),
    placeholderData: () => getStoredUser() ?? undefined,
  });
}

export const fetchAuthSummary = (): Promise<AuthSummary> => call(api.selectAuthByToken);

export function useAuthSummary() {
  const token = useToken('user');
  return useQuery({ queryKey: authKeys.summary, queryFn: fetchAuthSummary, enabled: Boolean(token) });
}
