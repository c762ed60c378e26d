import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdScope } from '../../components/antd/AntdScope.tsx';
import { currentLanguage, loadNamespaces } from '../../lib/i18n.ts';
import { FloatingMenu } from '../common/FloatingMenu.tsx';

const StartChatDialog = lazy(() =>
  import('./StartChatDialog.tsx').then((m) => ({ default: m.StartChatDialog })),
);
/** The group screens bring their own text and the picker's (`chat-dialogs`). */
const groupText = () => loadNamespaces(currentLanguage(), ['chat-groups', 'chat-dialogs']);
const CreateGroupDialog = lazy(() =>
  Promise.all([import('../groups/CreateGroupDialog.tsx'), groupText()]).then(([m]) => ({
    default: m.CreateGroupDialog,
  })),
);
const JoinGroupDialog = lazy(() =>
  Promise.all([import('../groups/JoinGroupDialog.tsx'), groupText()]).then(([m]) => ({
    default: m.JoinGroupDialog,
  })),
);

type StartKind = 'single' | 'create' | 'join';

/** Title and the '+' menu: start a single chat, create a group or join one by its ID. */
export function PanelHeader({ onOpen }: { onOpen: (conversationID: string) => void }) {
  const { t } = useTranslation(['chat', 'chat-groups']);
  const [menuAt, setMenuAt] = useState<{ left: number; top: number } | null>(null);
  const [starting, setStarting] = useState<StartKind | null>(null);
  const started = (conversationID: string) => {
    setStarting(null);
    onOpen(conversationID);
  };
  const close = () => setStarting(null);
  return (
    <header className="rl-chat-panel-header">
      <h2>{t('conversation.title')}</h2>
      <button
        type="button"
        className="rl-chat-icon-button"
        aria-label={t('conversation.start')}
        aria-haspopup="menu"
        onClick={(e) => {
          const box = e.currentTarget.getBoundingClientRect();
          const at = { left: Math.max(8, box.right - 160), top: box.bottom + 4 };
          // The group items' text is loaded on the first opening of the menu.
          void groupText().then(() => setMenuAt(at));
        }}
      >
        +
      </button>
      {menuAt && (
        <FloatingMenu<StartKind>
          label={t('conversation.start')}
          closeLabel={t('menu.close')}
          items={[
            { key: 'single', label: t('conversation.startSingle') },
            { key: 'create', label: t('chat-groups:menu.create') },
            { key: 'join', label: t('chat-groups:menu.join') },
          ]}
          {...menuAt}
          onClose={() => setMenuAt(null)}
          onPick={setStarting}
        />
      )}
      {starting && (
        <Suspense>
          <AntdScope>
            {starting === 'single' && <StartChatDialog onClose={close} onStarted={started} />}
            {starting === 'create' && <CreateGroupDialog onClose={close} onCreated={started} />}
            {starting === 'join' && <JoinGroupDialog onClose={close} onJoined={started} />}
          </AntdScope>
        </Suspense>
      )}
    </header>
  );
}
