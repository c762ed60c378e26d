import type { TrialApply } from '@renli/contracts';
import { tooManyRequests } from '../../core/http/errors.ts';
import type { RateLimitStore } from '../../core/http/rate-limit.ts';
import type { DbOrTx } from '../../db/client.ts';
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
