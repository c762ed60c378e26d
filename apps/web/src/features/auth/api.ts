import { authEndpoints as api, platformEndpoints, type UserType, VerifyType } from '@renli/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointKey } from '../../lib/endpoint.ts';
import { hashPassword } from '../../lib/md5.ts';
import { type AuthKind, useToken } from '../../lib/session.ts';

/**
 * Every auth call of the web app, one function each (docs/product/auth.md). Functions taking a password
 * take what the user typed and hash it here, so no caller can send a clear-text password by mistake.
 * Calls made from forms are `silent`: the form shows the error next to the field. Calls made before
 * logging in send no session (`auth: 'none'`).
 */

const anonymous = { auth: 'none' } as const;

export const sendVerifyCode = (userLoginCode: string, verifyType: 1 | 2 = VerifyType.GENERAL) =>
  call(api.verifyCode, { query: { userLoginCode, verifyType } }, anonymous);

export const checkCompName = (compName: string) =>
  call(api.checkCompName, { query: { compName } }, { ...anonymous, silent: true });

export interface RegisterInput {
  userType: typeof UserType.PERSON | typeof UserType.COMPANY;
  userLoginCode: string;
  password: string;
  verifyCode: string;
  userName?: string;
  compName?: string;
  /** The 用户协议 and 隐私政策 were accepted (the form's required box). */
  agreeTerms: true;
}

export const register = ({ password, ...rest }: RegisterInput) =>
  call(api.register, { body: { ...rest, password: hashPassword(password) } }, { ...anonymous, silent: true });

export const login = (userLoginCode: string, password: string) =>
  call(
    api.login,
    { body: { userLoginCode, password: hashPassword(password) } },
    { ...anonymous, silent: true },
  );

export const adminLogin = (userLoginCode: string, password: string) =>
  call(
    api.adminLogin,
    { body: { userLoginCode, password: hashPassword(password) } },
    { ...anonymous, silent: true },
  );

export const resetPassword = (userLoginCode: string, verifyCode: string, password: string) =>
  call(
    api.resetPassword,
    { body: { userLoginCode, verifyCode, password: hashPassword(password) } },
    { ...anonymous, silent: true },
  );

/** The operator's name and contacts the legal pages end with (the back office's platform page). */
export function usePlatformInfo() {
  return useQuery({
    queryKey: endpointKey(platformEndpoints.infoNose),
    queryFn: () => call(platformEndpoints.infoNose, undefined, { ...anonymous, silent: true }),
    staleTime: 10 * 60_000,
  });
}

/** Revokes the token on the server. Failures are ignored: the caller forgets the token either way. */
export const logout = (kind: AuthKind) =>
  call(api.logout, undefined, { auth: kind, silent: true }).catch(() => null);

export function useIdentities() {
  const token = useToken('user');
  return useQuery({
    queryKey: endpointKey(api.changeUserList),
    queryFn: () => call(api.changeUserList),
    enabled: Boolean(token),
  });
}

/**
 * Returns the token of the chosen identity; the server has already revoked the old one. Public only
 * by its path: `call` sends the user's token along.
 */
export const changeIdentity = (identityKey: string) => call(api.changeUser, { query: { identityKey } });

export const updateAdminPassword = (oldPassword: string, newPassword: string) =>
  call(
    api.updateAdminPassword,
    { body: { oldPassword: hashPassword(oldPassword), newPassword: hashPassword(newPassword) } },
    { silent: true },
  );

export function useAdminInfo() {
  const token = useToken('admin');
  return useQuery({
    queryKey: endpointKey(api.selectAdminInfo),
    queryFn: () => call(api.selectAdminInfo),
    enabled: Boolean(token),
  });
}

/** Codes "sent" while the server has no mail/SMS gateway. Production answers 404. */
export const fetchDevOutbox = (to: string) =>
  call(api.devOutbox, { query: { to } }, { ...anonymous, silent: true });

/** Whether this browser may read the dev outbox here: asked once per page load, never toasted. */
export function useDevOutboxAvailable(): boolean {
  const probe = useQuery({
    queryKey: endpointKey(api.devOutboxEnabled),
    queryFn: () => call(api.devOutboxEnabled, undefined, { ...anonymous, silent: true }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return probe.data?.enabled === true;
}
