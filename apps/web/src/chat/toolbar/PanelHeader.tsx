import { CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** Title row of a toolbar panel with the close button spec section 4 asks for. */
export function PanelHeader({ title, onClose }: { title: string; onClose: () => void }) {
  const { t } = useTranslation('chat-toolbar');
  return (
    <div className="rl-chat-panel__header">
      <span className="rl-chat-panel__title">{title}</span>
      <Button
        type="text"
        size="small"
        icon={<CloseOutlined />}
        aria-label={t('toolbar.close')}
        onClick={onClose}
      />
    </div>
  );
}
