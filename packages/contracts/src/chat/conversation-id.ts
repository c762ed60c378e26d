import type { ConversationType } from './types.ts';

/**
 * Conversation IDs as both sides of the wire spell them: `C2C<peer userID>` or `GROUP<groupID>`
 * (Tencent's format), from one user's point of view. Plain functions, no zod: the chat SDK, the
 * web app and the server share them.
 */
export interface ConversationRef {
  type: ConversationType;
  /** Peer userID (C2C) or groupID (GROUP). */
  peerID: string;
}

/** The type and peer of a conversationID, or null when it is malformed. */
export function parseConversationID(conversationID: string): ConversationRef | null {
  if (conversationID.startsWith('C2C') && conversationID.length > 3) {
    return { type: 'C2C', peerID: conversationID.slice(3) };
  }
  if (conversationID.startsWith('GROUP') && conversationID.length > 5) {
    return { type: 'GROUP', peerID: conversationID.slice(5) };
  }
  return null;
}

export const conversationIDOf = (type: ConversationType, peerID: string) => `${type}${peerID}`;

/** The conversation a message belongs to as `me` sees it: the other side of a C2C, or the group. */
export function deriveConversationID(
  m: { conversationType: ConversationType; from: string; to: string },
  me: string,
): string {
  if (m.conversationType === 'GROUP') return conversationIDOf('GROUP', m.to);
  return conversationIDOf('C2C', m.from === me ? m.to : m.from);
}
