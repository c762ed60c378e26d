import { and, eq, lte, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { chatDeletedMessages, type chatMentions, chatMessages, chatThreadStates } from './schema.ts';

/**
 * Which stored messages a user still sees, as SQL conditions shared by history, catch-up, the
 * conversation list and search.
 */

/** Not deleted for `userID` ("delete for me"). */
export const notDeletedFor = (db: DbOrTx, userID: string) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(chatDeletedMessages)
      .where(
        and(
          eq(chatDeletedMessages.userId, userID),
          eq(chatDeletedMessages.threadId, chatMessages.threadId),
          eq(chatDeletedMessages.seq, chatMessages.seq),
        ),
      ),
  );

/** Former group members see nothing after the notice of their leaving (joined thread state). */
export const withinMembership = (seq: typeof chatMessages.seq | typeof chatMentions.seq) =>
  or(eq(chatThreadStates.leftSeq, 0), lte(seq, chatThreadStates.leftSeq));
