import { parseConversationID } from '@renli/contracts/constants';
import { useTranslation } from 'react-i18next';
import { callsAllowed } from '../calls/call-availability.ts';
import { memberCountSuffix } from '../conversations/conversation-rules.ts';
import { useChat } from '../state/use-chat.ts';
import { useWindowTitle } from './use-window-title.ts';

interface ChatHeaderProps {
  conversationID: string;
  mobile: boolean;
  onBack: () => void;
  onCall: (kind: 'voice' | 'video') => void;
  onGroupSettings: () => void;
}

/** The header's call buttons: voice, then video. */
const CALLS = [
  {
    kind: 'voice',
    labelKey: 'window.voiceCall',
    path: 'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1C10.6 21 3 13.4 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z',
  },
  {
    kind: 'video',
    labelKey: 'window.videoCall',
    path: 'M17 10.5V7c0-.6-.4-1-1-1H4c-.6 0-1 .4-1 1v10c0 .6.4 1 1 1h12c.6 0 1-.4 1-1v-3.5l4 4v-11z',
  },
] as const;

/** Name (or the peer's typing notice; a group's member count after it), back on mobile, call buttons and the group settings button. */
export function ChatHeader({ conversationID, mobile, onBack, onCall, onGroupSettings }: ChatHeaderProps) {
  const { t } = useTranslation('chat');
  const typing = useChat((s) => s.typing[conversationID] ?? false);
  const ref = parseConversationID(conversationID);
  const isGroup = ref?.type === 'GROUP';
  const name = useWindowTitle(conversationID);
  const memberCount = useChat((s) => (isGroup ? s.groups[ref.peerID]?.memberCount : undefined));
  const count = memberCountSuffix(memberCount, t);
  return (
    <header className="rl-chat-window-header">
      {mobile && (
        <button type="button" className="rl-chat-icon-button" aria-label={t('window.back')} onClick={onBack}>
          ‹
        </button>
      )}
      <h2 className="rl-chat-window-title" aria-live="polite">
        {typing && !isGroup ? t('window.typing') : name}
        {count && (
          <span className="rl-chat-window-count" title={t('window.memberCountLabel', { count: memberCount })}>
            {count}
          </span>
        )}
      </h2>
      <div className="rl-chat-window-actions">
        {/* docs/chat-ui.md: no calls on customer-service conversations. */}
        {callsAllowed(conversationID) &&
          CALLS.map(({ kind, labelKey, path }) => (
            <button
              key={kind}
              type="button"
              className="rl-chat-icon-button"
              aria-label={t(labelKey)}
              onClick={() => onCall(kind)}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d={path} />
              </svg>
            </button>
          ))}
        {isGroup && (
          <button
            type="button"
            className="rl-chat-icon-button"
            aria-label={t('window.groupSettings')}
            onClick={onGroupSettings}
          >
            ⋯
          </button>
        )}
      </div>
    </header>
  );
}
