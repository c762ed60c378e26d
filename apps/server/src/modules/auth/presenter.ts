import type { AuthSummary, Identity, Session } from '@renli/contracts';
import type { EffectiveColumns } from '../../core/access.ts';
import type { ResolvedIdentity } from './identities.ts';
import type { users } from './schema.ts';

type UserRow = typeof users.$inferSelect;

/** docs/product/auth.md: systemId is 2 unless a caller works in the staff centre. */
const DEFAULT_SYSTEM_ID = 2;

export function presentSession(token: string, user: UserRow, identity: ResolvedIdentity): Session {
  return {
    access_token: token,
    userId: user.id,
    compId: identity.compId,
    compName: identity.compName,
    userName: identity.displayName,
    userFace: user.userFace,
    sex: user.sex,
    userSign: identity.userType,
    systemSign: identity.sysType,
    staffType: identity.staffType,
    module: null,
    compAdmin: identity.compAdmin,
    staffAdmin: identity.staffAdmin,
    userStaffAdmin: identity.adminScope,
    systemId: DEFAULT_SYSTEM_ID,
    mustChangePassword: user.mustChangePassword,
    user: {
      sysType: identity.sysType,
      userId: user.id,
      userLoginCode: user.loginCode,
      userName: identity.displayName,
      userType: identity.userType,
      vipId: identity.compId,
    },
  };
}

export function presentAuthSummary(identity: ResolvedIdentity, access: EffectiveColumns): AuthSummary {
  const scopes = identity.adminScope.split(',').filter((s): s is 'hrm' | 'hro' => s === 'hrm' || s === 'hro');
  return {
    userType: identity.userType,
    compAdmin: identity.compAdmin,
    staffAdmin: identity.staffAdmin,
    scopes: identity.compAdmin === 1 || identity.staffAdmin === 1 ? scopes : [],
    isPlatformAdmin: false,
    columns: access.columns,
    closedColumns: access.closedColumns,
  };
}

export function presentIdentity(identity: ResolvedIdentity, currentKey: string): Identity {
  return {
    identityKey: identity.key,
    userType: identity.userType,
    compId: identity.compId,
    compName: identity.compName,
    displayName: identity.displayName,
    current: identity.key === currentKey,
  };
}
