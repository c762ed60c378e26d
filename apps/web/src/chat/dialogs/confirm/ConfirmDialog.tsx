import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  onConfirm: () => void;
  /** Cancel, the close X, the mask and Esc all end here. */
  onCancel: () => void;
  /** Defaults to the translated 'Confirm' / 'Cancel'. */
  confirmText?: ReactNode;
  cancelText?: ReactNode;
  /** Red confirm button for destructive actions (delete, dissolve). */
  danger?: boolean;
  /** Spinner on the confirm button while the action runs; a second click is ignored meanwhile. */
  confirmLoading?: boolean;
  width?: number | string;
}

/** The chat's generic dialog (docs/chat-ui.md): title, close X, Cancel and Confirm around any content. */
export function ConfirmDialog({
  open,
  title,
  children,
  onConfirm,
  onCancel,
  confirmText,
  cancelText,
  danger = false,
  confirmLoading = false,
  width = 420,
}: ConfirmDialogProps) {
  const { t } = useTranslation('chat-dialogs');
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      centered
      closable={{ 'aria-label': t('confirm.close') }}
      okText={confirmText ?? t('confirm.ok')}
      cancelText={cancelText ?? t('confirm.cancel')}
      okButtonProps={{ danger }}
      confirmLoading={confirmLoading}
      onOk={() => {
        if (!confirmLoading) onConfirm();
      }}
      onCancel={onCancel}
      destroyOnHidden
      className="rl-chat-confirm"
    >
      {children}
    </Modal>
  );
}
