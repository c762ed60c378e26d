import { Alert, Button, Descriptions, Drawer, Input, Space, Spin, Tag, Timeline } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar/Avatar.tsx';
import { chinaTime } from '../../../components/resource/field-display.tsx';
import { toast } from '../../../lib/toast.ts';
import { useInstance, useTaskAction, useTransfer, useWithdraw } from '../api.ts';
import { StaffSelect } from '../pickers.tsx';
import { StateTag } from './StateTag.tsx';
import { valueText } from './value-text.ts';

/**
 * An instance for its readers (docs/product/approval.md, "Instances"): the values read-only, the
 * pending approvers, the timeline, and the caller's actions (approve / reject / transfer, withdraw).
 */
export function InstanceDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError } = useInstance(id);
  return (
    <Drawer open onClose={onClose} size="min(560px, 100vw)" title={data?.title ?? t('approval:detail.title')}>
      {isPending && <Spin />}
      {isError && <Alert type="error" showIcon title={t('approval:loadFailed')} />}
      {data && (
        <Space direction="vertical" style={{ width: '100%' }} size="large">
          <Space wrap>
            <StateTag state={data.state} />
            <span className="approval-muted">{data.serialNo}</span>
          </Space>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={data.form.fields.flatMap((field) =>
              field.kind === 'description'
                ? []
                : [
                    {
                      key: field.key,
                      label: field.label,
                      children: valueText(field, data.values[field.key], t, data.picked),
                    },
                  ],
            )}
          />
          <Pending tasks={data.tasks} />
          <Timeline
            items={data.events.map((event) => ({
              key: event.id,
              children: (
                <div className="approval-event">
                  <Avatar name={event.name ?? '?'} loggedIn={false} size={24} />
                  <div>
                    <div>
                      <strong>{event.name ?? t('approval:detail.system')}</strong>{' '}
                      {t(`approval:event.${event.action}`, { defaultValue: event.action })}
                    </div>
                    <div className="approval-muted">{chinaTime(event.at, i18n.language)}</div>
                    {event.comment && <div className="approval-comment">{event.comment}</div>}
                  </div>
                </div>
              ),
            }))}
          />
          {data.myTaskId !== null && <TaskActions taskId={data.myTaskId} />}
          {data.canWithdraw && <WithdrawButton id={data.id} />}
        </Space>
      )}
    </Drawer>
  );
}

function Pending({ tasks }: { tasks: { id: number; name: string; state: string }[] }) {
  const { t } = useTranslation();
  const pending = tasks.filter((task) => task.state === 'pending');
  if (pending.length === 0) return null;
  return (
    <div>
      <span className="approval-muted">{t('approval:detail.pending')}</span>{' '}
      {pending.map((task) => (
        <Tag key={task.id}>{task.name}</Tag>
      ))}
    </div>
  );
}

function TaskActions({ taskId }: { taskId: number }) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const [transferTo, setTransferTo] = useState<number[]>([]);
  const approve = useTaskAction('approve');
  const reject = useTaskAction('reject');
  const transfer = useTransfer();
  const body = { taskId, comment: comment.trim() || undefined };
  const done = (key: string) => () => {
    toast.success(t(key));
    setComment('');
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input.TextArea
        aria-label={t('approval:detail.comment')}
        placeholder={t('approval:detail.comment')}
        maxLength={500}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <Space wrap>
        <Button
          type="primary"
          loading={approve.isPending}
          onClick={() => approve.mutate(body, { onSuccess: done('approval:detail.approved') })}
        >
          {t('approval:detail.approve')}
        </Button>
        <Button
          danger
          loading={reject.isPending}
          onClick={() => reject.mutate(body, { onSuccess: done('approval:detail.rejected') })}
        >
          {t('approval:detail.reject')}
        </Button>
      </Space>
      <Space.Compact style={{ width: '100%' }}>
        <StaffSelect
          multiple={false}
          label={t('approval:detail.transferTo')}
          placeholder={t('approval:detail.transferTo')}
          value={transferTo}
          onChange={setTransferTo}
        />
        <Button
          disabled={transferTo.length === 0}
          loading={transfer.isPending}
          onClick={() =>
            transfer.mutate(
              { ...body, userId: transferTo[0]! },
              { onSuccess: done('approval:detail.transferred') },
            )
          }
        >
          {t('approval:detail.transfer')}
        </Button>
      </Space.Compact>
    </Space>
  );
}

function WithdrawButton({ id }: { id: number }) {
  const { t } = useTranslation();
  const withdraw = useWithdraw();
  return (
    <Button
      loading={withdraw.isPending}
      onClick={() => withdraw.mutate(id, { onSuccess: () => toast.success(t('approval:detail.withdrawn')) })}
    >
      {t('approval:detail.withdraw')}
    </Button>
  );
}
