import { UserType } from '@renli/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { type CompanySummary, companiesOwnedBy } from '../company/service.ts';
import { type StaffIdentity, staffIdentitiesOf } from '../staff/records.ts';
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

function asOwner(user: UserRow, c: CompanySummary): ResolvedIdentity {
  return {
    key: companyKey(c.id),
    userType: UserType.COMPANY,
    compId: c.id,
    compName: c.compName,
    sysType: c.sysType,
    displayName: user.userName,
    staffType: null,
    compAdmin: 1,
    staffAdmin: 0,
    adminScope: 'hrm,hro',
    loginOpen: true,
  };
}

function asStaff(s: StaffIdentity): ResolvedIdentity {
  return {
    key: staffKey(s.compId, s.staffId),
    userType: UserType.STAFF,
    compId: s.compId,
    compName: s.compName,
    sysType: s.sysType,
    displayName: s.staffName,
    staffType: s.employeeType,
    compAdmin: 0,
    staffAdmin: s.staffAdmin === 1 ? 1 : 0,
    adminScope: s.adminScope,
    loginOpen: s.loginOpen,
  };
}

/**
 * The companies the login owns and its staff records (both from their modules, closed companies
 * left out); a person account also acts as itself, company and staff-only logins only inside companies.
 */
export async function listIdentities(db: DbOrTx, user: UserRow): Promise<ResolvedIdentity[]> {
  const owned = (await companiesOwnedBy(db, [user.id])).filter((c) => c.active);
  const staffed = await staffIdentitiesOf(db, user.id);
  const inCompanies = [...owned.map((c) => asOwner(user, c)), ...staffed.map(asStaff)];
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
