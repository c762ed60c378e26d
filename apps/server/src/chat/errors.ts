import type { MessageParams } from '../core/i18n/index.ts';
import type { groupMessages } from './groups/messages.ts';
import type { chatMessages } from './messages.ts';
import type { relationMessages } from './relations/messages.ts';

export type ChatMessageKey =
  | keyof typeof chatMessages
  | keyof typeof groupMessages
  | keyof typeof relationMessages;

/** A refusal with a chat code; the gateway translates `key` into the caller's language. */
export class ChatError extends Error {
  constructor(
    readonly code: number,
    readonly key: ChatMessageKey,
    readonly params: MessageParams = {},
  ) {
    super(key);
  }
}
