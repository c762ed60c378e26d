import {
  PAYSLIP_IDENTITY_MINUTES,
  type PayslipIdentity,
  type PayslipVerifyBody,
  VerifyType,
} from '@renli/contracts';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { UserAuth } from '../../../core/actor.ts';
import type { AppDeps } from '../../../core/deps.ts';
import { badRequest, forbidden, tooManyRequests } from '../../../core/http/errors.ts';
import type { Locale } from '../../../core/i18n/index.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { loadUser } from '../../auth/current-session.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { checkVerifyCode, consumeVerifyCode, sendVerifyCode } from '../../auth/verify-codes.ts';
import { payslipMessages as m } from './messages.ts';
import { salaryPayslipIdentity } from './schema.ts';

// Opening payslips asks for the identity again (docs/product/salary.md, "Payslips"): the login
// password or a code sent to the login's mobile or e-mail. A confirmation opens them for 15 minutes,
// for the session that made it only, and is kept on the server so a tampered client cannot extend it.

/** Failed confirmations per login in this window before it is refused for the rest of it. */
const FAILURE_WINDOW_SECONDS = 15 * 60;
const MAX_FAILURES = 5;

/** "13800000001" -> "138****0001", "zhang.san@a.com" -> "zh***@a.com". */
export function maskLoginCode(loginCode: string): string {
  const at = loginCode.indexOf('@');
  if (at >= 0) return `${loginCode.slice(0, Math.min(2, at))}***${loginCode.slice(at)}`;
  if (loginCode.length < 7) return `${loginCode.slice(0, 1)}****`;
  return `${loginCode.slice(0, 3)}****${loginCode.slice(-4)}`;
}

/** Until when this session's confirmation holds, or null. */
async function verifiedUntil(db: DbOrTx, auth: UserAuth): Promise<Date | null> {
  const [row] = await db
    .select({ until: salaryPayslipIdentity.verifiedUntil })
    .from(salaryPayslipIdentity)
    .where(
      and(
        eq(salaryPayslipIdentity.tokenHash, auth.tokenHash),
        eq(salaryPayslipIdentity.userId, auth.userId),
        gt(salaryPayslipIdentity.verifiedUntil, new Date()),
      ),
    )
    .limit(1);
  return row?.until ?? null;
}

/** `payslipEndpoints.identity`. */
export async function identityOf(db: DbOrTx, auth: UserAuth): Promise<PayslipIdentity> {
  const [until, user] = await Promise.all([verifiedUntil(db, auth), loadUser(db, auth.userId)]);
  return { verifiedUntil: until?.toISOString() ?? null, codeTarget: maskLoginCode(user.loginCode) };
}

/** The end of this session's confirmation, or 403 asking for one. */
export async function requireIdentity(db: DbOrTx, auth: UserAuth): Promise<Date> {
  const until = await verifiedUntil(db, auth);
  if (!until) throw forbidden(m['payslip.identityRequired']);
  return until;
}

/** `payslipEndpoints.sendCode`: the auth module's codes, under their own purpose (VerifyType.PAYSLIP). */
export async function sendPayslipCode(deps: AppDeps, auth: UserAuth, locale: Locale, ip: string) {
  const { db, config } = deps;
  const user = await loadUser(db, auth.userId);
  await sendVerifyCode(
    {
      db,
      rateLimits: deps.rateLimits,
      notifier: deps.notifier,
      ttlSeconds: config.VERIFY_CODE_TTL_SECONDS,
      maxPerAddress: config.VERIFY_CODE_MAX_PER_ADDRESS,
      maxPerMinute: config.VERIFY_CODE_MAX_PER_MINUTE,
    },
    { loginCode: user.loginCode, verifyType: VerifyType.PAYSLIP, locale, ip, delivery: 'code' },
  );
  return identityOf(db, auth);
}

/**
 * `payslipEndpoints.verify`. Every attempt takes one of five per login and quarter hour first (so
 * parallel guesses cannot slip past the count); a success gives it back.
 */
export async function verifyIdentity(deps: AppDeps, auth: UserAuth, body: PayslipVerifyBody) {
  const { db } = deps;
  const key = `payslip:verify:${auth.userId}`;
  if ((await deps.rateLimits.hit(key, FAILURE_WINDOW_SECONDS)) > MAX_FAILURES) {
    throw tooManyRequests(m['payslip.tooManyAttempts'], { minutes: FAILURE_WINDOW_SECONDS / 60 });
  }
  const user = await loadUser(db, auth.userId);
  let codeId: number | null = null;
  if (body.method === 'password') {
    if (!(await verifyPassword(body.secret, user.passwordHash))) throw badRequest(m['payslip.passwordWrong']);
  } else {
    codeId = await checkVerifyCode(db, {
      loginCode: user.loginCode,
      verifyType: VerifyType.PAYSLIP,
      code: body.secret,
    });
  }
  await deps.rateLimits.release(key);
  const until = new Date(Date.now() + PAYSLIP_IDENTITY_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    if (codeId !== null) await consumeVerifyCode(tx, codeId);
    // Confirmations that ran out are of no use: each new one clears them.
    await tx.delete(salaryPayslipIdentity).where(lt(salaryPayslipIdentity.verifiedUntil, new Date()));
    await tx
      .insert(salaryPayslipIdentity)
      .values({ tokenHash: auth.tokenHash, userId: auth.userId, verifiedUntil: until })
      .onConflictDoUpdate({
        target: salaryPayslipIdentity.tokenHash,
        set: { userId: auth.userId, verifiedUntil: until },
      });
  });
  return { verifiedUntil: until.toISOString(), codeTarget: maskLoginCode(user.loginCode) };
}
