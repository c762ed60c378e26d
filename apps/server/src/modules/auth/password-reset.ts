import { type ResetPasswordBody, VerifyType } from '@renli/contracts';
import { badRequest } from '../../core/http/errors.ts';
import type { Database } from '../../db/client.ts';
import { findUserByLoginCode, normaliseLoginCode } from './login-codes.ts';
import { replaceUserPassword } from './password-change.ts';
import { hashPassword } from './passwords.ts';
import { checkVerifyCode, consumeVerifyCode } from './verify-codes.ts';

/** `authEndpoints.resetPassword`: a forgotten password replaced by whoever reads the code sent to the address. */
export async function resetPassword(db: Database, input: ResetPasswordBody) {
  const loginCode = normaliseLoginCode(input.userLoginCode);
  const user = await findUserByLoginCode(db, loginCode);
  if (!user) throw badRequest('auth.codeWrong');
  const codeId = await checkVerifyCode(db, {
    loginCode,
    verifyType: VerifyType.GENERAL,
    code: input.verifyCode,
  });
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await consumeVerifyCode(tx, codeId);
    // The reset form does not rate the new password, so the stored level no longer applies.
    await replaceUserPassword(tx, user.id, passwordHash, null);
  });
}
