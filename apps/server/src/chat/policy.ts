import { ChatCode, GROUP_ROLES, GROUP_TYPES, parseConversationID } from '@renli/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { ensureChatAccounts } from './accounts.ts';
import { ChatError } from './errors.ts';
import { c2cThreadID, groupThreadID } from './ids.ts';
import { chatGroupMembers, chatGroups, chatThreadStates, chatThreads } from './schema.ts';

/** A conversation the caller may use; C2C threads are derived from (caller, peer), so only theirs. */
export interface ConversationAccess {
  type: 'C2C' | 'GROUP';
  peerID: string;
  threadId: string;
  group: typeof chatGroups.$inferSelect | null;
  member: typeof chatGroupMembers.$inferSelect | null;
  /**
   * A former member (quit, removed, group dismissed) reads up to this sequence and changes nothing;
   * 0 for everyone else.
   */
  leftSeq: number;
}

/** C2C threads known to exist per database, so a send skips the upsert. */
const knownThreads = new WeakMap<Database, Set<string>>();

async function ensureC2CThread(db: Database, threadId: string, a: string, b: string) {
  const known = knownThreads.get(db) ?? new Set<string>();
  knownThreads.set(db, known);
  if (known.has(threadId)) return;
  await db.insert(chatThreads).values({ id: threadId, kind: 'C2C' }).onConflictDoNothing();
  await db
    .insert(chatThreadStates)
    .values([
      { threadId, userId: a, peerId: b },
      { threadId, userId: b, peerId: a },
    ])
    .onConflictDoNothing();
  known.add(threadId);
}

/** Resolves a conversationID for `userID`, refusing unknown peers and groups the caller is not in. */
export async function accessConversation(
  db: Database,
  userID: string,
  conversationID: string,
): Promise<ConversationAccess> {
  const ref = parseConversationID(conversationID);
  if (!ref) throw new ChatError(ChatCode.CONVERSATION_NOT_FOUND, 'chat.conversationNotFound');
  if (ref.type === 'C2C') return accessPeer(db, userID, ref.peerID);
  return accessGroup(db, userID, ref.peerID);
}

async function accessPeer(db: Database, userID: string, peerID: string): Promise<ConversationAccess> {
  const accounts = await ensureChatAccounts(db, [peerID]);
  if (!accounts.has(peerID)) throw new ChatError(ChatCode.PEER_NOT_FOUND, 'chat.peerNotFound');
  const threadId = c2cThreadID(userID, peerID);
  await ensureC2CThread(db, threadId, userID, peerID);
  return { type: 'C2C', peerID, threadId, group: null, member: null, leftSeq: 0 };
}

async function accessGroup(db: Database, userID: string, groupID: string): Promise<ConversationAccess> {
  const [row] = await db
    .select({ group: chatGroups, member: chatGroupMembers })
    .from(chatGroups)
    .leftJoin(
      chatGroupMembers,
      and(eq(chatGroupMembers.groupId, chatGroups.groupId), eq(chatGroupMembers.userId, userID)),
    )
    .where(eq(chatGroups.groupId, groupID));
  if (!row) throw new ChatError(ChatCode.CONVERSATION_NOT_FOUND, 'chat.conversationNotFound');
  const threadId = groupThreadID(groupID);
  const access = { type: 'GROUP' as const, peerID: groupID, threadId, group: row.group, member: row.member };
  if (row.member) return { ...access, leftSeq: 0 };
  const [former] = await db
    .select({ leftSeq: chatThreadStates.leftSeq })
    .from(chatThreadStates)
    .where(
      and(
        eq(chatThreadStates.threadId, threadId),
        eq(chatThreadStates.userId, userID),
        ne(chatThreadStates.leftReason, ''),
      ),
    );
  // Every group type, AVChatRoom included, requires membership, or having been a member.
  if (!former) throw new ChatError(ChatCode.NOT_A_MEMBER, 'chat.notMember');
  return { ...access, leftSeq: former.leftSeq };
}

/** A conversation the caller may read (former group members included, up to their leaving). */
export const readAccess = (s: { db: Database }, caller: { userID: string }, conversationID: string) =>
  accessConversation(s.db, caller.userID, conversationID);

/** A conversation the caller may change: sends, revokes, receipts, reactions. */
export const writeAccess = async (s: { db: Database }, caller: { userID: string }, conversationID: string) =>
  assertActive(await accessConversation(s.db, caller.userID, conversationID));

/** Changes (send, revoke, receipts, reactions) need a current member; former ones only read. */
export function assertActive(access: ConversationAccess): ConversationAccess {
  if (access.type === 'GROUP' && !access.member) {
    throw new ChatError(ChatCode.NOT_A_MEMBER, 'chat.group.readOnly');
  }
  return access;
}

/** Muted: own mute still running, or mute-all for plain members (owner and admins may speak). */
export function assertMaySpeak(access: ConversationAccess, now = new Date()) {
  const { group, member } = assertActive(access);
  if (!group || !member) return;
  const privileged = member.role === GROUP_ROLES.OWNER || member.role === GROUP_ROLES.ADMIN;
  if ((member.muteUntil && member.muteUntil > now) || (group.muteAll && !privileged)) {
    throw new ChatError(ChatCode.MUTED, 'chat.muted');
  }
}

export const keepsHistory = (access: ConversationAccess) => access.group?.type !== GROUP_TYPES.AVCHATROOM;

export function assertGroup(access: ConversationAccess) {
  if (access.type !== 'GROUP') throw new ChatError(ChatCode.INVALID_PARAMS, 'chat.groupOnly');
}

export function assertC2C(access: ConversationAccess) {
  if (access.type !== 'C2C') throw new ChatError(ChatCode.INVALID_PARAMS, 'chat.c2cOnly');
}
