import {
  ChatCode,
  ChatErrorCode,
  conversationIDOf,
  type MessageType,
  type WireMessage,
} from '@renli/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Caller, ChatServices } from './context.ts';
import { ChatError } from './errors.ts';
import { resolveMediaPayload } from './media.ts';
import { assertC2C, type ConversationAccess } from './policy.ts';
import { toWireMessage } from './presenter.ts';
import { chatDeletedMessages, chatMessages, chatThreadStates, chatThreads } from './schema.ts';
import { pushToConversation } from './send.ts';
import { conversationProfile } from './sync.ts';
import { validatePayload } from './validate.ts';

export async function findMessage(s: ChatServices, access: ConversationAccess, seq: number) {
  const [row] = await s.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.threadId, access.threadId), eq(chatMessages.seq, seq)));
  if (!row) throw new ChatError(ChatCode.MESSAGE_NOT_FOUND, 'chat.messageNotFound');
  return row;
}

async function ownMessage(s: ChatServices, caller: Caller, access: ConversationAccess, seq: number) {
  const row = await findMessage(s, access, seq);
  if (row.senderId !== caller.userID) throw new ChatError(ChatCode.NOT_SENDER, 'chat.notSender');
  return row;
}

type MessageRow = typeof chatMessages.$inferSelect;

/** Writes a change to one stored message (bumping its version) and pushes the result to everyone. */
async function updateAndBroadcast(
  s: ChatServices,
  caller: Caller,
  access: ConversationAccess,
  row: MessageRow,
  changes: Partial<MessageRow>,
): Promise<WireMessage> {
  const [updated] = await s.db
    .update(chatMessages)
    .set({ ...changes, version: sql`${chatMessages.version} + 1` })
    .where(and(eq(chatMessages.threadId, access.threadId), eq(chatMessages.seq, row.seq)))
    .returning();
  const wire = toWireMessage(updated ?? row);
  pushToConversation(s, caller, access, 'messageUpdated', wire);
  return wire;
}

export async function revokeMessage(
  s: ChatServices,
  caller: Caller,
  access: ConversationAccess,
  seq: number,
) {
  const row = await ownMessage(s, caller, access, seq);
  const window = s.config.CHAT_REVOKE_WINDOW_SECONDS;
  if (Math.floor(Date.now() / 1000) - row.time > window) {
    throw new ChatError(ChatErrorCode.REVOKE_TIME_LIMIT, 'chat.revokeTimeLimit', { seconds: window });
  }
  return updateAndBroadcast(s, caller, access, row, { revoked: true, revoker: caller.userID });
}

export async function modifyMessage(
  s: ChatServices,
  caller: Caller,
  access: ConversationAccess,
  input: { sequence: number; payload: Record<string, unknown>; cloudCustomData?: string | undefined },
) {
  const row = await ownMessage(s, caller, access, input.sequence);
  if (row.revoked) throw new ChatError(ChatCode.MESSAGE_NOT_FOUND, 'chat.messageNotFound');
  const validated = validatePayload(row.type as MessageType, input.payload, s.sensitiveWords);
  // An edit may not swap in a file that was never uploaded, just as a send may not.
  const payload = await resolveMediaPayload(s.db, row.type, validated.payload);
  return updateAndBroadcast(s, caller, access, row, {
    payload,
    searchText: validated.searchText,
    cloudCustomData: input.cloudCustomData ?? row.cloudCustomData,
    modified: true,
  });
}

export async function deleteMessages(
  s: ChatServices,
  caller: Caller,
  access: ConversationAccess,
  seqs: number[],
) {
  await s.db
    .insert(chatDeletedMessages)
    .values([...new Set(seqs)].map((seq) => ({ userId: caller.userID, threadId: access.threadId, seq })))
    .onConflictDoNothing();
}

async function maxSeqOf(s: ChatServices, access: ConversationAccess) {
  const [thread] = await s.db.select().from(chatThreads).where(eq(chatThreads.id, access.threadId));
  return thread?.maxSeq ?? 0;
}

type StatePatch = Partial<
  Pick<typeof chatThreadStates.$inferInsert, 'readSeq' | 'clearedSeq' | 'hidden' | 'pinned' | 'remindType'>
>;

async function patchState(s: ChatServices, caller: Caller, access: ConversationAccess, patch: StatePatch) {
  await s.db
    .insert(chatThreadStates)
    .values({ threadId: access.threadId, userId: caller.userID, peerId: access.peerID, ...patch })
    .onConflictDoUpdate({ target: [chatThreadStates.threadId, chatThreadStates.userId], set: patch });
}

/** Tells my other devices (and this one) the conversation's new state. */
async function pushConversation(s: ChatServices, caller: Caller, access: ConversationAccess) {
  s.push([caller.userID], 'conversation', await conversationProfile(s.db, caller.userID, access));
}

/** Reads up to maxSeq; in C2C the peer learns how far (MESSAGE_READ_BY_PEER). */
export async function setMessageRead(s: ChatServices, caller: Caller, access: ConversationAccess) {
  const maxSeq = await maxSeqOf(s, access);
  await s.db
    .update(chatThreadStates)
    .set({ readSeq: sql`greatest(${chatThreadStates.readSeq}, ${maxSeq})` })
    .where(and(eq(chatThreadStates.threadId, access.threadId), eq(chatThreadStates.userId, caller.userID)));
  await pushConversation(s, caller, access);
  if (access.type === 'C2C') {
    s.push([access.peerID], 'peerRead', {
      conversationID: conversationIDOf('C2C', caller.userID),
      peerReadSeq: maxSeq,
    });
  }
}

export async function pinConversation(
  s: ChatServices,
  caller: Caller,
  access: ConversationAccess,
  isPinned: boolean,
) {
  await patchState(s, caller, access, { pinned: isPinned });
  await pushConversation(s, caller, access);
}

export async function setRemindType(
  s: ChatServices,
  caller: Caller,
  access: ConversationAccess,
  remindType: string,
) {
  await patchState(s, caller, access, { remindType });
  await pushConversation(s, caller, access);
}

/** Hides the conversation and cuts its history for me; a newer message brings it back. */
export async function deleteConversation(s: ChatServices, caller: Caller, access: ConversationAccess) {
  const maxSeq = await maxSeqOf(s, access);
  await patchState(s, caller, access, { hidden: true, clearedSeq: maxSeq, readSeq: maxSeq });
  s.push([caller.userID], 'conversationDeleted', {
    conversationID: conversationIDOf(access.type, access.peerID),
  });
}

export async function clearHistory(s: ChatServices, caller: Caller, access: ConversationAccess) {
  const maxSeq = await maxSeqOf(s, access);
  await patchState(s, caller, access, { clearedSeq: maxSeq, readSeq: maxSeq });
  await pushConversation(s, caller, access);
}

export function setTyping(s: ChatServices, caller: Caller, access: ConversationAccess, typing: boolean) {
  assertC2C(access);
  s.push([access.peerID], 'typing', { conversationID: conversationIDOf('C2C', caller.userID), typing });
}
