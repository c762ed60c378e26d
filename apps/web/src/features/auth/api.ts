import {
  type AuthSummary,
  authSummarySchema,
  checkCompNameResultSchema,
  type Identity,
  identitySchema,
  type OutboxEntry,
  outboxEntrySchema,
  type Session,
  sessionSchema,
  tokenResultSchema,
  type UserType,
  VerifyType,
} from '@renli/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../lib/http.ts';
import { hashPassword } from '../../lib/md5.ts';
import { type AuthKind, getStoredUser, storeUser, useToken } from '../../lib/session.ts';

/**
 * Every auth call of the web app, one function each (spec section 7). Functions taking a password
 * take what the user typed and hash it here, so no caller can send a clear-text password by mistake.
 * Calls made from forms are `silent`: the form shows the error next to the field.
 */

export const authKeys = {
  all: ['auth'] as const,
  session: ['auth', 'session'] as const,
  summary: ['auth', 'summary'] as const,
  identities: ['auth', 'identities'] as const,
  adminInfo: ['auth', 'adminInfo'] as const,
  devOutbox: ['auth', 'devOutbox'] as const,
};

const nullData = z.null();

export const sendVerifyCode = (userLoginCode: string, verifyType: 1 | 2 = VerifyType.GENERAL) =>
  http.get('/anon/verifyCode', { userLoginCode, verifyType }, { auth: 'none', schema: nullData });

export const checkCompName = (compName: string) =>
  http.get(
    '/anon/trial/checkCompName',
    { compName },
    { auth: 'none', silent: true, schema: checkCompNameResultSchema },
  );

export interface RegisterInput {
  userType: typeof UserType.PERSON | typeof UserType.COMPANY;
  userLoginCode: string;
  password: string;
  verifyCode: string;
  userName?: string;
  compName?: string;
}

export const register = ({ password, ...rest }: RegisterInput) =>
  http.post(
    '/anon/register',
    { ...rest, password: hashPassword(password) },
    { auth: 'none', silent: true, schema: z.object({ userId: z.number() }) },
  );

export const login = (userLoginCode: string, password: string) =>
  http.post(
    '/anon/generateToken',
    { userLoginCode, password: hashPassword(password) },
    { auth: 'none', silent: true, schema: tokenResultSchema },
  );

export const adminLogin = (userLoginCode: string, password: string) =>
  http.post(
    '/anon/generateMngToken',
    { userLoginCode, password: hashPassword(password) },
    { auth: 'none', silent: true, schema: tokenResultSchema },
  );

export const resetPassword = (userLoginCode: string, verifyCode: string, password: string) =>
  http.post(
    '/anon/resetPassword',
    { userLoginCode, verifyCode, password: hashPassword(password) },
    { auth: 'none', silent: true, schema: nullData },
  );

/** Revokes the token on the server. Failures are ignored: the caller forgets the token either way. */
export const logout = (kind: AuthKind) =>
  http.get('/invalidToken', undefined, { auth: kind, silent: true }).catch(() => null);

export const fetchSession = async (): Promise<Session> => {
  const session = await http.get('/companyMemberCtl/selectUserInfoByToken', undefined, {
    schema: sessionSchema,
  });
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

export const fetchAuthSummary = (): Promise<AuthSummary> =>
  http.get('/selectAuthByToken', undefined, { schema: authSummarySchema });

export function useAuthSummary() {
  const token = useToken('user');
  return useQuery({ queryKey: authKeys.summary, queryFn: fetchAuthSummary, enabled: Boolean(token) });
}

export const fetchIdentities = (): Promise<Identity[]> =>
  http.get('/changeUserList', undefined, { schema: z.array(identitySchema) });

export function useIdentities() {
  const token = useToken('user');
  return useQuery({ queryKey: authKeys.identities, queryFn: fetchIdentities, enabled: Boolean(token) });
}

/** Returns the token of the chosen identity; the server has already revoked the old one. */
export const changeIdentity = (identityKey: string) =>
  http.get('/anon/changeUser', { identityKey }, { auth: 'user', schema: tokenResultSchema });

export const updateAdminPassword = (oldPassword: string, newPassword: string) =>
  http.post(
    '/adminCtl/updateAdminPassword',
    { oldPassword: hashPassword(oldPassword), newPassword: hashPassword(newPassword) },
    { auth: 'admin', silent: true, schema: nullData },
  );

export const adminInfoSchema = z.object({ adminId: z.number(), name: z.string(), userLoginCode: z.string() });
export type AdminInfo = z.infer<typeof adminInfoSchema>;

export const fetchAdminInfo = (): Promise<AdminInfo> =>
  http.get('/adminCtl/selectAdminInfo', undefined, { auth: 'admin', schema: adminInfoSchema });

export function useAdminInfo() {
  const token = useToken('admin');
  return useQuery({ queryKey: authKeys.adminInfo, queryFn: fetchAdminInfo, enabled: Boolean(token) });
}

/** Codes "sent" while the server has no mail/SMS gateway. Production answers 404. */
export const fetchDevOutbox = (to?: string): Promise<OutboxEntry[]> =>
  http.get('/anon/devOutbox', { to }, { auth: 'none', silent: true, schema: z.array(outboxEntrySchema) });

/** Whether the dev outbox exists here: asked once per page load, never retried, never toasted. */
export function useDevOutboxAvailable(): boolean {
  const probe = useQuery({
    queryKey: authKeys.devOutbox,
    queryFn: () => fetchDevOutbox().then(() => true),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return probe.data === true;
}
