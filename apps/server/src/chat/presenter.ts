import type { MessageType, WireConversation, WireMessage } from '@renli/contracts';
import type { chatMessages } from './schema.ts';

export type MessageRow = typeof chatMessages.$inferSelect;

/** The wire shape is the same for every viewer; the SDK derives conversationID from from/to. */
export function toWireMessage(row: MessageRow): WireMessage {
  return {
    ID: row.clientId,
    conversationType: row.convType,
    from: row.senderId,
    to: row.toId,
    sequence: row.seq,
    time: row.time,
    type: row.type as MessageType,
    payload: row.revoked ? {} : row.payload,
    nick: row.nick,
    avatar: row.avatar,
    cloudCustomData: row.revoked ? '' : row.cloudCustomData,
    atUserList: row.atUserList,
    needReadReceipt: row.needReadReceipt,
    isRevoked: row.revoked,
    revoker: row.revoker,
    hasRiskContent: row.risk,
    isModified: row.modified,
    version: row.version,
  };
}

export interface ConversationView {
  conversationID: string;
  type: 'C2C' | 'GROUP';
  peerID: string;
  name: string;
  avatar: string;
  maxSeq: number;
  readSeq: number;
  unreadCount: number;
  isPinned: boolean;
  messageRemindType: string;
  groupAtInfoList: WireConversation['groupAtInfoList'];
  lastMessage: MessageRow | null;
  lastTime: number;
  peerReadSeq: number;
  leftReason: string;
}

export function toWireConversation(view: ConversationView): WireConversation {
  return { ...view, lastMessage: view.lastMessage ? toWireMessage(view.lastMessage) : null };
}
