import { PaperClipOutlined } from '@ant-design/icons';
import type { TaskDetail, TaskRow, TaskTransition } from '@renli/contracts';
import {
  Button,
  Checkbox,
  Descriptions,
  Drawer,
  Empty,
  Form,
  Input,
  List,
  Modal,
  Popconfirm,
  Progress,
  Result,
  Slider,
  Space,
  Spin,
  Tabs,
  Timeline,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaTime } from '../../components/resource/field-display.tsx';
import { toast } from '../../lib/toast.ts';
import { useTaskAction, useTaskDetail } from './api.ts';
import { PeopleSelect } from './PeopleSelect.tsx';
import { DeadlineTag, PriorityTag, StatusTag } from './parts.tsx';

const names = (people: readonly { name: string }[]) => people.map((p) => p.name).join('、');

/** Applies a transition, asking first for a rejection's reason or a cancellation's confirmation. */
export function useTransition() {
  const { t } = useTranslation('oa-task');
  const action = useTaskAction();
  const [rejecting, setRejecting] = useState<TaskRow | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const apply = (row: TaskRow, name: TaskTransition, reason?: string) =>
    action
      .mutateAsync({ kind: 'transition', body: { id: row.id, version: row.version, name, reason } })
      .then(() => toast.success(t('detail.done', { action: t(`actions.${name}`) })))
      .catch(() => undefined);
  const run = (row: TaskRow, name: TaskTransition) => {
    if (name === 'reject') {
      form.resetFields();
      setRejecting(row);
    } else if (name === 'cancel') {
      Modal.confirm({ title: t('confirm.cancel'), onOk: () => apply(row, name) });
    } else void apply(row, name);
  };
  const dialog = (
    <Modal
      open={rejecting !== null}
      title={t('actions.reject')}
      okText={t('actions.reject')}
      okButtonProps={{ danger: true, loading: action.isPending }}
      onCancel={() => setRejecting(null)}
      onOk={() =>
        form.validateFields().then(({ reason }) => {
          if (rejecting) void apply(rejecting, 'reject', reason).then(() => setRejecting(null));
        })
      }
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('detail.reasonLabel')}
          rules={[{ required: true, whitespace: true, message: t('detail.reasonRequired') }]}
        >
          <Input.TextArea maxLength={200} autoSize={{ minRows: 2 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
  return { run, dialog, pending: action.isPending };
}

function Actions({
  task,
  onEdit,
  onSubtask,
  onShare,
  onDeleted,
}: {
  task: TaskDetail;
  onEdit: () => void;
  onSubtask: () => void;
  onShare: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('oa-task');
  const transition = useTransition();
  const action = useTaskAction();
  return (
    <Space wrap>
      {task.actions.map((name) => (
        <Button
          key={name}
          type={name === 'accept' || name === 'submit' || name === 'complete' ? 'primary' : 'default'}
          danger={name === 'reject' || name === 'cancel'}
          loading={transition.pending}
          onClick={() => transition.run(task, name)}
        >
          {t(`actions.${name}`)}
        </Button>
      ))}
      {task.canEdit ? <Button onClick={onEdit}>{t('detail.edit')}</Button> : null}
      {task.parentId === null && (task.canEdit || task.canWork) ? (
        <Button onClick={onSubtask}>{t('detail.addSubtask')}</Button>
      ) : null}
      {task.canEdit || task.canWork ? <Button onClick={onShare}>{t('detail.share')}</Button> : null}
      {task.canDelete ? (
        <Popconfirm
          title={t('confirm.delete')}
          onConfirm={() =>
            action
              .mutateAsync({ kind: 'delete', body: { id: task.id } })
              .then(() => {
                toast.success(t('detail.deleted'));
                onDeleted();
              })
              .catch(() => undefined)
          }
        >
          <Button danger>{t('detail.delete')}</Button>
        </Popconfirm>
      ) : null}
      {transition.dialog}
    </Space>
  );
}

function ProgressEditor({ task }: { task: TaskDetail }) {
  const { t } = useTranslation('oa-task');
  const action = useTaskAction();
  const [value, setValue] = useState(task.progress);
  useEffect(() => setValue(task.progress), [task.progress]);
  const derived = task.subtasks.total > 0;
  if (!task.canWork || derived)
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Progress percent={task.progress} />
        {derived ? <Typography.Text type="secondary">{t('detail.progressDerived')}</Typography.Text> : null}
      </Space>
    );
  return (
    <Space wrap style={{ width: '100%' }}>
      <Slider
        min={0}
        max={100}
        step={5}
        value={value}
        onChange={setValue}
        style={{ width: 200 }}
        aria-label={t('detail.progress')}
      />
      <span>{value}%</span>
      <Button
        size="small"
        disabled={value === task.progress}
        loading={action.isPending}
        onClick={() => action.mutate({ kind: 'progress', body: { id: task.id, progress: value } })}
      >
        {t('detail.setProgress')}
      </Button>
    </Space>
  );
}

function Comments({ task }: { task: TaskDetail }) {
  const { t, i18n } = useTranslation('oa-task');
  const action = useTaskAction();
  const [text, setText] = useState('');
  const [mentions, setMentions] = useState<number[]>([]);
  const people = [
    ...new Map(
      [
        ...task.executors,
        task.owner,
        ...task.participants,
        ...(task.reviewer ? [task.reviewer] : []),
        task.creator,
      ].map((p) => [p.userId, p]),
    ).values(),
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {task.comments.length === 0 ? (
        <Empty description={t('detail.noComments')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : null}
      <List
        dataSource={task.comments}
        renderItem={(c) => (
          <List.Item>
            <List.Item.Meta
              title={
                <Space wrap>
                  <span>{c.author.name}</span>
                  <Typography.Text type="secondary">{chinaTime(c.createdAt, i18n.language)}</Typography.Text>
                </Space>
              }
              description={
                <>
                  {c.mentions.length ? (
                    <Typography.Text type="secondary">@{names(c.mentions)} </Typography.Text>
                  ) : null}
                  <span style={{ whiteSpace: 'pre-wrap' }}>{c.body}</span>
                </>
              }
            />
          </List.Item>
        )}
      />
      <Input.TextArea
        value={text}
        maxLength={2000}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('detail.commentPlaceholder')}
        autoSize={{ minRows: 2 }}
      />
      <Space.Compact style={{ width: '100%' }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <PeopleSelect
            multiple
            among={people}
            value={mentions}
            onChange={(v) => setMentions((v as number[]) ?? [])}
          />
        </div>
        <Button
          type="primary"
          disabled={!text.trim()}
          loading={action.isPending}
          onClick={() =>
            action
              .mutateAsync({
                kind: 'comment',
                body: { id: task.id, body: text.trim(), mentionIds: mentions },
              })
              .then(() => {
                setText('');
                setMentions([]);
              })
              .catch(() => undefined)
          }
        >
          {t('detail.send')}
        </Button>
      </Space.Compact>
    </Space>
  );
}

function Activity({ task }: { task: TaskDetail }) {
  const { t, i18n } = useTranslation('oa-task');
  const describe = (action: string, params: Record<string, string | number>) => {
    if (action === 'updated') {
      const fields = String(params.fields ?? '')
        .split(',')
        .filter(Boolean)
        .map((f) => t(`activity.fields.${f}`))
        .join('、');
      return t('activity.updated', { fields });
    }
    return t(`activity.${action}`, params);
  };
  return (
    <Timeline
      items={task.activities.map((a) => ({
        key: a.id,
        children: (
          <>
            <div>
              <strong>{a.who}</strong> {describe(a.action, a.params)}
            </div>
            <Typography.Text type="secondary">{chinaTime(a.at, i18n.language)}</Typography.Text>
          </>
        ),
      }))}
    />
  );
}

function Body(props: { task: TaskDetail; onOpen: (id: number) => void }) {
  const { task, onOpen } = props;
  const { t } = useTranslation('oa-task');
  const action = useTaskAction();
  const none = t('detail.none');
  const info = (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      {task.rejectReason ? (
        <Typography.Text type="danger">
          {t('detail.rejectReason', { reason: task.rejectReason })}
        </Typography.Text>
      ) : null}
      <Descriptions column={1} size="small" bordered styles={{ label: { whiteSpace: 'nowrap', width: 88 } }}>
        {task.parentTitle ? (
          <Descriptions.Item label={t('detail.parent')}>
            <Button
              type="link"
              size="small"
              style={{ padding: 0 }}
              onClick={() => task.parentId && onOpen(task.parentId)}
            >
              {task.parentTitle}
            </Button>
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('form.executors')}>{names(task.executors)}</Descriptions.Item>
        <Descriptions.Item label={t('form.owner')}>{task.owner.name}</Descriptions.Item>
        <Descriptions.Item label={t('detail.reviewer')}>{task.reviewer?.name ?? none}</Descriptions.Item>
        <Descriptions.Item label={t('detail.participants')}>
          {names(task.participants) || none}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.creator')}>{task.creator.name}</Descriptions.Item>
        {task.assigner ? (
          <Descriptions.Item label={t('detail.assigner')}>{task.assigner.name}</Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('detail.start')}>{task.startAt ?? none}</Descriptions.Item>
        <Descriptions.Item label={t('detail.due')}>
          <Space wrap>
            {task.dueAt ?? none}
            <DeadlineTag deadline={task.deadline} />
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.progress')}>
          <ProgressEditor task={task} />
        </Descriptions.Item>
      </Descriptions>
      {task.description ? (
        <div>
          <Typography.Title level={5}>{t('detail.description')}</Typography.Title>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{task.description}</Typography.Paragraph>
        </div>
      ) : null}
      {task.checkItems.length ? (
        <div>
          <Typography.Title level={5}>{t('detail.checklist', task.checklist)}</Typography.Title>
          <Space direction="vertical">
            {task.checkItems.map((item) => (
              <Checkbox
                key={item.id}
                checked={item.done}
                disabled={!task.canWork || action.isPending}
                onChange={(e) =>
                  action.mutate({
                    kind: 'check',
                    body: { id: task.id, itemId: item.id, done: e.target.checked },
                  })
                }
              >
                <span style={item.done ? { textDecoration: 'line-through' } : undefined}>{item.title}</span>
                {item.doneBy ? <Typography.Text type="secondary"> · {item.doneBy}</Typography.Text> : null}
              </Checkbox>
            ))}
          </Space>
        </div>
      ) : null}
      {task.attachments.length ? (
        <div>
          <Typography.Title level={5}>{t('detail.attachments')}</Typography.Title>
          {task.attachments.map((file) => (
            <div key={file.url}>
              <PaperClipOutlined />{' '}
              <a href={file.url} target="_blank" rel="noreferrer">
                {file.name}
              </a>
            </div>
          ))}
        </div>
      ) : null}
    </Space>
  );
  return (
    <Tabs
      items={[
        { key: 'info', label: t('detail.info'), children: info },
        {
          key: 'subtasks',
          label: `${t('detail.subtasks')} ${task.subtasks.done}/${task.subtasks.total}`,
          children: task.children.length ? (
            <List
              dataSource={task.children}
              renderItem={(child) => (
                <List.Item onClick={() => onOpen(child.id)} style={{ cursor: 'pointer' }}>
                  <Space wrap>
                    <StatusTag status={child.status} />
                    <span>{child.title}</span>
                    <Typography.Text type="secondary">
                      {names(child.executors)} {child.dueAt ?? ''}
                    </Typography.Text>
                    <DeadlineTag deadline={child.deadline} />
                  </Space>
                </List.Item>
              )}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.none')} />
          ),
        },
        {
          key: 'comments',
          label: `${t('detail.comments')} ${task.comments.length}`,
          children: <Comments task={task} />,
        },
        { key: 'activity', label: t('detail.activity'), children: <Activity task={task} /> },
      ]}
    />
  );
}

/** The task drawer: people, times, progress, checklist, subtasks, comments and the activity log. */
export function TaskDrawer(props: {
  id: number | null;
  narrow: boolean;
  onClose: () => void;
  onOpen: (id: number) => void;
  onEdit: (task: TaskDetail) => void;
  onSubtask: (task: TaskDetail) => void;
  onShare: (task: TaskDetail) => void;
}) {
  const { id, narrow, onClose, onOpen } = props;
  const { t } = useTranslation('oa-task');
  const detail = useTaskDetail(id);
  const task = detail.data;
  return (
    <Drawer
      open={id !== null}
      width={narrow ? '100%' : 640}
      onClose={onClose}
      title={
        task ? (
          <Space wrap>
            <StatusTag status={task.status} />
            <PriorityTag priority={task.priority} />
            <span>{task.title}</span>
          </Space>
        ) : (
          t('title')
        )
      }
    >
      {detail.isError ? (
        <Result status="404" subTitle={t('detail.notFound')} />
      ) : !task ? (
        <Spin />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }} size="large">
          <Actions
            task={task}
            onEdit={() => props.onEdit(task)}
            onSubtask={() => props.onSubtask(task)}
            onShare={() => props.onShare(task)}
            onDeleted={onClose}
          />
          <Body task={task} onOpen={onOpen} />
        </Space>
      )}
    </Drawer>
  );
}
