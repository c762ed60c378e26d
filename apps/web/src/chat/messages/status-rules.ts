import type { Message } from '@renli/chat-sdk/browser';
import { isMediaMessage, isTipMessage } from './kinds.ts';

/** What the status slot beside an own bubble shows (docs/chat-ui.md, message states). */
export type StatusView =
  | { kind: 'none' }
  | { kind: 'sending' }
  /** Upload under way; `percent` 0..99. */
  | { kind: 'progress'; percent: number }
  /** The red '!'; `resendable` is false for risk content, which the server will refuse again. */
  | { kind: 'failed'; resendable: boolean };

type StatusInput = Pick<Message, 'type' | 'payload' | 'status' | 'progress' | 'hasRiskContent'>;

export function messageStatusView(message: StatusInput): StatusView {
  if (isTipMessage(message)) return { kind: 'none' };
  if (message.hasRiskContent) return { kind: 'failed', resendable: false };
  if (message.status === 'fail') return { kind: 'failed', resendable: true };
  if (message.status !== 'unSend') return { kind: 'none' };
  const progress = Number.isFinite(message.progress) ? message.progress : 0;
  // A finished upload still waits for the server's ack: a spinner, not a full bar.
  if (isMediaMessage(message) && progress < 1) {
    return { kind: 'progress', percent: Math.max(0, Math.min(99, Math.floor(progress * 100))) };
  }
  return { kind: 'sending' };
}
