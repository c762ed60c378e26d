import { and, desc, eq, gt, inArray, isNull, like, ne, or } from 'drizzle-orm';
import type { AuthContext, TokenResolution } from '../../core/http/auth.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { companyKey, parseIdentityKey } from './identity-key.ts';
import { sessions, users } from './schema.ts';
import { hashToken, newToken } from './tokens.ts';

/** Where a request that starts a session came from (kept on the session for its security screen). */
export interface ClientMeta {
  ip: string;
  userAgent?: string | undefined;
}

export interface NewSession {
  kind: 'user' | 'admin';
  userId?: number;
  adminId?: number;
  identityKey: string;
  ttlHours: number;
  ip?: string;
  userAgent?: string;
}

export async function issueSession(db: DbOrTx, input: NewSession): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    kind: input.kind,
    userId: input.userId ?? null,
    adminId: input.adminId ?? null,
    identityKey: input.identityKey,
    expiresAt: new Date(Date.now() + input.ttlHours * 3600_000),
    ip: input.ip ?? null,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

export async function revokeSession(db: DbOrTx, tokenHash: string) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, tokenHash));
}

/** Password changes end every session of the login; `keep` spares none unless given. */
export async function revokeUserSessions(db: DbOrTx, userId: number, keep?: string) {
  const live = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(keep ? and(live, ne(sessions.tokenHash, keep)) : live);
}

/** A login's user sessions, newest first, for its own security screen (`limit` bounds the history). */
export async function listUserSessions(db: DbOrTx, userId: number, limit: number) {
  return db
    .select({
      tokenHash: sessions.tokenHash,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.kind, 'user')))
    .orderBy(desc(sessions.createdAt))
    .limit(limit);
}

/**
 * Closing a company ends every session acting as it: the company account's ('company:<id>') and
 * its staff members' ('staff:<id>:<staffId>'). The logins themselves stay usable elsewhere.
 */
export async function revokeCompanySessions(db: DbOrTx, compId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        isNull(sessions.revokedAt),
        or(eq(sessions.identityKey, companyKey(compId)), like(sessions.identityKey, `staff:${compId}:%`)),
      ),
    );
}

/** Ends every live session acting as these identities (e.g. staff members whose login was closed). */
export async function revokeIdentitySessions(db: DbOrTx, identityKeys: string[]) {
  if (identityKeys.length === 0) return;
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(inArray(sessions.identityKey, identityKeys), isNull(sessions.revokedAt)));
}

export async function revokeAdminSessions(db: DbOrTx, adminId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.adminId, adminId), isNull(sessions.revokedAt)));
}

/**
 * Which of these user sessions (token hashes) are still live: not revoked, not expired, their login
 * open. A browser's chat userSig is bound to one (docs/security.md, "Chat follows the login session").
 */
export async function liveUserSessions(db: DbOrTx, tokenHashes: string[]): Promise<Map<string, number>> {
  if (tokenHashes.length === 0) return new Map();
  const rows = await db
    .select({ tokenHash: sessions.tokenHash, userId: sessions.userId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.tokenHash, tokenHashes),
        eq(sessions.kind, 'user'),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.status, 1),
      ),
    );
  return new Map(rows.map((r) => [r.tokenHash, r.userId!]));
}

/**
 * Unknown tokens answer 401; expired or revoked ones answer 406 so the client can say
 * "login information expired" rather than "please log in".
 */
export function createSessionResolver(db: Database) {
  return async (token: string): Promise<TokenResolution> => {
    const tokenHash = hashToken(token);
    const [row] = await db
      .select({ session: sessions, userType: users.userType, userStatus: users.status })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, tokenHash))
      .limit(1);
    if (!row) return 'unknown';
    const { session } = row;
    if (session.revokedAt || session.expiresAt.getTime() <= Date.now()) return 'expired';
    if (session.kind === 'admin') return { kind: 'admin', tokenHash, adminId: session.adminId! };
    if (row.userStatus !== 1) return 'expired';
    const identity = parseIdentityKey(session.identityKey);
    const context: AuthContext = {
      kind: 'user',
      tokenHash,
      userId: session.userId!,
      identityKey: session.identityKey,
      userType: identity.userType,
      compId: identity.compId,
      staffId: identity.staffId,
    };
    return context;
  };
}
