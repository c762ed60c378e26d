import { VerifyType } from '@renli/contracts';
import type { AppDeps } from '../../core/deps.ts';
import type { Locale } from '../../core/i18n/index.ts';
import { findUserByLoginCode, normaliseLoginCode } from './login-codes.ts';
import { type CodeDelivery, sendVerifyCode } from './verify-codes.ts';

/**
 * `authEndpoints.verifyCode`. Answers alike whether or not the account exists (docs/security.md): a
 * taken address asking to register is told so in its own inbox, an unknown address asking to reset
 * gets nothing.
 */
export async function requestVerifyCode(
  deps: AppDeps,
  input: { userLoginCode: string; verifyType: number },
  locale: Locale,
  ip: string,
) {
  const { db, config } = deps;
  const loginCode = normaliseLoginCode(input.userLoginCode);
  const exists = Boolean(await findUserByLoginCode(db, loginCode));
  let delivery: CodeDelivery = 'code';
  if (input.verifyType === VerifyType.REGISTER && exists) delivery = 'registered';
  if (input.verifyType === VerifyType.GENERAL && !exists) delivery = 'nothing';
  await sendVerifyCode(
    {
      db,
      rateLimits: deps.rateLimits,
      notifier: deps.notifier,
      ttlSeconds: config.VERIFY_CODE_TTL_SECONDS,
      maxPerAddress: config.VERIFY_CODE_MAX_PER_ADDRESS,
      maxPerMinute: config.VERIFY_CODE_MAX_PER_MINUTE,
    },
    { loginCode, verifyType: input.verifyType, locale, ip, delivery },
  );
}
