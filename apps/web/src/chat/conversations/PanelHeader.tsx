import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdScope } from '../../components/antd/AntdScope.tsx';
import { currentLanguage, loadNamespaces } from '../../lib/i18n.ts';
import { FloatingMenu } from '../common/FloatingMenu.tsx';
import type { StartKind } from './StartDialogs.tsx';

/** The dialogs come with the group screens' text and the picker's (`chat-dialogs`). */
const StartDialogs = lazy(() =>
  Promise.all([
    import('./StartDialogs.tsx'),
    loadNamespaces(currentLanguage(), ['chat-groups', 'chat-dialogs']),
  ]).then(([m]) => ({ default: m.StartDialogs })),
);

/** Title and the '+' menu: start a single chat, create a group or join one by its ID. */
export function PanelHeader({ onOpen }: { onOpen: (conversationID: string) => void }) {
  const { t } = useTranslation('chat');
  const [menuAt, setMenuAt] = useState<{ left: number; top: number } | null>(null);
  const [starting, setStarting] = useState<StartKind | null>(null);
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
          setMenuAt({ left: Math.max(8, box.right - 160), top: box.bottom + 4 });
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
            { key: 'create', label: t('conversation.createGroup') },
            { key: 'join', label: t('conversation.joinGroup') },
          ]}
          {...menuAt}
          onClose={() => setMenuAt(null)}
          onPick={setStarting}
        />
      )}
      {starting && (
        <Suspense>
          <AntdScope>
            <StartDialogs
              kind={starting}
              onClose={() => setStarting(null)}
              onStarted={(conversationID) => {
                setStarting(null);
                onOpen(conversationID);
              }}
            />
          </AntdScope>
        </Suspense>
      )}
    </header>
  );
}
