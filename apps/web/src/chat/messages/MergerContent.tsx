import type { Message } from '@renli/chat-sdk/browser';
import { useTranslation } from 'react-i18next';
import { mergerView } from './media-payload.ts';
import { NS } from './translate.ts';

export function MergerContent({
  message,
  onOpen,
}: {
  message: Message;
  onOpen?: (message: Message) => void;
}) {
  const { t } = useTranslation(NS);
  const view = mergerView(message.payload);
  return (
    <button
      type="button"
      className="rl-chat-merger"
      aria-label={t('merger.open')}
      onClick={() => onOpen?.(message)}
    >
      <span className="rl-chat-merger-title">{view.title || t('merger.title')}</span>
      {view.abstracts.map((line, index) => (
        // Abstract lines have no identity of their own and never reorder.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <span key={index} className="rl-chat-merger-line">
          {line}
        </span>
      ))}
      <span className="rl-chat-merger-footer">{t('merger.title')}</span>
    </button>
  );
}
