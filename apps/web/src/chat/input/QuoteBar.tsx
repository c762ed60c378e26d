import type { Message } from '@renli/chat-sdk/browser';
import { useTranslation } from 'react-i18next';

/** The message being replied to, above the editor, with a cancel button. */
export function QuoteBar({
  message,
  abstract,
  onCancel,
}: {
  message: Message;
  abstract: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <div className="rl-chat-quote-bar" role="note">
      <span className="rl-chat-quote-bar-text">
        {t('quote.replyTo', { name: message.nick || message.from })}: {abstract}
      </span>
      <button type="button" className="rl-chat-icon-button" aria-label={t('quote.cancel')} onClick={onCancel}>
        ×
      </button>
    </div>
  );
}
