import type { ApprovalInstanceDetail, SendBack } from '@renli/contracts';
import { Form, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useReject } from '../api.ts';
import { CommentField } from './CommentField.tsx';

type Target = ApprovalInstanceDetail['sendBackTargets'][number];

interface Props {
  taskId: number;
  /** Where the template lets this rejection send the instance; empty: rejecting ends it. */
  targets: readonly Target[];
  comment: string;
  onClose: () => void;
}

const END = 'end';
const keyOf = (target: Target) => (target.kind === 'initiator' ? 'initiator' : `node:${target.nodeId}`);
const backTo = (target: Target): SendBack =>
  target.kind === 'initiator' ? { kind: 'initiator' } : { kind: 'node', nodeId: target.nodeId ?? '' };

/**
 * 拒绝: a reason is required, and where the template allows sending back, where to (docs/product/
 * approval.md, "Instances"): end the approval, back to the initiator, or back to an earlier node.
 */
export function RejectDialog({ taskId, targets, comment: initialComment, onClose }: Props) {
  const { t } = useTranslation();
  const reject = useReject();
  const [comment, setComment] = useState(initialComment);
  const [destination, setDestination] = useState(END);
  const target = targets.find((each) => keyOf(each) === destination);
  const label = (each: Target) =>
    each.kind === 'initiator'
      ? t('approval:reject.toInitiator')
      : t('approval:reject.toNode', { name: each.name });
  const confirm = () =>
    reject.mutate(
      { taskId, comment: comment.trim(), backTo: target && backTo(target) },
      {
        onSuccess: () => {
          toast.success(t(target ? 'approval:reject.sentBack' : 'approval:detail.rejected'));
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      title={t('approval:reject.title')}
      okText={t(target ? 'approval:reject.sendBack' : 'approval:detail.reject')}
      okButtonProps={{ danger: true, disabled: comment.trim() === '', loading: reject.isPending }}
      cancelText={t('approval:cancel')}
      onOk={confirm}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <CommentField label={t('approval:reject.reason')} required value={comment} onChange={setComment} />
        {targets.length > 0 && (
          <Form.Item label={t('approval:reject.where')}>
            <Radio.Group
              className="approval-radio-column"
              value={destination}
              onChange={(event) => setDestination(event.target.value)}
              options={[
                { value: END, label: t('approval:reject.end') },
                ...targets.map((each) => ({ value: keyOf(each), label: label(each) })),
              ]}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
