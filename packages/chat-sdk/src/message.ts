import type { ConversationType, MessageType, WireMessage } from '@renli/contracts';
import {
  type ConversationRef,
  conversationIDOf,
  deriveConversationID,
  parseConversationID as parseRef,
} from '@renli/contracts/constants';

export type MessageStatus = 'unSend' | 'success' | 'fail';
export type MessageFlow = 'in' | 'out';

export interface ReactionInfo {
  reactionID: string;
  totalUserCount: number;
  partialUserIDList: string[];
  reactedByMyself: boolean;
}

/** A message as the application sees it; field names follow the Tencent Cloud Chat web SDK. */
export interface Message {
  ID: string;
  type: MessageType;
  payload: Record<string, unknown>;
  conversationID: string;
  conversationType: ConversationType;
  to: string;
  from: string;
  flow: MessageFlow;
  /** Seconds. Client time until the server stores the message. */
  time: number;
  /** Per-conversation sequence; 0 until stored. */
  sequence: number;
  status: MessageStatus;
  /** Upload progress 0..1 for media messages. */
  progress: number;
  nick: string;
  avatar: string;
  isRead: boolean;
  isRevoked: boolean;
  revoker: string;
  isDeleted: boolean;
  isModified: boolean;
  hasRiskContent: boolean;
  needReadReceipt: boolean;
  isPeerRead: boolean;
  readReceiptInfo: { readCount: number; unreadCount: number; isPeerRead: boolean };
  reactionList: ReactionInfo[];
  cloudCustomData: string;
  atUserList: string[];
  priority: string;
  isSystemMessage: boolean;
  /** Renli: server version, bumped on revoke/modify; the newest wins. */
  version: number;
}

export { conversationIDOf, deriveConversationID };

/** Splits a conversationID into type and peer/group ID; throws on a malformed one. */
export function parseConversationID(conversationID: string): ConversationRef {
  const ref = parseRef(conversationID);
  if (!ref) throw new Error(`invalid conversationID ${conversationID}`);
  return ref;
}

/** Builds an SDK message from a stored wire message seen by `me`. */
export function messageFromWire(w: WireMessage, me: string): Message {
  const flow: MessageFlow = w.from === me ? 'out' : 'in';
  return {
    ID: w.ID,
    type: w.type,
    payload: w.payload,
    conversationID: deriveConversationID(w, me),
    conversationType: w.conversationType,
    to: w.to,
    from: w.from,
    flow,
    time: w.time,
    sequence: w.sequence,
    status: 'success',
    progress: 1,
    nick: w.nick,
    avatar: w.avatar,
    isRead: flow === 'out',
    isRevoked: w.isRevoked,
    revoker: w.revoker,
    isDeleted: false,
    isModified: w.isModified,
    hasRiskContent: w.hasRiskContent,
    needReadReceipt: w.needReadReceipt,
    isPeerRead: w.readReceiptInfo?.isPeerRead ?? false,
    readReceiptInfo: { ...(w.readReceiptInfo ?? { readCount: 0, unreadCount: 0, isPeerRead: false }) },
    reactionList: [],
    cloudCustomData: w.cloudCustomData,
    atUserList: w.atUserList,
    priority: 'Normal',
    isSystemMessage: false,
    version: w.version,
  };
}

/** Copies the server-owned fields of a newer wire version onto an existing object (keeps identity). */
export function applyWire(target: Message, w: WireMessage): void {
  target.type = w.type;
  target.payload = w.payload;
  target.sequence = w.sequence;
  target.time = w.time;
  target.nick = w.nick;
  target.avatar = w.avatar;
  target.isRevoked = w.isRevoked;
  target.revoker = w.revoker;
  target.isModified = w.isModified;
  target.hasRiskContent = w.hasRiskContent;
  target.needReadReceipt = w.needReadReceipt;
  target.cloudCustomData = w.cloudCustomData;
  target.atUserList = w.atUserList;
  target.version = w.version;
  if (w.readReceiptInfo) {
    target.readReceiptInfo = { ...w.readReceiptInfo };
    target.isPeerRead = target.isPeerRead || w.readReceiptInfo.isPeerRead;
  }
  target.status = 'success';
  target.progress = 1;
}

let counter = 0;
/** A unique client message ID (8..64 chars, as the protocol requires). */
export function generateMessageID(userID: string): string {
  counter = (counter + 1) % 1_000_000;
  const rand = Math.random().toString(36).slice(2, 10).padEnd(8, '0');
  return `${userID.slice(0, 20)}-${Date.now().toString(36)}-${counter.toString(36)}-${rand}`;
}

/** Short text shown for a message in conversation lists and merger abstracts. */
export function messageForShow(m: Pick<Message, 'type' | 'payload' | 'isRevoked'>): string {
  if (m.isRevoked) return '[revoked]';
  switch (m.type) {
    case 'TIMTextElem':
      return String(m.payload.text ?? '');
    case 'TIMImageElem':
      return '[Image]';
    case 'TIMSoundElem':
      return '[Voice]';
    case 'TIMVideoFileElem':
      return '[Video]';
    case 'TIMFileElem':
      return `[File] ${String(m.payload.fileName ?? '')}`.trim();
    case 'TIMLocationElem':
      return '[Location]';
    case 'TIMFaceElem':
      return '[Sticker]';
    case 'TIMRelayElem':
      return '[Chat History]';
    case 'TIMCustomElem':
      return String(m.payload.description || '[Custom Message]');
    case 'TIMGroupTipElem':
      return '[Group Notification]';
    default:
      return '';
  }
}
