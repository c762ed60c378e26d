import { createHash } from 'node:crypto';
import type { MemberProfile, SessionsOverview, UpdateProfileBody } from '@renli/contracts';
import type { AppDeps } from '../../core/deps.ts';
import type { AuthContext } from '../../core/http/auth.ts';
import { notFound, unauthorized } from '../../core/http/errors.ts';
import type { Locale } from '../../core/i18n/index.ts';
import { findOwnAccount, updateUserProfile } from '../auth/profiles.ts';
import { listUserSessions, revokeSession, revokeUserSessions } from '../auth/sessions.ts';
import { describeDevice } from './device.ts';
import { settingsMessages as m } from './messages.ts';

type UserAuth = Extract<AuthContext, { kind: 'user' }>;

/** Sessions looked at for the list and the history; a login rarely has more than a few live ones. */
const SESSION_SCAN = 200;
const HISTORY_SIZE = 20;

/**
 * The id shown for a session: a hash of its stored token hash, so the list never reveals what a
 * session lookup keys on, yet the server can find the row again among the login's own sessions.
 */
export const sessionIdOf = (tokenHash: string) =>
  createHash('sha256').update(`session-id:${tokenHash}`).digest('hex').slice(0, 24);

export function createSettingsService(deps: AppDeps) {
  const { db } = deps;

  async function profile(auth: UserAuth): Promise<MemberProfile> {
    const account = await findOwnAccount(db, auth.userId);
    if (!account) throw unauthorized();
    return {
      userId: account.userId,
      userType: account.userType,
      identityType: auth.userType,
      userLoginCode: account.loginCode,
      userName: account.userName,
      userFace: account.userFace ?? '',
      sex: account.sex,
      email: account.email,
      mobile: account.mobile,
      securityLevel: account.securityLevel,
      passwordChangedAt: account.passwordChangedAt?.toISOString() ?? null,
      createdAt: account.createdAt.toISOString(),
    };
  }

  async function liveSessions(userId: number) {
    const now = Date.now();
    const rows = await listUserSessions(db, userId, SESSION_SCAN);
    return { rows, live: rows.filter((r) => !r.revokedAt && r.expiresAt.getTime() > now), now };
  }

  return {
    profile,

    /** Name and avatar changes reach the chat (nick, face) through `user.profileChanged`. */
    async updateProfile(auth: UserAuth, input: UpdateProfileBody): Promise<MemberProfile> {
      const before = await profile(auth);
      await updateUserProfile(db, auth.userId, input);
      const shownChanged =
        input.userName !== before.userName ||
        (input.userFace !== undefined && input.userFace !== before.userFace);
      if (shownChanged) await deps.events.emit('user.profileChanged', { userId: auth.userId });
      return profile(auth);
    },

    async sessions(auth: UserAuth, locale: Locale): Promise<SessionsOverview> {
      const account = await findOwnAccount(db, auth.userId);
      const { rows, live, now } = await liveSessions(auth.userId);
      return {
        securityLevel: account?.securityLevel ?? null,
        sessions: live.map((r) => ({
          id: sessionIdOf(r.tokenHash),
          device: describeDevice(r.userAgent, locale),
          ip: r.ip,
          createdAt: r.createdAt.toISOString(),
          expiresAt: r.expiresAt.toISOString(),
          current: r.tokenHash === auth.tokenHash,
        })),
        history: rows.slice(0, HISTORY_SIZE).map((r) => ({
          id: sessionIdOf(r.tokenHash),
          device: describeDevice(r.userAgent, locale),
          ip: r.ip,
          createdAt: r.createdAt.toISOString(),
          state: r.revokedAt ? 'ended' : r.expiresAt.getTime() <= now ? 'expired' : 'live',
        })),
      };
    },

    /** Only the caller's own live sessions can be found by id; ending the current one logs out. */
    async revokeSession(auth: UserAuth, id: string) {
      const { live } = await liveSessions(auth.userId);
      const target = live.find((r) => sessionIdOf(r.tokenHash) === id);
      if (!target) throw notFound(m['settings.sessionNotFound']);
      await revokeSession(db, target.tokenHash);
      return { current: target.tokenHash === auth.tokenHash };
    },

    async revokeOtherSessions(auth: UserAuth) {
      const { live } = await liveSessions(auth.userId);
      await revokeUserSessions(db, auth.userId, auth.tokenHash);
      return { revoked: live.filter((r) => r.tokenHash !== auth.tokenHash).length };
    },
  };
}
