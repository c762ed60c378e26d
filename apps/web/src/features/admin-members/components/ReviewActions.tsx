import { Button, Input, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminAction } from '../api.ts';

interface Props {
  id: number;
  action: 'reviewAttestation' | 'reviewTrial';
}

/** Approve (with a confirmation) or reject (a reason is required, as the server insists). */
export function ReviewActions({ id, action }: Props) {
  const { t } = useTranslation();
  const review = useAdminAction(action);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <Space>
      <Popconfirm
        title={t('admin-members:review.approveConfirm')}
        onConfirm={() => review.mutateAsync({ id, applyStatus: 2 })}
      >
        <Button type="link" size="small">
          {t('admin-members:review.approve')}
        </Button>
      </Popconfirm>
      <Button type="link" size="small" danger onClick={() => setRejecting(true)}>
        {t('admin-members:review.reject')}
      </Button>
      <Modal
        open={rejecting}
        title={t('admin-members:review.rejectTitle')}
        okButtonProps={{ disabled: reason.trim() === '', danger: true }}
        confirmLoading={review.isPending}
        onCancel={() => setRejecting(false)}
        onOk={async () => {
          await review.mutateAsync({ id, applyStatus: 3, reason: reason.trim() });
          setRejecting(false);
        }}
      >
        <Input.TextArea
          aria-label={t('admin-members:review.reason')}
          placeholder={t('admin-members:review.reason')}
          rows={3}
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </Space>
  );
}
