import type { Message } from '@renli/chat-sdk/browser';
import { GROUP_TYPES, type GroupType } from '@renli/contracts/constants';
import { isCallRecord, isTipMessage } from './kinds.ts';

export type ReadReceiptState =
  | { kind: 'hidden' }
  | { kind: 'c2c-read' }
  | { kind: 'c2c-unread' }
  | { kind: 'group-unread' }
  | { kind: 'group-partial'; n: number }
  | { kind: 'group-all-read' };

export interface ReadReceiptOptions {
  /** The group's type, for group conversations. */
  groupType?: GroupType | string;
  /** The user's own "show read receipts" setting. */
  userReceiptEnabled: boolean;
  /** The app/package setting (group receipts depend on the purchased package). */
  appReceiptEnabled: boolean;
}

type ReceiptInput = Pick<
  Message,
  | 'type'
  | 'payload'
  | 'flow'
  | 'status'
  | 'hasRiskContent'
  | 'isRevoked'
  | 'needReadReceipt'
  | 'conversationType'
  | 'isPeerRead'
  | 'readReceiptInfo'
>;

/** Live rooms keep no history and communities are too large for receipts (docs/chat-ui.md). */
const NO_RECEIPT_GROUPS: ReadonlySet<string> = new Set([GROUP_TYPES.AVCHATROOM, GROUP_TYPES.COMMUNITY]);

const HIDDEN: ReadReceiptState = { kind: 'hidden' };

/** The read label under an own message (docs/chat-ui.md, read state). */
export function readReceiptState(message: ReceiptInput, opts: ReadReceiptOptions): ReadReceiptState {
  if (!opts.userReceiptEnabled || !opts.appReceiptEnabled) return HIDDEN;
  if (message.flow !== 'out' || message.status !== 'success') return HIDDEN;
  if (message.hasRiskContent || message.isRevoked || !message.needReadReceipt) return HIDDEN;
  if (isTipMessage(message) || isCallRecord(message)) return HIDDEN;

  if (message.conversationType === 'C2C') {
    return message.isPeerRead || message.readReceiptInfo?.isPeerRead
      ? { kind: 'c2c-read' }
      : { kind: 'c2c-unread' };
  }
  if (opts.groupType && NO_RECEIPT_GROUPS.has(opts.groupType)) return HIDDEN;
  const readCount = Math.max(0, message.readReceiptInfo?.readCount ?? 0);
  const unreadCount = Math.max(0, message.readReceiptInfo?.unreadCount ?? 0);
  // Both counts are 0 until the SDK has fetched them: "unread" is the honest answer meanwhile.
  if (readCount === 0) return { kind: 'group-unread' };
  if (unreadCount === 0) return { kind: 'group-all-read' };
  return { kind: 'group-partial', n: readCount };
}

/** The group label opens the read/unread member panel while someone has not read yet. */
export const isReceiptClickable = (state: ReadReceiptState) =>
  state.kind === 'group-unread' || state.kind === 'group-partial';
