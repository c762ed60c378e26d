import { EntryStatus } from '@renli/contracts';
import { eq } from 'drizzle-orm';
import { AppError, notFound, tooManyRequests } from '../../core/http/errors.ts';
import type { RateLimitStore } from '../../core/http/rate-limit.ts';
import type { DbOrTx } from '../../db/client.ts';
import { hashFormToken, linkOpen } from './form-token.ts';
import { staffEntryMessages as m } from './messages.ts';
import { staffEntries } from './schema.ts';

// Who may use the public registration form: whoever holds a link's token, while the link is open
// and its entry pending (docs/product/staff.md, "Entry (入职)").

const GONE = 410;
/** Per address and hour, all form calls together: a family filling in forms behind one router, not a crawler. */
const FORM_LIMIT = { perWindow: 300, windowSeconds: 3600 };

export async function guardFormRate(rateLimits: RateLimitStore, ip: string): Promise<void> {
  if ((await rateLimits.hit(`staffEntry:form:ip:${ip}`, FORM_LIMIT.windowSeconds)) > FORM_LIMIT.perWindow) {
    throw tooManyRequests(m['staffEntry.tooMany']);
  }
}

/**
 * The entry a token opens (locked with `forUpdate`): unknown tokens answer 404, an expired link or
 * an entry already confirmed or cancelled 410, both "链接已失效，请联系 HR 重新发送".
 */
export async function entryOfToken(db: DbOrTx, token: string, forUpdate = false) {
  const query = db
    .select()
    .from(staffEntries)
    .where(eq(staffEntries.linkTokenHash, hashFormToken(token)));
  const [entry] = await (forUpdate ? query.for('update') : query);
  if (!entry) throw notFound(m['staffEntry.link.invalid']);
  if (entry.status !== EntryStatus.PENDING || !linkOpen(entry.linkExpiresAt)) {
    throw new AppError(GONE, m['staffEntry.link.invalid']);
  }
  return entry;
}
