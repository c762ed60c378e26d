import type { ApprovalInstanceDetail } from '@renli/contracts';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useApprove, useResubmit, useUrge, useWithdraw } from '../api.ts';
import type { StartSource } from '../start/StartDrawer.tsx';
import { AddSignDialog } from './AddSignDialog.tsx';
import { RejectDialog } from './RejectDialog.tsx';
import { TransferDialog } from './TransferDialog.tsx';

interface Props {
  detail: ApprovalInstanceDetail;
  /** The 审批意见 typed in the drawer, sent with 同意 and offered to 拒绝 and 转交. */
  opinion: string;
  onDone: () => void;
  /** Opens the start drawer on an instance of the caller's: edited again, or the copy a resubmit made. */
  onEdit: (source: StartSource) => void;
}

type Dialog = 'reject' | 'transfer' | 'addSign' | null;

/**
 * The caller's actions on an instance, as the detail allows them (the server checks each again):
 * an approver's 拒绝 / 转交 / 加签 / 同意; the initiator's 撤回, 催办, 重新编辑 (sent back) and 再次提交
 * (rejected or withdrawn: a new draft, pre-filled).
 */
export function ActionBar({ detail, opinion, onDone, onEdit }: Props) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const approve = useApprove();
  const withdraw = useWithdraw();
  const urge = useUrge();
  const resubmit = useResubmit();
  const taskId = detail.myTaskId;
  // A draft is only ever read by its initiator, who may withdraw it: they go on editing it here.
  const editable = detail.canEdit || (detail.state === 'draft' && detail.canWithdraw);
  const closeDialog = () => setDialog(null);
  const said = (key: string) => () => {
    toast.success(t(key));
    onDone();
  };

  const buttons = [
    taskId !== null && (
      <Button key="reject" danger onClick={() => setDialog('reject')}>
        {t('approval:detail.reject')}
      </Button>
    ),
    taskId !== null && (
      <Button key="transfer" onClick={() => setDialog('transfer')}>
        {t('approval:detail.transfer')}
      </Button>
    ),
    taskId !== null && detail.canAddSign && (
      <Button key="addSign" onClick={() => setDialog('addSign')}>
        {t('approval:addSign.title')}
      </Button>
    ),
    taskId !== null && (
      <Button
        key="approve"
        type="primary"
        loading={approve.isPending}
        onClick={() =>
          approve.mutate(
            { taskId, comment: opinion.trim() || undefined },
            { onSuccess: said('approval:detail.approved') },
          )
        }
      >
        {t('approval:detail.approve')}
      </Button>
    ),
    detail.canWithdraw && (
      <Button
        key="withdraw"
        loading={withdraw.isPending}
        onClick={() => withdraw.mutate(detail.id, { onSuccess: said('approval:detail.withdrawn') })}
      >
        {t('approval:detail.withdraw')}
      </Button>
    ),
    detail.canUrge && (
      <Button
        key="urge"
        loading={urge.isPending}
        onClick={() => urge.mutate(detail.id, { onSuccess: said('approval:detail.urged') })}
      >
        {t('approval:detail.urge')}
      </Button>
    ),
    editable && (
      <Button key="edit" type="primary" onClick={() => onEdit({ instanceId: detail.id })}>
        {t('approval:detail.edit')}
      </Button>
    ),
    detail.canResubmit && (
      <Button
        key="resubmit"
        type="primary"
        loading={resubmit.isPending}
        onClick={() => resubmit.mutate(detail.id, { onSuccess: (draft) => onEdit({ instanceId: draft.id }) })}
      >
        {t('approval:detail.resubmit')}
      </Button>
    ),
  ].filter(Boolean);
  if (buttons.length === 0) return null;

  return (
    <>
      <Flex className="approval-action-bar" justify="flex-end" gap={8} wrap>
        {buttons}
      </Flex>
      {taskId !== null && dialog === 'reject' && (
        <RejectDialog
          taskId={taskId}
          targets={detail.sendBackTargets}
          comment={opinion}
          onClose={closeDialog}
        />
      )}
      {taskId !== null && dialog === 'transfer' && (
        <TransferDialog taskId={taskId} comment={opinion} onClose={closeDialog} />
      )}
      {taskId !== null && dialog === 'addSign' && <AddSignDialog taskId={taskId} onClose={closeDialog} />}
    </>
  );
}
