import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ToastHost } from '../components/toast/ToastHost.tsx';
import { currentLanguage, loadLocales, loadNamespaces } from '../lib/i18n.ts';
import { USER_HOME } from '../lib/paths.ts';
import { CallLayer } from './calls/CallLayer.tsx';
import { ConversationPanel } from './conversations/ConversationPanel.tsx';
import { connectChat } from './session/chat-client.ts';
import { useChat, useIsMobile } from './state/use-chat.ts';
import { WorkspaceNav, type WorkspaceTab } from './WorkspaceNav.tsx';
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

/** 通讯录 comes with its text (and the dialogs' text) when first opened. */
const ContactsScreen = lazy(() =>
  Promise.all([
    import('./contacts/ContactsScreen.tsx'),
    loadNamespaces(currentLanguage(), ['chat-contacts', 'chat-dialogs']),
  ]).then(([m]) => ({ default: m.ContactsScreen })),
);

/** `C2C<userID>` or `GROUP<groupID>`; anything else in the URL is ignored. */
const VALID_ID = /^(C2C|GROUP)[\w@.\-:#]{1,128}$/;

/**
 * The chat workspace at `#/im` and `#/im/:conversationID`: conversation list beside the chat window on
 * desktop; below 768 px one screen at a time, the window with a back button. `#/im/contacts` and
 * `#/im/contacts/:contactID` show 通讯录 instead; a rail (a bottom tab bar on phones) switches.
 */
export function ChatWorkspace({ tab = 'conversations' }: { tab?: WorkspaceTab }) {
  const { t } = useTranslation('chat');
  const params = useParams();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const phase = useChat((s) => s.phase);
  const conversationID =
    params.conversationID && VALID_ID.test(params.conversationID) ? params.conversationID : undefined;
  const contactID = params.contactID && VALID_ID.test(params.contactID) ? params.contactID : undefined;

  useEffect(() => {
    connectChat().catch(() => undefined);
  }, []);

  const open = (id: string) => navigate(id ? `/im/${encodeURIComponent(id)}` : '/im');
  const openContact = (id: string) =>
    navigate(id ? `/im/contacts/${encodeURIComponent(id)}` : '/im/contacts');
  const showPanel = !mobile || !conversationID;
  const showWindow = !mobile || Boolean(conversationID);
  // On a phone the tab bar belongs to the two lists, not to an open conversation or profile.
  const showTabBar = mobile && (tab === 'contacts' ? !contactID : !conversationID);

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
        <>
          <div className="rl-chat-body">
            {!mobile && <WorkspaceNav tab={tab} mobile={false} />}
            {tab === 'contacts' ? (
              <Suspense fallback={<div className="rl-chat-placeholder" />}>
                <ContactsScreen contactID={contactID} onOpenContact={openContact} onOpenConversation={open} />
              </Suspense>
            ) : (
              <>
                {showPanel && <ConversationPanel activeID={conversationID} onOpen={open} />}
                {showWindow &&
                  (conversationID ? (
                    <Suspense fallback={<div className="rl-chat-placeholder" />}>
                      <ChatWindow
                        key={conversationID}
                        conversationID={conversationID}
                        onBack={() => open('')}
                      />
                    </Suspense>
                  ) : (
                    <div className="rl-chat-placeholder">{t('workspace.pick')}</div>
                  ))}
              </>
            )}
          </div>
          {showTabBar && <WorkspaceNav tab={tab} mobile />}
        </>
      )}
      <CallLayer />
      <ToastHost />
    </div>
  );
}
