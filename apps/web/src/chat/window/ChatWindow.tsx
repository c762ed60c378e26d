import type { Message } from '@renli/chat-sdk/browser';
import { parseConversationID } from '@renli/contracts/constants';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, loadNamespaces } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { isSystemConversation } from '../calls/call-availability.ts';
import { startCall } from '../calls/call-layer.ts';
import { FloatingMenu, MENU_ITEM_HEIGHT } from '../common/FloatingMenu.tsx';
import type { MenuAnchor } from '../common/use-long-press.ts';
import { keysToNames } from '../emoji/index.ts';
import { useGroupExit } from '../groups/use-group-exit.ts';
import { ChatInputArea } from '../input/ChatInputArea.tsx';
import { type MessageAction, messageActions } from '../messages/index.ts';
import { useLocateRequests } from '../search/use-locate-requests.ts';
import { markRead, openThread, resend, revokedText } from '../state/actions.ts';
import { chatErrorText } from '../state/send-errors.ts';
import { chatUi, insertIntoEditor } from '../state/ui-store.ts';
import { useChat, useIsMobile } from '../state/use-chat.ts';
import type { ExtensionKey } from '../toolbar/index.ts';
import { JoinRequestBanner, SafetyTip } from './Banners.tsx';
import { ChatHeader } from './ChatHeader.tsx';
import { messageMenuTop } from './list-rules.ts';
import { MessageList } from './MessageList.tsx';
import { runMessageAction } from './message-menu.ts';
import { ReactionRow, toggleReaction } from './reactions.tsx';
import { useViewportWidth } from './use-viewport-width.ts';

/** Top of the scrolling list: the message menu flips below the pointer near it. */
const listTop = () => document.querySelector('.rl-chat-list')?.getBoundingClientRect().top ?? 0;

const WindowDialogs = lazy(() => import('./WindowDialogs.tsx').then((m) => ({ default: m.WindowDialogs })));
const ConversationSearch = lazy(() =>
  Promise.all([
    import('../search/ConversationSearch.tsx'),
    loadNamespaces(currentLanguage(), ['chat-search']),
  ]).then(([m]) => ({ default: m.ConversationSearch })),
);

export type WindowDialog =
  | { kind: 'preview'; message: Message }
  | { kind: 'forward'; message: Message }
  | { kind: 'receipts'; message: Message }
  | { kind: 'resend'; message: Message }
  | { kind: 'applications'; groupID: string }
  | { kind: 'group'; groupID: string };

interface ChatWindowProps {
  conversationID: string;
  onBack: () => void;
}

/** Header, banners, the message list and the input of one conversation. */
export function ChatWindow({ conversationID, onBack }: ChatWindowProps) {
  const { t } = useTranslation('chat');
  const mobile = useIsMobile();
  const viewportWidth = useViewportWidth(mobile);
  const thread = useChat((s) => s.threads[conversationID]);
  // Only the count: the list's objects are copied on every update, the window need not re-render.
  const unread = useChat(
    (s) => s.conversations.find((c) => c.conversationID === conversationID)?.unreadCount ?? 0,
  );
  const me = useChat((s) => s.me?.userID ?? '');
  const ref = parseConversationID(conversationID);
  const groupID = ref?.type === 'GROUP' ? ref.peerID : undefined;
  const group = useChat((s) => (groupID ? s.groups[groupID] : undefined));
  useGroupExit(groupID, onBack);
  const [menu, setMenu] = useState<{ message: Message; anchor: MenuAnchor } | null>(null);
  const [dialog, setDialog] = useState<WindowDialog | null>(null);
  const jumpRef = useRef<((messageID: string) => void) | null>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  useLocateRequests(conversationID, jumpRef);

  useEffect(() => {
    openThread(conversationID).catch((error) =>
      toast.error(chatErrorText(t, error) || t('window.openFailed')),
    );
  }, [conversationID, t]);

  // A quote belongs to its conversation (docs/chat-ui.md): leaving the window drops it.
  useEffect(() => () => chatUi.setState({ quote: null }), []);

  // Reading the open conversation clears its unread count, including messages arriving while open.
  useEffect(() => {
    if (unread > 0 && document.visibilityState === 'visible')
      void markRead(conversationID).catch(() => undefined);
  }, [conversationID, unread]);

  const onMenu = useCallback((message: Message, anchor: MenuAnchor) => setMenu({ message, anchor }), []);
  const onResend = useCallback((message: Message) => setDialog({ kind: 'resend', message }), []);
  const onPreviewImage = useCallback((message: Message) => setDialog({ kind: 'preview', message }), []);
  const onOpenReceipts = useCallback((message: Message) => setDialog({ kind: 'receipts', message }), []);
  const onJumpToQuote = useCallback((messageID: string) => jumpRef.current?.(messageID), []);
  const onReEdit = useCallback((message: Message) => {
    const text = revokedText(message.ID);
    if (text !== undefined) insertIntoEditor(keysToNames(text, currentLanguage()), true);
  }, []);
  const onToggleReaction = useCallback(
    (message: Message, reactionID: string) =>
      void toggleReaction(message, reactionID).catch((e) => toast.error(chatErrorText(t, e))),
    [t],
  );

  const onCall = useCallback(
    (kind: 'voice' | 'video') => void startCall(conversationID, kind).catch(() => undefined),
    [conversationID],
  );
  const onSearch = useCallback(() => setSearchOpen(true), []);
  const onExtension = useCallback(
    (key: ExtensionKey) => (key === 'search' ? onSearch() : onCall(key)),
    [onCall, onSearch],
  );

  const actions: MessageAction[] = menu
    ? messageActions(menu.message, { desktop: !mobile, now: Math.floor(Date.now() / 1000) })
    : [];

  return (
    <section className="rl-chat-window" aria-label={t('window.label')}>
      <ChatHeader
        conversationID={conversationID}
        mobile={mobile}
        onBack={onBack}
        onCall={onCall}
        onGroupSettings={() => groupID && setDialog({ kind: 'group', groupID })}
      />
      {/* The server's own notices carry no scam risk to warn of. */}
      {!isSystemConversation(conversationID) && <SafetyTip />}
      {groupID && (
        <JoinRequestBanner groupID={groupID} onHandle={() => setDialog({ kind: 'applications', groupID })} />
      )}
      {thread ? (
        <MessageList
          conversationID={conversationID}
          thread={thread}
          me={me}
          jumpRef={jumpRef}
          mobile={mobile}
          viewportWidth={viewportWidth}
          groupType={group?.type}
          onMenu={onMenu}
          onResend={onResend}
          onPreviewImage={onPreviewImage}
          onJumpToQuote={onJumpToQuote}
          onReEdit={onReEdit}
          onOpenReceipts={onOpenReceipts}
          onToggleReaction={onToggleReaction}
        />
      ) : (
        <div className="rl-chat-list-wrap" />
      )}
      <ChatInputArea
        conversationID={conversationID}
        me={me}
        group={group}
        mobile={mobile}
        onExtension={onExtension}
      />
      {menu && actions.length > 0 && (
        <FloatingMenu<MessageAction>
          label={t('menu.label')}
          closeLabel={t('menu.close')}
          header={
            actions.includes('react') && (
              <ReactionRow
                onPick={(reactionID) => {
                  setMenu(null);
                  onToggleReaction(menu.message, reactionID);
                }}
              />
            )
          }
          items={actions
            .filter((key) => key !== 'react')
            .map((key) => ({ key, label: t(`menu.${key}`), danger: key === 'delete' }))}
          left={Math.min(menu.anchor.x, window.innerWidth - 200)}
          top={messageMenuTop(menu.anchor.y, actions.length * MENU_ITEM_HEIGHT + 8, listTop())}
          onClose={() => setMenu(null)}
          onPick={(action) =>
            void runMessageAction(action, menu.message, t, {
              forward: (message) => setDialog({ kind: 'forward', message }),
              open: (message) => setDialog({ kind: 'preview', message }),
            })
          }
        />
      )}
      {searchOpen && (
        <Suspense>
          <ConversationSearch
            conversationID={conversationID}
            mobile={mobile}
            onClose={() => setSearchOpen(false)}
          />
        </Suspense>
      )}
      {dialog && (
        <Suspense>
          <WindowDialogs
            dialog={dialog}
            conversationID={conversationID}
            onClose={() => setDialog(null)}
            onResend={(m) => void resend(m).catch((e) => toast.error(chatErrorText(t, e)))}
          />
        </Suspense>
      )}
    </section>
  );
}
