import { ExclamationCircleFilled } from '@ant-design/icons';
import type { Message } from '@renli/chat-sdk/browser';
import { useTranslation } from 'react-i18next';
import { messageStatusView } from './status-rules.ts';
import { NS } from './translate.ts';
import './message-meta.css';

export interface MessageStatusProps {
  message: Message;
  /** The red '!' of a failed message; the caller asks "confirm resend?" before resending. */
  onResend?: (message: Message) => void;
}

/** Spinner, upload bar or red '!' beside a bubble (docs/chat-ui.md, message states). */
export function MessageStatus({ message, onResend }: MessageStatusProps) {
  const { t } = useTranslation(NS);
  const view = messageStatusView(message);
  switch (view.kind) {
    case 'sending':
      return (
        <span className="rl-chat-status" role="status" aria-label={t('status.sending')}>
          <span className="rl-chat-spinner" aria-hidden />
        </span>
      );
    case 'progress':
      return (
        <span className="rl-chat-status rl-chat-status-progress" title={t('status.uploading', view)}>
          <span
            className="rl-chat-progress"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={view.percent}
            aria-label={t('status.uploading', { percent: view.percent })}
          >
            <span className="rl-chat-progress__bar" style={{ width: `${view.percent}%` }} />
          </span>
        </span>
      );
    case 'failed':
      // Risk content cannot be resent (the server would refuse it again): an icon, not a button.
      return view.resendable ? (
        <button
          type="button"
          className="rl-chat-status rl-chat-status-failed"
          aria-label={t('status.failed')}
          title={t('status.failed')}
          onClick={() => onResend?.(message)}
        >
          <ExclamationCircleFilled aria-hidden />
        </button>
      ) : (
        <span className="rl-chat-status rl-chat-status-failed" role="img" aria-label={t('status.risk')}>
          <ExclamationCircleFilled aria-hidden />
        </span>
      );
    default:
      return null;
  }
}
