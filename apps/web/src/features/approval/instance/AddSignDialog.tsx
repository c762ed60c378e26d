import { Form, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffSelect } from '../../../components/pickers/pickers.tsx';
import { toast } from '../../../lib/toast.ts';
import { useAddSign } from '../api.ts';
import { CommentField } from './CommentField.tsx';

/** 加签 asks at most ten people at once (contracts approval/endpoints.ts, `addSignBodySchema`). */
const MAX_SIGNERS = 10;
const MODES = ['sequential', 'all', 'any'] as const;

/**
 * 加签: people asked before the approver (who is asked again after them) or after the approver, in
 * order, all of them (会签) or any one (或签) (docs/product/approval.md, "Instances").
 */
export function AddSignDialog({ taskId, onClose }: { taskId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const addSign = useAddSign();
  const [userIds, setUserIds] = useState<number[]>([]);
  const [position, setPosition] = useState<'before' | 'after'>('after');
  const [mode, setMode] = useState<(typeof MODES)[number]>('sequential');
  const [comment, setComment] = useState('');
  const tooMany = userIds.length > MAX_SIGNERS;
  const confirm = () =>
    addSign.mutate(
      { taskId, userIds, position, mode, comment: comment.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(t('approval:addSign.done'));
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      title={t('approval:addSign.title')}
      okText={t('approval:addSign.title')}
      okButtonProps={{ disabled: userIds.length === 0 || tooMany, loading: addSign.isPending }}
      cancelText={t('approval:cancel')}
      onOk={confirm}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Form.Item
          label={t('approval:addSign.people')}
          required
          validateStatus={tooMany ? 'error' : undefined}
          help={tooMany ? t('form:issue.manyItems', { count: MAX_SIGNERS }) : undefined}
        >
          <StaffSelect label={t('approval:addSign.people')} value={userIds} onChange={setUserIds} />
        </Form.Item>
        <Form.Item label={t('approval:addSign.position')}>
          <Radio.Group
            value={position}
            onChange={(event) => setPosition(event.target.value)}
            options={(['before', 'after'] as const).map((each) => ({
              value: each,
              label: t(`approval:addSign.${each}`),
            }))}
          />
        </Form.Item>
        {userIds.length > 1 && (
          <Form.Item label={t('approval:flow.mode')}>
            <Radio.Group
              className="approval-radio-column"
              value={mode}
              onChange={(event) => setMode(event.target.value)}
              options={MODES.map((each) => ({ value: each, label: t(`approval:flow.modes.${each}`) }))}
            />
          </Form.Item>
        )}
        <CommentField
          label={t('approval:detail.comment')}
          ariaLabel={t('approval:addSign.comment')}
          value={comment}
          onChange={setComment}
        />
      </Form>
    </Modal>
  );
}
