import type { ConversationType } from '@renli/contracts';

/** What a conversationID names from one user's point of view. */
export interface ConversationRef {
  type: ConversationType;
  /** Peer userID (C2C) or groupID (GROUP). */
  peerID: string;
}

export function parseConversationID(conversationID: string): ConversationRef | null {
  if (conversationID.startsWith('C2C') && conversationID.length > 3) {
    return { type: 'C2C', peerID: conversationID.slice(3) };
  }
  if (conversationID.startsWith('GROUP') && conversationID.length > 5) {
    return { type: 'GROUP', peerID: conversationID.slice(5) };
  }
  return null;
}

export const conversationIDOf = (type: ConversationType, peerID: string) =>
  type === 'C2C' ? `C2C${peerID}` : `GROUP${peerID}`;

/** Canonical thread key: the same row for both sides of a C2C pair. */
export function c2cThreadID(a: string, b: string): string {
  return a < b ? `c2c:${a}:${b}` : `c2c:${b}:${a}`;
}

export const groupThreadID = (groupID: string) => `group:${groupID}`;

export const userRoom = (userID: string) => `user:${userID}`;

export const groupRoom = (groupID: string) => `group:${groupID}`;
