import { z } from 'zod';
import { wireMessageSchema } from './message.ts';

export const groupAtInfoSchema = z.object({
  groupID: z.string(),
  messageSequence: z.number().int(),
  atTypeArray: z.array(z.number().int()),
});

/**
 * One conversation as one user sees it. Unread is `maxSeq - readSeq` minus the user's own messages
 * in that range (docs/chat.md), computed by the server.
 */
export const wireConversationSchema = z.object({
  conversationID: z.string(),
  type: z.enum(['C2C', 'GROUP']),
  /** Peer userID or groupID. */
  peerID: z.string(),
  name: z.string(),
  avatar: z.string(),
  maxSeq: z.number().int(),
  readSeq: z.number().int(),
  unreadCount: z.number().int(),
  isPinned: z.boolean(),
  messageRemindType: z.string(),
  groupAtInfoList: z.array(groupAtInfoSchema),
  lastMessage: wireMessageSchema.nullable(),
  /** Seconds; ordering key of the list. */
  lastTime: z.number().int(),
  /** C2C: the highest sequence of MY messages the peer has read. */
  peerReadSeq: z.number().int(),
  /** Groups I am no longer in: 'quit', 'kicked' or 'dismissed' ('' while a member). */
  leftReason: z.string(),
});
export type WireConversation = z.infer<typeof wireConversationSchema>;
