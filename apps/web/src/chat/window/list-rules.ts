import type { Message } from '@renli/chat-sdk/browser';
import { shouldShowTimestamp } from '../../lib/time-label.ts';

/** Timestamp rows: before the first loaded message and after a gap of at least 600 s (docs/chat-ui.md). */
export function timestampFlags(messages: readonly Message[]): boolean[] {
  return messages.map((m, i) => shouldShowTimestamp(i === 0 ? undefined : messages[i - 1]?.time, m.time));
}

/**
 * 'Back to latest' shows when the reader is more than two viewport heights above the newest message,
 * or when newer messages arrived while they were scrolled up (docs/chat-ui.md).
 */
export function showBackToLatest(
  distanceFromBottom: number,
  viewportHeight: number,
  unseenCount: number,
): boolean {
  return unseenCount > 0 || distanceFromBottom > 2 * viewportHeight;
}

/** A reader this close to the bottom follows new messages; further up, they keep their place. */
export const FOLLOW_THRESHOLD_PX = 80;

/** docs/chat-ui.md: the message menu flips below the pointer when within 160 px of the top. */
export const MENU_FLIP_PX = 160;
export function messageMenuTop(pointerY: number, menuHeight: number, viewportTop: number): number {
  if (pointerY - viewportTop < MENU_FLIP_PX) return pointerY;
  return Math.max(viewportTop, pointerY - menuHeight);
}

/** The quote reference a reply carries in `cloudCustomData` (docs/chat-ui.md). */
export interface MessageReply {
  messageID: string;
  messageAbstract: string;
  messageSender: string;
  messageType?: number;
  version?: number;
}

export function quoteOf(m: Pick<Message, 'cloudCustomData'>): MessageReply | null {
  if (!m.cloudCustomData) return null;
  try {
    const reply = (JSON.parse(m.cloudCustomData) as { messageReply?: Partial<MessageReply> }).messageReply;
    if (!reply || typeof reply.messageID !== 'string') return null;
    return {
      messageID: reply.messageID,
      messageAbstract: String(reply.messageAbstract ?? ''),
      messageSender: String(reply.messageSender ?? ''),
    };
  } catch {
    return null;
  }
}

/** Tencent's reply reference: the quoted message's ID, its sender and a short abstract. */
export function replyData(quoted: Message, abstract: string): string {
  const messageReply: MessageReply = {
    messageID: quoted.ID,
    messageAbstract: abstract.slice(0, 100),
    messageSender: quoted.nick || quoted.from,
    version: 1,
  };
  return JSON.stringify({ messageReply });
}
