import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { AppError, badRequest, tooManyRequests } from '../../core/http/errors.ts';
import type { RateLimitStore } from '../../core/http/rate-limit.ts';
import { type Locale, translate } from '../../core/i18n/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Notifier } from '../../notify/notifier.ts';
import { verificationCodes } from './schema.ts';

const RESEND_COOLDOWN_SECONDS = 60;
const MAX_ATTEMPTS = 5;
/** Codes one mobile number or e-mail address receives per day, whoever asks. */
const MAX_PER_TARGET_PER_DAY = 10;
const HOUR = 3600;
const DAY = 86_400;

const digestCode = (loginCode: string, code: string) =>
  createHash('sha256').update(`${loginCode}:${code}`).digest('hex');

export interface VerifyCodeDeps {
  db: DbOrTx;
  rateLimits: RateLimitStore;
  notifier: Notifier;
  ttlSeconds: number;
  maxPerAddress: number;
  maxPerMinute: number;
}

/**
 * What a request for a code leads to, decided by the caller from whether the account exists; the
 * answer to the client is the same in every case, so it tells nothing about which accounts exist.
 * `code`: a code is sent; `registered`: the address is told it already has an account (no code);
 * `nothing`: a reset for an address without an account.
 */
export type CodeDelivery = 'code' | 'registered' | 'nothing';

/**
 * Limits in the order a flood meets them: per client address (an hour), per target (one a minute
 * per purpose, ten a day) and for the whole server (a minute); each answers 429 with how long to wait.
 */
async function reserveCodeRequest(deps: VerifyCodeDeps, ip: string, loginCode: string, verifyType: number) {
  const limits: [key: string, windowSeconds: number, max: number, refusal: () => Error][] = [
    [
      `verify:ip:${ip}`,
      HOUR,
      deps.maxPerAddress,
      () => tooManyRequests('auth.codeAddressLimit', { minutes: 60 }),
    ],
    [
      `verify:${verifyType}:${loginCode}`,
      RESEND_COOLDOWN_SECONDS,
      1,
      () => tooManyRequests('auth.codeTooSoon', { seconds: RESEND_COOLDOWN_SECONDS }),
    ],
    [`verify:day:${loginCode}`, DAY, MAX_PER_TARGET_PER_DAY, () => tooManyRequests('auth.codeDailyLimit')],
    ['verify:all', 60, deps.maxPerMinute, () => tooManyRequests('auth.codeBusy')],
  ];
  for (const [key, windowSeconds, max, refusal] of limits) {
    if ((await deps.rateLimits.hit(key, windowSeconds)) > max) throw refusal();
  }
}

/** Sends a fresh 6-digit code (only its digest is stored), or the notice `delivery` asks for. */
export async function sendVerifyCode(
  deps: VerifyCodeDeps,
  input: { loginCode: string; verifyType: number; locale: Locale; ip: string; delivery: CodeDelivery },
): Promise<void> {
  if (!deps.notifier.canDeliver(input.loginCode)) {
    throw new AppError(501, 'auth.codeUndeliverable');
  }
  await reserveCodeRequest(deps, input.ip, input.loginCode, input.verifyType);
  if (input.delivery === 'nothing') return;
  if (input.delivery === 'registered') {
    await deps.notifier.send({
      to: input.loginCode,
      subject: translate(input.locale, 'auth.codeSubject'),
      text: translate(input.locale, 'auth.alreadyRegisteredText'),
    });
    return;
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
 * Checks a code against the newest live one for the address and returns its id. Every check is
 * counted, outside any caller's transaction (so a rollback cannot undo it), and after five the code
 * is dead: six digits cannot be brute-forced, in sequence or in parallel.
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
  if (!latest || latest.expiresAt.getTime() <= Date.now()) throw badRequest('auth.codeWrong');
  // Each check first takes one of the code's attempts in a single statement, so parallel guesses
  // cannot all slip in before the count is written (issue 14).
  const [attempt] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, latest.id), lt(verificationCodes.attempts, MAX_ATTEMPTS)))
    .returning({ id: verificationCodes.id });
  if (!attempt || latest.codeHash !== digestCode(input.loginCode, input.code)) {
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
