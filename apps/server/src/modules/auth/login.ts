import type { LoginBody } from '@renli/contracts';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.ts';
import type { AuthContext } from '../../core/http/auth.ts';
import { AppError, forbidden, tooManyRequests } from '../../core/http/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { listIdentities, pickDefaultIdentity } from './identities.ts';
import { findUserByLoginCode, normaliseLoginCode } from './login-codes.ts';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './passwords.ts';
import { platformAdmins } from './schema.ts';
import { type ClientMeta, issueSession, revokeSession } from './sessions.ts';

/**
 * Counts attempts per account and per address; a locked account answers 429 with the wait. The
 * attempt is taken before the (slow) password check, atomically, so parallel guesses cannot all
 * be checked against a count none of them has written yet; a success gives it back.
 */
async function guardLoginAttempts({ config, rateLimits }: AppDeps, loginCode: string, ip: string) {
  const window = config.LOGIN_FAILURE_WINDOW_SECONDS;
  const accountKey = `login:acct:${loginCode}`;
  const addressKey = `login:ip:${ip}`;
  const [account, address] = await Promise.all([
    rateLimits.hit(accountKey, window),
    rateLimits.hit(addressKey, window),
  ]);
  if (account > config.LOGIN_MAX_FAILURES_PER_ACCOUNT || address > config.LOGIN_MAX_FAILURES_PER_ADDRESS) {
    throw tooManyRequests('auth.loginLocked', { minutes: Math.ceil(window / 60) });
  }
  return {
    fail: () => new AppError(400, 'auth.loginFailed'),
    succeed: () => Promise.all([rateLimits.reset(accountKey), rateLimits.release(addressKey)]),
  };
}

/** `authEndpoints.login`: a session acting as the login's default identity. */
export async function login(deps: AppDeps, input: LoginBody, meta: ClientMeta) {
  const { db } = deps;
  const loginCode = normaliseLoginCode(input.userLoginCode);
  const attempts = await guardLoginAttempts(deps, loginCode, meta.ip);
  const user = await findUserByLoginCode(db, loginCode);
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!user || !passwordOk) throw attempts.fail();
  if (user.status !== 1) throw forbidden('auth.accountClosed');
  const identity = pickDefaultIdentity(user, await listIdentities(db, user));
  if (!identity) throw forbidden('auth.staffLoginClosed');
  await attempts.succeed();
  const token = await issueSession(db, {
    kind: 'user',
    userId: user.id,
    identityKey: identity.key,
    ttlHours: deps.config.SESSION_TTL_HOURS,
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  return { access_token: token };
}

/** `authEndpoints.adminLogin`: a platform admin's session. */
export async function adminLogin(deps: AppDeps, input: LoginBody, meta: ClientMeta) {
  const { db } = deps;
  const loginCode = normaliseLoginCode(input.userLoginCode);
  const attempts = await guardLoginAttempts(deps, `admin:${loginCode}`, meta.ip);
  const [admin] = await db
    .select()
    .from(platformAdmins)
    .where(eq(platformAdmins.loginCode, loginCode))
    .limit(1);
  const passwordOk = await verifyPassword(input.password, admin?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!admin || !passwordOk) throw attempts.fail();
  if (admin.status !== 1) throw forbidden('auth.accountClosed');
  await attempts.succeed();
  const token = await issueSession(db, {
    kind: 'admin',
    adminId: admin.id,
    identityKey: 'admin',
    ttlHours: deps.config.SESSION_TTL_HOURS,
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  return { access_token: token };
}

/** `authEndpoints.logout`: ends the caller's session. */
export async function logout(db: DbOrTx, auth: AuthContext) {
  await revokeSession(db, auth.tokenHash);
}
