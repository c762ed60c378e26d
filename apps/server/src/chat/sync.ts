import {
  AT_ALL,
  AT_TYPES,
  conversationIDOf,
  type WireConversation,
  type WireMessage,
} from '@renli/contracts';
import { and, asc, desc, eq, gt, inArray, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.ts';
import { ensureChatAccounts } from './accounts.ts';
import type { Caller, ChatServices } from './context.ts';
import { groupsByID } from './groups/members.ts';
import type { ConversationAccess } from './policy.ts';
import { type ConversationView, type MessageRow, toWireConversation, toWireMessage } from './presenter.ts';
import { withReceipts } from './receipt-counts.ts';
import { chatMentions, chatMessages, chatThreadStates, chatThreads } from './schema.ts';
import { notDeletedFor, withinMembership } from './visibility.ts';

/** Messages below this are gone for the user: read from `greatest(read_seq, cleared_seq)`. */
const seenSeq = sql`greatest(${chatThreadStates.readSeq}, ${chatThreadStates.clearedSeq})`;

/** The newest sequence a user sees in a thread. */
const visibleMax = (state: { leftSeq: number }, thread: { maxSeq: number }) =>
  state.leftSeq > 0 ? Math.min(state.leftSeq, thread.maxSeq) : thread.maxSeq;

/**
 * A user's conversations with server-computed unread (messages after readSeq not sent by the user),
 * the last message and unread @-mentions: what a client offline for a day needs, without history.
 */
export function listConversations(
  db: Database,
  userID: string,
  threadIds?: string[],
): Promise<WireConversation[]> {
  // One snapshot for all the reads: a message stored between them must not count as unread while
  // lying above the maxSeq reported beside it (the SDK would count it again on delivery).
  return db.transaction((tx) => conversationsOf(tx, userID, threadIds), {
    isolationLevel: 'repeatable read',
  });
}

async function conversationsOf(db: Tx, userID: string, threadIds?: string[]): Promise<WireConversation[]> {
  const scope = and(
    eq(chatThreadStates.userId, userID),
    threadIds ? inArray(chatThreadStates.threadId, threadIds) : undefined,
  );
  const states = await db
    .select({ state: chatThreadStates, thread: chatThreads })
    .from(chatThreadStates)
    .innerJoin(chatThreads, eq(chatThreads.id, chatThreadStates.threadId))
    .where(
      and(
        scope,
        // The list shows conversations with messages (merely naming a peer creates an empty thread),
        // minus deleted ones until a newer message arrives.
        threadIds
          ? undefined
          : and(
              gt(chatThreads.maxSeq, 0),
              or(eq(chatThreadStates.hidden, false), gt(chatThreads.maxSeq, chatThreadStates.clearedSeq)),
            ),
      ),
    );
  if (states.length === 0) return [];
  const ids = states.map((r) => r.state.threadId);

  const unread = await db
    .select({ threadId: chatMessages.threadId, count: sql<number>`count(*)::int` })
    .from(chatMessages)
    .innerJoin(
      chatThreadStates,
      and(eq(chatThreadStates.threadId, chatMessages.threadId), eq(chatThreadStates.userId, userID)),
    )
    .where(
      and(
        inArray(chatMessages.threadId, ids),
        gt(chatMessages.seq, seenSeq),
        withinMembership(chatMessages.seq),
        ne(chatMessages.senderId, userID),
      ),
    )
    .groupBy(chatMessages.threadId);
  const unreadOf = new Map(unread.map((u) => [u.threadId, u.count]));

  const lastPairs = states
    .filter((r) => visibleMax(r.state, r.thread) > r.state.clearedSeq)
    .map((r) => sql`(${r.thread.id}, ${visibleMax(r.state, r.thread)})`);
  const lasts: MessageRow[] =
    lastPairs.length === 0
      ? []
      : await db
          .select()
          .from(chatMessages)
          .where(sql`(${chatMessages.threadId}, ${chatMessages.seq}) in (${sql.join(lastPairs, sql`, `)})`);
  const lastOf = new Map(lasts.map((m) => [m.threadId, m]));

  const mentions = await db
    .select({ threadId: chatMentions.threadId, seq: chatMentions.seq, userId: chatMentions.userId })
    .from(chatMentions)
    .innerJoin(
      chatThreadStates,
      and(eq(chatThreadStates.threadId, chatMentions.threadId), eq(chatThreadStates.userId, userID)),
    )
    .innerJoin(
      chatMessages,
      and(eq(chatMessages.threadId, chatMentions.threadId), eq(chatMessages.seq, chatMentions.seq)),
    )
    .where(
      and(
        inArray(chatMentions.threadId, ids),
        // My own @all does not mention me; a revoked mention no longer counts.
        ne(chatMessages.senderId, userID),
        eq(chatMessages.revoked, false),
        gt(chatMentions.seq, seenSeq),
        withinMembership(chatMentions.seq),
        inArray(chatMentions.userId, [userID, AT_ALL]),
      ),
    )
    .orderBy(asc(chatMentions.seq));
  const atOf = new Map<string, Map<number, Set<string>>>();
  for (const m of mentions) {
    const perThread = atOf.get(m.threadId) ?? new Map<number, Set<string>>();
    atOf.set(m.threadId, perThread.set(m.seq, (perThread.get(m.seq) ?? new Set()).add(m.userId)));
  }

  const c2c = states.filter((r) => r.thread.kind === 'C2C');
  const c2cPeers = c2c.map((r) => r.state.peerId);
  const groupIDs = states.filter((r) => r.thread.kind === 'GROUP').map((r) => r.state.peerId);
  const [accounts, groups, peerStates] = await Promise.all([
    ensureChatAccounts(db, c2cPeers),
    groupsByID(db, groupIDs),
    c2cPeers.length === 0
      ? []
      : db
          .select({ threadId: chatThreadStates.threadId, readSeq: chatThreadStates.readSeq })
          .from(chatThreadStates)
          .where(
            and(
              // Only single chats have a peer whose read position matters (and groups have many rows).
              inArray(
                chatThreadStates.threadId,
                c2c.map((r) => r.thread.id),
              ),
              ne(chatThreadStates.userId, userID),
            ),
          ),
  ]);
  const peerReadOf = new Map(peerStates.map((p) => [p.threadId, p.readSeq]));

  const views: ConversationView[] = states.map(({ state, thread }) => {
    const type = thread.kind;
    const account = type === 'C2C' ? accounts.get(state.peerId) : undefined;
    const group = type === 'GROUP' ? groups.get(state.peerId) : undefined;
    return {
      conversationID: conversationIDOf(type, state.peerId),
      type,
      peerID: state.peerId,
      name: account?.nick ?? group?.name ?? state.peerId,
      avatar: account?.faceUrl ?? group?.avatar ?? '',
      maxSeq: visibleMax(state, thread),
      readSeq: Math.max(state.readSeq, state.clearedSeq),
      unreadCount: unreadOf.get(thread.id) ?? 0,
      isPinned: state.pinned,
      messageRemindType: state.remindType,
      groupAtInfoList: [...(atOf.get(thread.id) ?? new Map<number, Set<string>>())].map(([seq, who]) => ({
        groupID: state.peerId,
        messageSequence: seq,
        atTypeArray: [
          who.has(userID) && who.has(AT_ALL)
            ? AT_TYPES.AT_ALL_AT_ME
            : who.has(AT_ALL)
              ? AT_TYPES.AT_ALL
              : AT_TYPES.AT_ME,
        ],
      })),
      lastMessage: lastOf.get(thread.id) ?? null,
      // A former member's conversation stays where they left it in the list.
      lastTime: state.leftSeq > 0 ? (lastOf.get(thread.id)?.time ?? thread.lastTime) : thread.lastTime,
      leftReason: state.leftReason,
      peerReadSeq: peerReadOf.get(thread.id) ?? 0,
    };
  });
  return views
    .sort((a, b) => Number(b.isPinned) - Number(a.isPinned) || b.lastTime - a.lastTime)
    .map(toWireConversation);
}

/** One conversation's profile; a C2C pair that never talked still has one (zeros). */
export async function conversationProfile(db: Database, userID: string, access: ConversationAccess) {
  const [conversation] = await listConversations(db, userID, [access.threadId]);
  if (!conversation) throw new Error(`no state for ${access.threadId}`);
  return conversation;
}

async function cutOff(db: Database, userID: string, threadId: string): Promise<number> {
  const [state] = await db
    .select({ clearedSeq: chatThreadStates.clearedSeq })
    .from(chatThreadStates)
    .where(and(eq(chatThreadStates.threadId, threadId), eq(chatThreadStates.userId, userID)));
  return state?.clearedSeq ?? 0;
}

/** A former group member reads up to the notice of their leaving. */
const readableBy = (access: ConversationAccess) =>
  access.leftSeq > 0 ? lte(chatMessages.seq, access.leftSeq) : undefined;

export interface MessagePage {
  messageList: WireMessage[];
  isCompleted: boolean;
}

/**
 * One page of what the caller may read, beyond their cleared history and their deletions, within
 * `bound`; `asc` pages forward from the bound, `desc` backward. The list is ascending either way.
 */
async function readPage(
  s: ChatServices,
  caller: Caller,
  access: ConversationAccess,
  bound: SQL | undefined,
  direction: 'asc' | 'desc',
  count: number,
): Promise<MessagePage> {
  const floor = await cutOff(s.db, caller.userID, access.threadId);
  const rows = await s.db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.threadId, access.threadId),
        gt(chatMessages.seq, floor),
        readableBy(access),
        bound,
        notDeletedFor(s.db, caller.userID),
      ),
    )
    .orderBy(direction === 'asc' ? asc(chatMessages.seq) : desc(chatMessages.seq))
    .limit(count + 1);
  const page = rows.slice(0, count);
  if (direction === 'desc') page.reverse();
  return {
    messageList: await withReceipts(s, caller, access, page.map(toWireMessage)),
    isCompleted: rows.length <= count,
  };
}

/**
 * Ascending catch-up after `afterSeq`. Sequences deleted for the caller (or cleared) are skipped, so a
 * page may jump over numbers: clients must page by the last returned seq and trust `isCompleted`.
 */
export const pullMessages = (
  s: ChatServices,
  caller: Caller,
  access: ConversationAccess,
  afterSeq: number,
  count: number,
) => readPage(s, caller, access, gt(chatMessages.seq, afterSeq), 'asc', count);

/** Older history, newest page first; the list itself is ascending like the SDK's. */
export const getMessageList = (
  s: ChatServices,
  caller: Caller,
  access: ConversationAccess,
  beforeSeq: number | undefined,
  count: number,
) =>
  readPage(
    s,
    caller,
    access,
    beforeSeq === undefined ? undefined : lt(chatMessages.seq, beforeSeq),
    'desc',
    count,
  );
