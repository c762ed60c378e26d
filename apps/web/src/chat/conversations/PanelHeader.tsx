import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdScope } from '../../components/antd/AntdScope.tsx';
import { FloatingMenu } from '../common/FloatingMenu.tsx';

const StartChatDialog = lazy(() =>
  import('./StartChatDialog.tsx').then((m) => ({ default: m.StartChatDialog })),
);

type StartKind = 'single' | 'group';

/** Title and the '+' menu: start a single chat or a group chat. */
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
            { key: 'group', label: t('conversation.startGroup') },
          ]}
          {...menuAt}
          onClose={() => setMenuAt(null)}
          onPick={setStarting}
        />
      )}
      {starting && (
        <Suspense>
          <AntdScope>
            <StartChatDialog
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
