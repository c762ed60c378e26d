import { conversationIDOf } from '@renli/contracts';
import { and, asc, eq, gt, inArray, ne, notInArray } from 'drizzle-orm';
import { ensureChatAccounts } from './accounts.ts';
import type { Caller, ChatServices } from './context.ts';
import * as ops from './ops.ts';
import { assertGroup, type ConversationAccess, readAccess, writeAccess } from './policy.ts';
import { readCounts, receiptList, unreadOf } from './receipt-counts.ts';
import type { HandlersOf } from './rpc.ts';
import { chatGroupMembers, chatMessages, chatReceipts } from './schema.ts';

/**
 * Group: records who read receipt-requesting messages of others and tells each sender the new counts.
 * C2C: a receipt is a read up to the newest message (the peer gets `peerRead`).
 */
async function sendReceipts(s: ChatServices, caller: Caller, access: ConversationAccess, seqs: number[]) {
  if (access.type === 'C2C') return ops.setMessageRead(s, caller, access);
  const targets = await s.db
    .select({ seq: chatMessages.seq, senderId: chatMessages.senderId })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.threadId, access.threadId),
        inArray(chatMessages.seq, seqs),
        eq(chatMessages.needReadReceipt, true),
        ne(chatMessages.senderId, caller.userID),
      ),
    );
  if (targets.length === 0) return;
  await s.db
    .insert(chatReceipts)
    .values(targets.map((t) => ({ threadId: access.threadId, seq: t.seq, userId: caller.userID })))
    .onConflictDoNothing();
  const counts = await readCounts(
    s,
    access,
    targets.map((t) => t.seq),
  );
  for (const t of targets) {
    const readCount = counts.get(t.seq) ?? 0;
    s.push([t.senderId], 'groupReceipt', {
      conversationID: conversationIDOf('GROUP', access.peerID),
      sequence: t.seq,
      readCount,
      unreadCount: unreadOf(access, readCount),
    });
  }
}

/** Pages of userIDs ordered by userID; the cursor is the last userID of the previous page. */
async function readMembers(
  s: ChatServices,
  access: ConversationAccess,
  p: { sequence: number; filter: 0 | 1; cursor: string; count: number },
) {
  assertGroup(access);
  const message = await ops.findMessage(s, access, p.sequence);
  const ofMessage = and(eq(chatReceipts.threadId, access.threadId), eq(chatReceipts.seq, p.sequence));
  const readers = s.db.select({ userId: chatReceipts.userId }).from(chatReceipts).where(ofMessage);
  const rows =
    p.filter === 0
      ? await s.db
          .select({ userId: chatReceipts.userId })
          .from(chatReceipts)
          .where(and(ofMessage, gt(chatReceipts.userId, p.cursor)))
          .orderBy(asc(chatReceipts.userId))
          .limit(p.count + 1)
      : await s.db
          .select({ userId: chatGroupMembers.userId })
          .from(chatGroupMembers)
          .where(
            and(
              eq(chatGroupMembers.groupId, access.peerID),
              ne(chatGroupMembers.userId, message.senderId),
              notInArray(chatGroupMembers.userId, readers),
              gt(chatGroupMembers.userId, p.cursor),
            ),
          )
          .orderBy(asc(chatGroupMembers.userId))
          .limit(p.count + 1);
  const page = rows.slice(0, p.count).map((r) => r.userId);
  const isCompleted = rows.length <= p.count;
  const accounts = await ensureChatAccounts(s.db, page);
  return {
    userIDList: page,
    userInfoList: page.map((userID) => ({
      userID,
      nick: accounts.get(userID)?.nick ?? '',
      avatar: accounts.get(userID)?.faceUrl ?? '',
    })),
    cursor: isCompleted ? '' : (page.at(-1) ?? ''),
    isCompleted,
  };
}

export const receiptHandlers: HandlersOf<
  'sendMessageReadReceipt' | 'getMessageReadReceiptList' | 'getGroupMessageReadMemberList'
> = {
  sendMessageReadReceipt: async (s, caller, p) => {
    await sendReceipts(s, caller, await writeAccess(s, caller, p.conversationID), p.sequences);
    return {};
  },
  getMessageReadReceiptList: async (s, caller, p) => ({
    list: await receiptList(s, await readAccess(s, caller, p.conversationID), p.sequences),
  }),
  getGroupMessageReadMemberList: async (s, caller, p) =>
    readMembers(s, await readAccess(s, caller, p.conversationID), p),
};
