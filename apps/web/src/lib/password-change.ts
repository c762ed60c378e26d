import { securityLevelOf, UserType } from '@renli/contracts';
import { z } from 'zod';
import { http } from './http.ts';
import { hashPassword } from './md5.ts';

const PASSWORD_PATHS: Record<number, string> = {
  [UserType.PERSON]: '/userMember/updatePassWord',
  [UserType.COMPANY]: '/compMemberCtl/updatePassWord',
  [UserType.STAFF]: '/compStffMember/updatePassWord',
};

/**
 * Each identity changes the password at its own endpoint (spec section 7). The security level is
 * rated here from the typed password, the only place it exists in clear text; the server ends the
 * other sessions of the login.
 */
export function changePassword(identityType: number, oldPassword: string, newPassword: string) {
  const body = {
    oldPassword: hashPassword(oldPassword),
    newPassword: hashPassword(newPassword),
    securityLevel: securityLevelOf(newPassword),
  };
  return http.post(PASSWORD_PATHS[identityType] ?? PASSWORD_PATHS[UserType.PERSON]!, body, {
    silent: true,
    schema: z.null(),
  });
}
