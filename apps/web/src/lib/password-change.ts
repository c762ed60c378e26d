import { authEndpoints as api, securityLevelOf, UserType } from '@renli/contracts';
import { call } from './endpoint.ts';
import { hashPassword } from './md5.ts';

const PASSWORD_ENDPOINTS = {
  [UserType.PERSON]: api.updateUserPassword,
  [UserType.COMPANY]: api.updateCompanyPassword,
  [UserType.STAFF]: api.updateStaffPassword,
} as const;

/**
 * Each identity changes the password at its own endpoint (docs/product/auth.md). The security level is
 * rated here from the typed password, the only place it exists in clear text; the server ends the
 * other sessions of the login.
 */
export function changePassword(identityType: number, oldPassword: string, newPassword: string) {
  const body = {
    oldPassword: hashPassword(oldPassword),
    newPassword: hashPassword(newPassword),
    securityLevel: securityLevelOf(newPassword),
  };
  const endpoint =
    PASSWORD_ENDPOINTS[identityType as keyof typeof PASSWORD_ENDPOINTS] ??
    PASSWORD_ENDPOINTS[UserType.PERSON];
  return call(endpoint, { body }, { silent: true });
}
