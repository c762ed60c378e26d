import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, tooManyRequests } from '../../http/errors.ts';
import type { RateLimitStore } from '../../http/rate-limit.ts';
import { type Locale, translate } from '../../i18n/index.ts';
import type { Notifier } from '../../notify/notifier.ts';
import { verificationCodes } from './schema.ts';

const RESEND_COOLDOWN_SECONDS = 60;
const MAX_ATTEMPTS = 5;

const digestCode = (loginCode: string, code: string) =>
  createHash('sha256').update(`${loginCode}:${code}`).digest('hex');

export interface VerifyCodeDeps {
  db: DbOrTx;
  rateLimits: RateLimitStore;
  notifier: Notifier;
  ttlSeconds: number;
}

/** Sends a fresh 6-digit code; only its digest is stored. One code per address per minute. */
export async function sendVerifyCode(
  deps: VerifyCodeDeps,
  input: { loginCode: string; verifyType: number; locale: Locale },
): Promise<void> {
  if (!deps.notifier.canDeliver(input.loginCode)) {
    throw new AppError(501, 'auth.codeUndeliverable');
  }
  const cooldownKey = `verify:${input.verifyType}:${input.loginCode}`;
  if ((await deps.rateLimits.hit(cooldownKey, RESEND_COOLDOWN_SECONDS)) > 1) {
    throw tooManyRequests('auth.codeTooSoon', { seconds: RESEND_COOLDOWN_SECONDS });
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await deps.db.insert(verificationCodes).values({
    loginCode: input.loginCode,
    verifyType: input.verifyType,
    codeHash: digestCode(input.loginCode, code),
    expiresAt: new Date(Date.now() + deps.ttlSeconds * 1000),
  });
  await deps.notifier.send({
    to: input.loginCode,
    subject: translate(input.locale, 'auth.codeSubject'),
    text: translate(input.locale, 'auth.codeText', { code, minutes: Math.round(deps.ttlSeconds / 60) }),
    code,
  });
}

/**
 * Checks a code against the newest live one for the address and returns its id. Wrong guesses
 * are counted outside any caller's transaction (so a rollback cannot undo them), and after five
 * the code is dead: six digits cannot be brute-forced.
 */
export async function checkVerifyCode(
  db: DbOrTx,
  input: { loginCode: string; verifyType: number; code: string },
): Promise<number> {
  const [latest] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.loginCode, input.loginCode),
        eq(verificationCodes.verifyType, input.verifyType),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  const usable = latest && latest.expiresAt.getTime() > Date.now() && latest.attempts < MAX_ATTEMPTS;
  if (!usable) throw badRequest('auth.codeWrong');
  if (latest.codeHash !== digestCode(input.loginCode, input.code)) {
    await db
      .update(verificationCodes)
      .set({ attempts: latest.attempts + 1 })
      .where(eq(verificationCodes.id, latest.id));
    throw badRequest('auth.codeWrong');
  }
  return latest.id;
}

/** Marks a checked code used inside the caller's transaction; a code can be used once only. */
export async function consumeVerifyCode(tx: DbOrTx, codeId: number): Promise<void> {
  const used = await tx
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (used.length === 0) throw badRequest('auth.codeWrong');
}
