import type { ReadReceiptInfo, WireMessage } from '@renli/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Caller, ChatServices } from './context.ts';
import type { ConversationAccess } from './policy.ts';
import { chatReceipts, chatThreadStates } from './schema.ts';

/** Readers per message of a group thread. */
export async function readCounts(s: ChatServices, access: ConversationAccess, seqs: number[]) {
  const rows = await s.db
    .select({ seq: chatReceipts.seq, n: count() })
    .from(chatReceipts)
    .where(and(eq(chatReceipts.threadId, access.threadId), inArray(chatReceipts.seq, seqs)))
    .groupBy(chatReceipts.seq);
  return new Map(rows.map((r) => [r.seq, r.n]));
}

/**
 * Members other than the sender who have not read: from the group row's maintained count, so a
 * 100000-member group is never counted per receipt.
 */
export const unreadOf = (access: ConversationAccess, readCount: number) =>
  Math.max(0, (access.group?.memberCount ?? 0) - 1 - readCount);

/** The receipt state of messages of one conversation, as the caller's peer or group sees them. */
export async function receiptList(
  s: ChatServices,
  access: ConversationAccess,
  seqs: number[],
): Promise<(ReadReceiptInfo & { sequence: number })[]> {
  if (access.type === 'C2C') {
    const [peer] = await s.db
      .select({ readSeq: chatThreadStates.readSeq })
      .from(chatThreadStates)
      .where(and(eq(chatThreadStates.threadId, access.threadId), eq(chatThreadStates.userId, access.peerID)));
    const peerRead = peer?.readSeq ?? 0;
    return seqs.map((sequence) => ({
      sequence,
      readCount: sequence <= peerRead ? 1 : 0,
      unreadCount: sequence <= peerRead ? 0 : 1,
      isPeerRead: sequence <= peerRead,
    }));
  }
  const counts = await readCounts(s, access, seqs);
  return seqs.map((sequence) => {
    const readCount = counts.get(sequence) ?? 0;
    return { sequence, readCount, unreadCount: unreadOf(access, readCount), isPeerRead: false };
  });
}

/**
 * A page of history with the receipt state of the caller's own messages that asked for it (one query
 * for the page), so every load shows the state the live pushes showed (docs/chat.md).
 */
export async function withReceipts(
  s: ChatServices,
  caller: Caller,
  access: ConversationAccess,
  page: WireMessage[],
): Promise<WireMessage[]> {
  const own = page.filter((m) => m.from === caller.userID && m.needReadReceipt && !m.isRevoked);
  if (own.length === 0) return page;
  const list = await receiptList(
    s,
    access,
    own.map((m) => m.sequence),
  );
  const infoOf = new Map(list.map(({ sequence, ...info }) => [sequence, info]));
  return page.map((m) => {
    const readReceiptInfo = infoOf.get(m.sequence);
    return readReceiptInfo ? { ...m, readReceiptInfo } : m;
  });
}
