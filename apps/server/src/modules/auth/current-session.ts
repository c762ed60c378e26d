import { eq } from 'drizzle-orm';
import type { EffectiveColumns } from '../../core/access.ts';
import type { AuthContext } from '../../core/http/auth.ts';
import { unauthorized } from '../../core/http/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { effectiveColumns } from '../permissions/access.ts';
import { listIdentities } from './identities.ts';
import { platformAdmins, users } from './schema.ts';

type UserAuth = Extract<AuthContext, { kind: 'user' }>;
type AdminAuth = Extract<AuthContext, { kind: 'admin' }>;

/** The session's login; a login gone since the session began is 401. */
export async function loadUser(db: DbOrTx, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw unauthorized();
  return user;
}

/** The login, the identity the session acts as (401 once it is closed) and all its identities. */
export async function currentIdentity(db: DbOrTx, auth: UserAuth) {
  const user = await loadUser(db, auth.userId);
  const identities = await listIdentities(db, user);
  const identity = identities.find((i) => i.key === auth.identityKey && i.loginOpen);
  if (!identity) throw unauthorized();
  return { user, identity, identities };
}

/** `authEndpoints.selectUserInfoByToken`: who the session is. */
export async function currentSession(db: DbOrTx, auth: UserAuth, token: string) {
  const { user, identity } = await currentIdentity(db, auth);
  return { user, identity, token };
}

/** The identity and its effective columns (docs/product/auth.md); a person has no company columns. */
export async function authSummary(db: DbOrTx, auth: UserAuth) {
  const { identity } = await currentIdentity(db, auth);
  const access: EffectiveColumns =
    auth.compId === null
      ? { columns: {}, closedColumns: [] }
      : await effectiveColumns(db, {
          compId: auth.compId,
          staffId: auth.staffId,
          isCompany: auth.staffId === null,
          staffAdmin: identity.staffAdmin === 1,
        });
  return { identity, access };
}

/** `authEndpoints.selectAdminInfo`: who the admin session is. */
export async function adminInfo(db: DbOrTx, auth: AdminAuth) {
  const [admin] = await db.select().from(platformAdmins).where(eq(platformAdmins.id, auth.adminId)).limit(1);
  if (!admin) throw unauthorized();
  return { adminId: admin.id, name: admin.name, userLoginCode: admin.loginCode };
}
