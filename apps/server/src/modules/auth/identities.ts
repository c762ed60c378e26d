import { UserType } from '@renli/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { type CompanyIdentity, listCompanyIdentities } from '../org/service.ts';
import { companyKey, personKey, staffKey } from './identity-key.ts';
import type { users } from './schema.ts';

type UserRow = typeof users.$inferSelect;

/** Everything the session presenter needs about who a login is acting as. */
export interface ResolvedIdentity {
  key: string;
  userType: number;
  compId: number | null;
  compName: string | null;
  sysType: number;
  displayName: string;
  staffType: number | null;
  compAdmin: 0 | 1;
  staffAdmin: 0 | 1;
  adminScope: string;
  loginOpen: boolean;
}

function fromCompany(user: UserRow, c: CompanyIdentity): ResolvedIdentity {
  const isOwner = c.kind === 'company';
  return {
    key: isOwner ? companyKey(c.compId) : staffKey(c.compId, c.staffId!),
    userType: isOwner ? UserType.COMPANY : UserType.STAFF,
    compId: c.compId,
    compName: c.compName,
    sysType: c.sysType,
    displayName: isOwner ? user.userName : (c.staffName ?? user.userName),
    staffType: c.employeeType,
    compAdmin: isOwner ? 1 : 0,
    staffAdmin: c.staffAdmin === 1 ? 1 : 0,
    adminScope: c.adminScope,
    loginOpen: c.loginOpen,
  };
}

/** A person account also acts as itself; company and staff-only logins act only inside companies. */
export async function listIdentities(db: DbOrTx, user: UserRow): Promise<ResolvedIdentity[]> {
  const inCompanies = (await listCompanyIdentities(db, user.id)).map((c) => fromCompany(user, c));
  if (user.userType !== UserType.PERSON) return inCompanies;
  const personal: ResolvedIdentity = {
    key: personKey(),
    userType: UserType.PERSON,
    compId: null,
    compName: null,
    sysType: 0,
    displayName: user.userName,
    staffType: null,
    compAdmin: 0,
    staffAdmin: 0,
    adminScope: '',
    loginOpen: true,
  };
  return [personal, ...inCompanies];
}

/**
 * Where a login lands: the identity it used last if still open, else its own company, else its
 * first open staff record, else its personal identity.
 */
export function pickDefaultIdentity(
  user: UserRow,
  identities: ResolvedIdentity[],
): ResolvedIdentity | undefined {
  const open = identities.filter((i) => i.loginOpen);
  return (
    open.find((i) => i.key === user.lastIdentityKey) ??
    open.find((i) => i.userType === UserType.COMPANY) ??
    open.find((i) => i.userType === UserType.STAFF) ??
    open[0]
  );
}
