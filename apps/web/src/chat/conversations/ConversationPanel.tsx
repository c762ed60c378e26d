import type { Conversation } from '@renli/chat-sdk/browser';
import { lazy, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VList } from 'virtua';
import { AntdScope } from '../../components/antd/AntdScope.tsx';
import { loadLocales } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { isSystemConversation } from '../calls/call-availability.ts';
import { FloatingMenu, MENU_ITEM_HEIGHT } from '../common/FloatingMenu.tsx';
import type { MenuAnchor } from '../common/use-long-press.ts';
import { deleteConversation, muteConversation, pinConversation } from '../state/actions.ts';
import { useChat } from '../state/use-chat.ts';
import { ConversationRow } from './ConversationRow.tsx';
import { type ConversationAction, conversationActions, conversationMenuTop } from './conversation-rules.ts';
import { NetworkBanner } from './NetworkBanner.tsx';
import { PanelHeader } from './PanelHeader.tsx';
import { SearchEntry, useGlobalSearchScreen } from './SearchEntry.tsx';
import './conversations.css';

// The dialog's own text (`chat-dialogs`) loads with it: the list can be used before any conversation opened.
const ConfirmDialog = lazy(() =>
  Promise.all([import('../dialogs/index.ts'), loadLocales('conversation')]).then(([m]) => ({
    default: m.ConfirmDialog,
  })),
);

interface ConversationPanelProps {
  activeID: string | undefined;
  onOpen: (conversationID: string) => void;
}

/** The left side of the workspace (the whole screen on mobile): header menu, network banner, rows. */
export function ConversationPanel({ activeID, onOpen }: ConversationPanelProps) {
  const { t } = useTranslation('chat');
  const conversations = useChat((s) => s.conversations);
  const online = useChat((s) => s.online);
  const me = useChat((s) => s.me?.userID ?? '');
  const [menu, setMenu] = useState<{ conversation: Conversation; anchor: MenuAnchor } | null>(null);
  const [deleting, setDeleting] = useState<Conversation | null>(null);
  /** null: not searching; else what the field held when the search started. */
  const [searchFrom, setSearchFrom] = useState<string | null>(null);
  const endSearch = useCallback(() => setSearchFrom(null), []);
  const GlobalSearch = useGlobalSearchScreen(searchFrom !== null);
  const searching = searchFrom !== null && GlobalSearch !== null;
  const openMenu = useCallback(
    (conversation: Conversation, anchor: MenuAnchor) => setMenu({ conversation, anchor }),
    [],
  );

  const run = async (action: ConversationAction, c: Conversation) => {
    try {
      if (action === 'delete') return setDeleting(c);
      if (action === 'pin' || action === 'unpin') await pinConversation(c.conversationID, action === 'pin');
      else await muteConversation(c.conversationID, action === 'mute');
    } catch (error) {
      toast.error((error as { message?: string }).message || t('error.operation'));
    }
  };

  const items = menu
    ? conversationActions(menu.conversation).map((key) => ({
        key,
        label: t(`conversation.action.${key}`),
        danger: key === 'delete',
      }))
    : [];

  return (
    <section className="rl-chat-panel" aria-label={t('conversation.title')}>
      <PanelHeader onOpen={onOpen} />
      <NetworkBanner />
      {searching ? (
        <GlobalSearch
          initialInput={searchFrom}
          placeholder={t('conversation.searchPlaceholder')}
          onOpen={onOpen}
          onEnd={endSearch}
        />
      ) : (
        <SearchEntry value={searchFrom ?? ''} onActivate={setSearchFrom} />
      )}
      {searching ? null : conversations.length === 0 ? (
        <p className="rl-chat-panel-empty">{t('conversation.empty')}</p>
      ) : (
        <VList className="rl-chat-conv-list" data={conversations} role="list">
          {(c) => (
            <ConversationRow
              key={c.conversationID}
              conversation={c}
              active={c.conversationID === activeID}
              me={me}
              // A system account is never online or offline: it shows no presence dot.
              online={
                c.userProfile && !isSystemConversation(c.conversationID)
                  ? online[c.userProfile.userID]
                  : undefined
              }
              onOpen={onOpen}
              onMenu={openMenu}
            />
          )}
        </VList>
      )}
      {menu && (
        <FloatingMenu
          label={t('conversation.menu')}
          closeLabel={t('menu.close')}
          items={items}
          left={menu.anchor.x}
          top={conversationMenuTop(menu.anchor.y, items.length * MENU_ITEM_HEIGHT + 8, window.innerHeight)}
          onClose={() => setMenu(null)}
          onPick={(key) => void run(key, menu.conversation)}
        />
      )}
      {deleting && (
        <AntdScope>
          <ConfirmDialog
            open
            danger
            title={t('conversation.deleteTitle')}
            onCancel={() => setDeleting(null)}
            onConfirm={async () => {
              try {
                await deleteConversation(deleting.conversationID);
                if (deleting.conversationID === activeID) onOpen('');
              } catch (error) {
                toast.error((error as { message?: string }).message || t('error.operation'));
              }
              setDeleting(null);
            }}
          >
            {t('conversation.deleteConfirm')}
          </ConfirmDialog>
        </AntdScope>
      )}
    </section>
  );
}
