import type { ConversationType, MessageType } from '@renli/contracts';
import { conversationIDOf, generateMessageID, type Message, messageForShow } from './message.ts';

/** Options common to every `create*Message` (Tencent's shape). */
export interface CreateMessageOptions<P> {
  to: string;
  conversationType: ConversationType;
  payload: P;
  needReadReceipt?: boolean;
  cloudCustomData?: string;
  priority?: string;
  /** Upload progress 0..1 for media messages. */
  onProgress?: (progress: number) => void;
}

/** The sender of an outgoing message; nick and avatar are the server's snapshot once it is stored. */
export interface Sender {
  userID: string;
}

/** A fresh outgoing message: status `unSend`, sequence 0, a unique client ID. */
export function buildOutgoing<P>(
  me: Sender,
  type: MessageType,
  options: CreateMessageOptions<P>,
  payload: Record<string, unknown>,
  atUserList: string[] = [],
): Message {
  if (!options || typeof options.to !== 'string' || options.to.length === 0)
    throw new Error('options.to is required');
  if (options.conversationType !== 'C2C' && options.conversationType !== 'GROUP')
    throw new Error('options.conversationType must be C2C or GROUP');
  return {
    ID: generateMessageID(me.userID),
    type,
    payload,
    conversationID: conversationIDOf(options.conversationType, options.to),
    conversationType: options.conversationType,
    to: options.to,
    from: me.userID,
    flow: 'out',
    time: Math.floor(Date.now() / 1000),
    sequence: 0,
    status: 'unSend',
    progress: 0,
    nick: '',
    avatar: '',
    isRead: true,
    isRevoked: false,
    revoker: '',
    isDeleted: false,
    isModified: false,
    hasRiskContent: false,
    needReadReceipt: options.needReadReceipt ?? false,
    isPeerRead: false,
    readReceiptInfo: { readCount: 0, unreadCount: 0, isPeerRead: false },
    reactionList: [],
    cloudCustomData: options.cloudCustomData ?? '',
    atUserList,
    priority: options.priority ?? 'Normal',
    isSystemMessage: false,
    version: 0,
  };
}

/** The element of a merged-forward payload for one message. */
export function mergerItem(m: Message): Record<string, unknown> {
  return {
    ID: m.ID,
    type: m.type,
    payload: m.payload,
    from: m.from,
    nick: m.nick,
    avatar: m.avatar,
    time: m.time,
    sequence: m.sequence,
    conversationType: m.conversationType,
    cloudCustomData: m.cloudCustomData,
  };
}

/** Default abstract lines of a merger message: `nick: text`, at most 10 of 200 characters. */
export function defaultAbstracts(messages: Message[]): string[] {
  return messages.slice(0, 10).map((m) => `${m.nick || m.from}: ${messageForShow(m)}`.slice(0, 200));
}
