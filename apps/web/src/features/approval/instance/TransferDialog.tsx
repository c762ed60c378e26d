import { Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffSelect } from '../../../components/pickers/pickers.tsx';
import { toast } from '../../../lib/toast.ts';
import { useTransfer } from '../api.ts';
import { CommentField } from './CommentField.tsx';

/** 转交: the approver hands their pending task to another person of the company. */
export function TransferDialog({
  taskId,
  comment: initialComment,
  onClose,
}: {
  taskId: number;
  comment: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const transfer = useTransfer();
  const [to, setTo] = useState<number[]>([]);
  const [comment, setComment] = useState(initialComment);
  const confirm = () =>
    transfer.mutate(
      { taskId, userId: to[0]!, comment: comment.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(t('approval:detail.transferred'));
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      title={t('approval:detail.transfer')}
      okText={t('approval:detail.transfer')}
      okButtonProps={{ disabled: to.length === 0, loading: transfer.isPending }}
      cancelText={t('approval:cancel')}
      onOk={confirm}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Form.Item label={t('approval:detail.transferTo')} required>
          <StaffSelect multiple={false} label={t('approval:detail.transferTo')} value={to} onChange={setTo} />
        </Form.Item>
        <CommentField
          label={t('approval:detail.comment')}
          ariaLabel={t('approval:detail.transferComment')}
          value={comment}
          onChange={setComment}
        />
      </Form>
    </Modal>
  );
}
