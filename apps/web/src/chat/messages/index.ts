/** What the chat window uses of the message rendering module; tests import the modules directly. */

export { type MessageAction, messageActions } from './action-rules.ts';
export { isTipMessage } from './kinds.ts';
export { MessageContent } from './MessageContent.tsx';
export { MessageStatus } from './MessageStatus.tsx';
export { imageView } from './media-payload.ts';
export { ReactionBar } from './ReactionBar.tsx';
export { ReadReceiptLabel } from './ReadReceiptLabel.tsx';
