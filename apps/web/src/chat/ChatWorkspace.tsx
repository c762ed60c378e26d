import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ToastHost } from '../components/toast/ToastHost.tsx';
import { loadLocales } from '../lib/i18n.ts';
import { USER_HOME } from '../lib/paths.ts';
import { ConversationPanel } from './conversations/ConversationPanel.tsx';
import { connectChat } from './session/chat-client.ts';
import { useChat, useIsMobile } from './state/use-chat.ts';
import './chat.css';

/**
 * An open conversation (messages, editor, toolbar) is its own chunk with its own text: `#/im` shows
 * the conversation list without waiting for it.
 */
const ChatWindow = lazy(() =>
  Promise.all([import('./window/ChatWindow.tsx'), loadLocales('conversation')]).then(([m]) => ({
    default: m.ChatWindow,
  })),
);

/** `C2C<userID>` or `GROUP<groupID>`; anything else in the URL is ignored. */
const VALID_ID = /^(C2C|GROUP)[\w@.\-:#]{1,128}$/;

/**
 * The chat workspace at `#/im` and `#/im/:conversationID`: conversation list beside the chat window on
 * desktop; below 768 px one screen at a time, the window with a back button.
 */
export function ChatWorkspace() {
  const { t } = useTranslation('chat');
  const params = useParams();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const phase = useChat((s) => s.phase);
  const conversationID =
    params.conversationID && VALID_ID.test(params.conversationID) ? params.conversationID : undefined;

  useEffect(() => {
    connectChat().catch(() => undefined);
  }, []);

  const open = (id: string) => navigate(id ? `/im/${encodeURIComponent(id)}` : '/im');
  const showPanel = !mobile || !conversationID;
  const showWindow = !mobile || Boolean(conversationID);

  return (
    <div className={`rl-chat-workspace${mobile ? ' is-mobile' : ''}`} data-testid="chat-workspace">
      {!mobile && (
        <div className="rl-chat-topbar">
          <Link to={USER_HOME} className="rl-chat-link">
            ‹ {t('workspace.backToPlatform')}
          </Link>
          <span>{t('workspace.title')}</span>
        </div>
      )}
      {phase === 'failed' || phase === 'kicked' ? (
        <div className="rl-chat-state" role="alert">
          <p>{t(phase === 'kicked' ? 'workspace.kicked' : 'workspace.failed')}</p>
          <button
            type="button"
            className="rl-chat-send"
            onClick={() => void connectChat().catch(() => undefined)}
          >
            {t('workspace.retry')}
          </button>
        </div>
      ) : phase !== 'ready' ? (
        <div className="rl-chat-state" role="status">
          {t('workspace.connecting')}
        </div>
      ) : (
        <div className="rl-chat-body">
          {showPanel && <ConversationPanel activeID={conversationID} onOpen={open} />}
          {showWindow &&
            (conversationID ? (
              <Suspense fallback={<div className="rl-chat-placeholder" />}>
                <ChatWindow key={conversationID} conversationID={conversationID} onBack={() => open('')} />
              </Suspense>
            ) : (
              <div className="rl-chat-placeholder">{t('workspace.pick')}</div>
            ))}
        </div>
      )}
      <ToastHost />
    </div>
  );
}
