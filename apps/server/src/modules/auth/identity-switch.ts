import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.ts';
import type { AuthContext } from '../../core/http/auth.ts';
import { forbidden } from '../../core/http/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { currentIdentity } from './current-session.ts';
import type { ResolvedIdentity } from './identities.ts';
import { users } from './schema.ts';
import { type ClientMeta, issueSession, revokeSession } from './sessions.ts';

type UserAuth = Extract<AuthContext, { kind: 'user' }>;

/** `authEndpoints.changeUserList`: the identities the login may switch to, and the one the session acts as. */
export async function switchableIdentities(
  db: DbOrTx,
  auth: UserAuth,
): Promise<{ list: ResolvedIdentity[]; currentKey: string }> {
  const { identities } = await currentIdentity(db, auth);
  return { list: identities.filter((i) => i.loginOpen), currentKey: auth.identityKey };
}

/** Switching identity replaces the token: the old one is revoked, the new one acts as the target. */
export async function changeIdentity(deps: AppDeps, auth: UserAuth, identityKey: string, meta: ClientMeta) {
  const { db } = deps;
  const { user, identities } = await currentIdentity(db, auth);
  const target = identities.find((i) => i.key === identityKey && i.loginOpen);
  if (!target) throw forbidden('auth.identityNotFound');
  return db.transaction(async (tx) => {
    await revokeSession(tx, auth.tokenHash);
    await tx.update(users).set({ lastIdentityKey: target.key }).where(eq(users.id, user.id));
    const token = await issueSession(tx, {
      kind: 'user',
      userId: user.id,
      identityKey: target.key,
      ttlHours: deps.config.SESSION_TTL_HOURS,
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
    return { access_token: token };
  });
}
