import type { ConversationType, WireConversation } from '@renli/contracts';
import { type Message, messageForShow, messageFromWire } from './message.ts';

export interface GroupAtInfo {
  groupID: string;
  messageSequence: number;
  atTypeArray: number[];
}

/** `conversation.lastMessage` (Tencent's shape, plus the full message as `message`). */
export interface LastMessage {
  ID: string;
  lastTime: number;
  lastSequence: number;
  fromAccount: string;
  nick: string;
  type: Message['type'];
  payload: Record<string, unknown>;
  messageForShow: string;
  isRevoked: boolean;
  isPeerRead: boolean;
  cloudCustomData: string;
}

export interface Conversation {
  conversationID: string;
  type: ConversationType;
  subType: string;
  unreadCount: number;
  lastMessage: LastMessage | null;
  /** C2C only. Nick/avatar come from the server's conversation name/avatar. */
  userProfile?: { userID: string; nick: string; avatar: string };
  /** GROUP only. */
  groupProfile?: { groupID: string; name: string; avatar: string };
  groupAtInfoList: GroupAtInfo[];
  isPinned: boolean;
  messageRemindType: string;
  /** Renli: `messageRemindType === 'AcceptNotNotify'`. */
  isMuted: boolean;
  /** Renli: display name and avatar (peer nick or group name). */
  name: string;
  avatar: string;
  /** Renli: sequence bookkeeping. */
  maxSeq: number;
  readSeq: number;
  peerReadSeq: number;
  /** Renli: groups I am no longer in: 'quit', 'kicked' or 'dismissed' ('' while a member). */
  leftReason: string;
}

export function lastMessageOf(m: Message): LastMessage {
  return {
    ID: m.ID,
    lastTime: m.time,
    lastSequence: m.sequence,
    fromAccount: m.from,
    nick: m.nick,
    type: m.type,
    payload: m.payload,
    messageForShow: messageForShow(m),
    isRevoked: m.isRevoked,
    isPeerRead: m.isPeerRead,
    cloudCustomData: m.cloudCustomData,
  };
}

export function conversationFromWire(w: WireConversation, me: string): Conversation {
  const last = w.lastMessage ? messageFromWire(w.lastMessage, me) : undefined;
  const lastMessage = last ? lastMessageOf(last) : null;
  if (lastMessage) {
    lastMessage.lastTime = w.lastTime || lastMessage.lastTime;
    lastMessage.isPeerRead = last!.flow === 'out' && last!.sequence <= w.peerReadSeq;
  }
  const c: Conversation = {
    conversationID: w.conversationID,
    type: w.type,
    subType: '',
    unreadCount: w.unreadCount,
    lastMessage,
    groupAtInfoList: w.groupAtInfoList.map((g) => ({ ...g })),
    isPinned: w.isPinned,
    messageRemindType: w.messageRemindType,
    isMuted: w.messageRemindType === 'AcceptNotNotify',
    name: w.name,
    avatar: w.avatar,
    maxSeq: w.maxSeq,
    readSeq: w.readSeq,
    peerReadSeq: w.peerReadSeq,
    leftReason: w.leftReason,
  };
  if (w.type === 'C2C') c.userProfile = { userID: w.peerID, nick: w.name, avatar: w.avatar };
  else c.groupProfile = { groupID: w.peerID, name: w.name, avatar: w.avatar };
  return c;
}

/**
 * A placeholder for a conversation first seen through a message (refreshed from the server). Its
 * names stay empty until known — an ID is not a name, and screens choose their own fallback.
 */
export function conversationStub(
  conversationID: string,
  type: ConversationType,
  peerID: string,
): Conversation {
  const c: Conversation = {
    conversationID,
    type,
    subType: '',
    unreadCount: 0,
    lastMessage: null,
    groupAtInfoList: [],
    isPinned: false,
    messageRemindType: 'AcceptAndNotify',
    isMuted: false,
    name: '',
    avatar: '',
    maxSeq: 0,
    readSeq: 0,
    peerReadSeq: 0,
    leftReason: '',
  };
  if (type === 'C2C') c.userProfile = { userID: peerID, nick: '', avatar: '' };
  else c.groupProfile = { groupID: peerID, name: '', avatar: '' };
  return c;
}

/**
 * Pinned first, then by last message time, newest first; within the same second, the conversation
 * whose last message this client saw later comes first (`recency`, optional).
 */
export function sortConversations(
  list: Conversation[],
  recency: (conversationID: string) => number = () => 0,
): Conversation[] {
  return [...list].sort((a, b) => {
    if (a.isPinned !== b.isPinned) return a.isPinned ? -1 : 1;
    const byTime = (b.lastMessage?.lastTime ?? 0) - (a.lastMessage?.lastTime ?? 0);
    return byTime !== 0 ? byTime : recency(b.conversationID) - recency(a.conversationID);
  });
}

/** Tencent's rule: the sum of unread counts, minus conversations set to do-not-disturb. */
export function totalUnread(list: Iterable<Conversation>): number {
  let n = 0;
  for (const c of list) if (c.messageRemindType !== 'AcceptNotNotify') n += c.unreadCount;
  return n;
}
