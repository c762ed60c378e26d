import {
  type Review,
  type TrialApply,
  type TrialListQuery,
  type TrialRow,
  TrialStatus,
  trialListQuerySchema,
} from '@renli/contracts';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { conflict, notFound, tooManyRequests } from '../../http/errors.ts';
import type { RateLimitStore } from '../../http/rate-limit.ts';
import { platformAdmins } from '../auth/schema.ts';
import { companyMessages as m } from './messages.ts';
import { trialApplications } from './schema.ts';

/** Per address and hour: enough for a colleague or two, not for a flood of fake leads. */
const TRIAL_LIMIT = { perWindow: 5, windowSeconds: 3600 };

export async function applyForTrial(db: DbOrTx, rateLimits: RateLimitStore, input: TrialApply, ip: string) {
  if ((await rateLimits.hit(`trial:ip:${ip}`, TRIAL_LIMIT.windowSeconds)) > TRIAL_LIMIT.perWindow) {
    throw tooManyRequests(m['company.trialTooMany']);
  }
  const [row] = await db
    .insert(trialApplications)
    .values({ ...input, ip })
    .returning({ id: trialApplications.id });
  return { id: row!.id };
}

export async function listTrials(db: DbOrTx, query: TrialListQuery) {
  const { pageNum, pageSize, applyStatus, keyword } = trialListQuerySchema.parse(query);
  const conditions: SQL[] = [];
  if (applyStatus !== undefined) conditions.push(eq(trialApplications.applyStatus, applyStatus));
  if (keyword) {
    const pattern = containing(keyword);
    conditions.push(
      or(
        ilike(trialApplications.compName, pattern),
        ilike(trialApplications.contactName, pattern),
        ilike(trialApplications.mobile, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: trialApplications, handledBy: platformAdmins.name })
      .from(trialApplications)
      .leftJoin(platformAdmins, eq(platformAdmins.id, trialApplications.handledBy))
      .where(where)
      .orderBy(desc(eq(trialApplications.applyStatus, TrialStatus.PENDING)), desc(trialApplications.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(trialApplications).where(where),
  ]);
  const list = rows.map(
    ({ row, handledBy }): TrialRow => ({
      id: row.id,
      compName: row.compName,
      contactName: row.contactName,
      mobile: row.mobile,
      email: row.email,
      note: row.note,
      applyStatus: row.applyStatus,
      reason: row.reason,
      handledBy,
      handledAt: row.handledAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    }),
  );
  return { list, total: total?.n ?? 0, pageNum, pageSize };
}

/**
 * Marks a pending application handled and records who did it. It creates no account: the applicant
 * registers on /register, so their password never passes through anyone else's hands.
 */
export async function reviewTrial(db: DbOrTx, adminId: number, input: Review) {
  const [row] = await db
    .update(trialApplications)
    .set({
      applyStatus: input.applyStatus,
      reason: input.reason ?? null,
      handledBy: adminId,
      handledAt: new Date(),
    })
    .where(and(eq(trialApplications.id, input.id), eq(trialApplications.applyStatus, TrialStatus.PENDING)))
    .returning({ id: trialApplications.id });
  if (row) return;
  const [exists] = await db
    .select({ id: trialApplications.id })
    .from(trialApplications)
    .where(eq(trialApplications.id, input.id));
  throw exists ? conflict(m['company.notPending']) : notFound(m['company.applicationNotFound']);
}
