import { PrinterOutlined } from '@ant-design/icons';
import { APPROVAL_COMMENT_MAX, type ApprovalInstanceDetail } from '@renli/contracts';
import { Alert, Button, Descriptions, Drawer, Input, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstance } from '../api.ts';
import { StateTag } from '../screens/StateTag.tsx';
import { valueText } from '../screens/value-text.ts';
import { StartDrawer, type StartSource } from '../start/StartDrawer.tsx';
import { ActionBar } from './ActionBar.tsx';
import { CommentBox } from './CommentBox.tsx';
import { InstanceTimeline } from './InstanceTimeline.tsx';
import { PrintView } from './PrintView.tsx';

/**
 * An instance for its readers (docs/product/approval.md, "Instances"): the values read-only, the
 * pending approvers, the timeline and comments; the caller's actions in a bar at the drawer's foot
 * (reachable with a thumb on a phone), 打印 in its header.
 */
export function InstanceDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useInstance(id);
  const [opinion, setOpinion] = useState('');
  const [printing, setPrinting] = useState(false);
  const [editing, setEditing] = useState<StartSource | null>(null);
  return (
    <Drawer
      open
      onClose={onClose}
      size="min(560px, 100vw)"
      title={data?.title ?? t('approval:detail.title')}
      extra={
        data && (
          <Button icon={<PrinterOutlined />} onClick={() => setPrinting(true)}>
            {t('approval:print.open')}
          </Button>
        )
      }
      footer={
        data && (
          <ActionBar detail={data} opinion={opinion} onDone={() => setOpinion('')} onEdit={setEditing} />
        )
      }
    >
      {isPending && <Spin />}
      {isError && <Alert type="error" showIcon title={t('approval:loadFailed')} />}
      {data && (
        <Space direction="vertical" style={{ width: '100%' }} size="large">
          <Space wrap>
            <StateTag state={data.state} />
            <span className="approval-muted">{data.serialNo}</span>
          </Space>
          <Values detail={data} />
          <Pending tasks={data.tasks} />
          <InstanceTimeline detail={data} />
          {data.myTaskId !== null && (
            <Input.TextArea
              aria-label={t('approval:detail.comment')}
              placeholder={t('approval:detail.comment')}
              maxLength={APPROVAL_COMMENT_MAX}
              value={opinion}
              onChange={(event) => setOpinion(event.target.value)}
            />
          )}
          <section>
            <h4>{t('approval:comment.title')}</h4>
            <CommentBox id={data.id} />
          </section>
        </Space>
      )}
      {printing && data && <PrintView detail={data} onClose={() => setPrinting(false)} />}
      {editing && <StartDrawer source={editing} onClose={() => setEditing(null)} />}
    </Drawer>
  );
}

function Values({ detail }: { detail: ApprovalInstanceDetail }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      items={detail.form.fields.flatMap((field) =>
        field.kind === 'description'
          ? []
          : [
              {
                key: field.key,
                label: field.label,
                children: valueText(field, detail.values[field.key], t, detail.picked),
              },
            ],
      )}
    />
  );
}

/** Who the instance waits for: pending tasks, and approvers waiting for the signers they added before them. */
function Pending({ tasks }: { tasks: ApprovalInstanceDetail['tasks'] }) {
  const { t } = useTranslation();
  const open = tasks.filter((task) => task.state === 'pending' || task.state === 'waiting');
  if (open.length === 0) return null;
  return (
    <div>
      <span className="approval-muted">{t('approval:detail.pending')}</span>{' '}
      {open.map((task) => (
        <Tag key={task.id} color={task.state === 'waiting' ? undefined : 'processing'}>
          {task.state === 'waiting' ? t('approval:detail.waiting', { name: task.name }) : task.name}
        </Tag>
      ))}
    </div>
  );
}
