import { CURRENT_TERMS, type RegisterBody, UserType, VerifyType } from '@renli/contracts';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.ts';
import { conflict, forbidden } from '../../core/http/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { createCompany, isCompNameTaken } from '../company/service.ts';
import { createPlatformInfoService } from '../platform/info.ts';
import { companyKey } from './identity-key.ts';
import { findUserByLoginCode, normaliseLoginCode } from './login-codes.ts';
import { hashPassword } from './passwords.ts';
import { users } from './schema.ts';
import { checkVerifyCode, consumeVerifyCode } from './verify-codes.ts';

/** `authEndpoints.checkCompName`: whether a company may still register under this name. */
export async function checkCompName(db: DbOrTx, compName: string) {
  return { available: !(await isCompNameTaken(db, compName)) };
}

/** `authEndpoints.register`: a person or, with its company, a company account, proven by a code. */
export async function register(deps: AppDeps, input: RegisterBody) {
  const { db } = deps;
  // The back-office's platform page can close self-service registration.
  if (!(await createPlatformInfoService(deps).publicInfo()).registrationOpen) {
    throw forbidden('auth.registrationClosed');
  }
  const loginCode = normaliseLoginCode(input.userLoginCode);
  // The code first: only the address's owner may learn that it is taken.
  const codeId = await checkVerifyCode(db, {
    loginCode,
    verifyType: VerifyType.REGISTER,
    code: input.verifyCode,
  });
  if (await findUserByLoginCode(db, loginCode)) throw conflict('auth.loginCodeTaken');
  const isCompany = input.userType === UserType.COMPANY;
  if (isCompany && (await isCompNameTaken(db, input.compName!))) throw conflict('auth.compNameTaken');
  const passwordHash = await hashPassword(input.password);
  const userName = input.userName ?? (isCompany ? input.compName! : loginCode.split('@')[0]!);
  let created: { userId: number; compId: number | null };
  try {
    created = await db.transaction(async (tx) => {
      await consumeVerifyCode(tx, codeId);
      const [user] = await tx
        .insert(users)
        .values({
          loginCode,
          mobile: loginCode.includes('@') ? null : loginCode,
          email: loginCode.includes('@') ? loginCode : null,
          passwordHash,
          userType: input.userType,
          userName,
          // The body's schema refuses a registration without consent: this records what was accepted.
          termsVersion: CURRENT_TERMS.version,
          termsAcceptedAt: new Date(),
        })
        .returning({ id: users.id });
      if (isCompany) {
        const company = await createCompany(tx, {
          compName: input.compName!,
          ownerUserId: user!.id,
          contact: {
            name: input.userName ?? null,
            phone: loginCode.includes('@') ? null : loginCode,
            email: loginCode.includes('@') ? loginCode : null,
          },
        });
        await tx
          .update(users)
          .set({ lastIdentityKey: companyKey(company.id) })
          .where(eq(users.id, user!.id));
        return { userId: user!.id, compId: company.id };
      }
      return { userId: user!.id, compId: null };
    });
  } catch (error) {
    // Two people racing for the same login code or company name: the unique index decides.
    if (isUniqueViolation(error)) {
      throw conflict(isCompany ? 'auth.compNameTaken' : 'auth.loginCodeTaken');
    }
    throw error;
  }
  await deps.events.emit('user.profileChanged', { userId: created.userId });
  if (created.compId !== null) await deps.events.emit('company.created', { compId: created.compId });
  return { userId: created.userId };
}
