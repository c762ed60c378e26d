import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Title row of a toolbar panel with the close button docs/chat-ui.md asks for. */
export function PanelHeader({ title, onClose }: { title: string; onClose: () => void }) {
  const { t } = useTranslation('chat-toolbar');
  return (
    <div className="rl-chat-panel__header">
      <span className="rl-chat-panel__title">{title}</span>
      <button
        type="button"
        className="rl-chat-panel__close"
        aria-label={t('toolbar.close')}
        onClick={onClose}
      >
        <CloseOutlined />
      </button>
    </div>
  );
}
