import type { Message } from '@renli/chat-sdk/browser';
import { useTranslation } from 'react-i18next';
import { isReceiptClickable, type ReadReceiptOptions, readReceiptState } from './read-receipt.ts';
import { NS } from './translate.ts';
import './message-meta.css';

export interface ReadReceiptLabelProps {
  message: Message;
  options: ReadReceiptOptions;
  /** Opens the 'message details' panel with the Unread and Read tabs. */
  onOpenReceipts?: (message: Message) => void;
}

const LABEL_KEYS = {
  'c2c-read': 'receipt.read',
  'c2c-unread': 'receipt.unread',
  'group-unread': 'receipt.unread',
  'group-partial': 'receipt.partial',
  'group-all-read': 'receipt.allRead',
} as const;

/** "Read" / "Unread" / "{n} read" / "All read" under an own message (docs/chat-ui.md). */
export function ReadReceiptLabel({ message, options, onOpenReceipts }: ReadReceiptLabelProps) {
  const { t } = useTranslation(NS);
  const state = readReceiptState(message, options);
  if (state.kind === 'hidden') return null;
  const label = t(LABEL_KEYS[state.kind], state.kind === 'group-partial' ? { n: state.n } : {});
  const done = state.kind === 'c2c-read' || state.kind === 'group-all-read';
  const className = `rl-chat-receipt ${done ? 'rl-chat-receipt-read' : 'rl-chat-receipt-unread'}`;
  if (isReceiptClickable(state) && onOpenReceipts) {
    return (
      <button
        type="button"
        className={`${className} rl-chat-receipt-link`}
        title={t('receipt.open')}
        onClick={() => onOpenReceipts(message)}
      >
        {label}
      </button>
    );
  }
  return <span className={className}>{label}</span>;
}
