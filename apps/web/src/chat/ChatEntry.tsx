import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CallLayer } from './calls/CallLayer.tsx';
import { badgeText } from './conversations/conversation-rules.ts';
import { connectChat } from './session/chat-client.ts';
import { useChat } from './state/use-chat.ts';
import './chat-entry.css';
import './common/count-badge.css';

/** The main header's chat button with the total unread count; it opens the workspace. */
export function ChatEntry() {
  const { t } = useTranslation('chat');
  const total = useChat((s) => s.totalUnread);
  useEffect(() => {
    connectChat().catch(() => undefined);
  }, []);
  const badge = badgeText(total);
  return (
    <>
      <Link
        to="/im"
        className="rl-chat-entry"
        aria-label={badge ? t('entry.labelUnread', { count: total }) : t('entry.label')}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 3.5V6a2 2 0 0 1 2-2zm3 5v2h10V9H7zm0 4v2h7v-2H7z"
          />
        </svg>
        {badge && <span className="rl-chat-count-badge rl-chat-entry-badge">{badge}</span>}
      </Link>
      {/* Incoming calls ring on every platform screen, where this entry keeps the chat connected. */}
      <CallLayer />
    </>
  );
}
