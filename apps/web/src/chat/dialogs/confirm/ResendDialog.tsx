import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog.tsx';

export interface ResendDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLoading?: boolean;
}

/** Asked before resending a failed message (docs/chat-ui.md). */
export function ResendDialog({ open, onConfirm, onCancel, confirmLoading }: ResendDialogProps) {
  const { t } = useTranslation('chat-dialogs');
  return (
    <ConfirmDialog
      open={open}
      title={t('resend.title')}
      confirmText={t('resend.ok')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      confirmLoading={confirmLoading}
    >
      <p className="rl-chat-confirm__text">{t('resend.content')}</p>
    </ConfirmDialog>
  );
}
