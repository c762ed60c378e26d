import { DeleteOutlined, PaperClipOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { TASK_PRIORITIES, type TaskAttachment, type TaskDetail, type TaskPerson } from '@renli/contracts';
import { Button, DatePicker, Drawer, Form, Input, Select, Space, Upload } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getStoredUser } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { uploadAttachment } from '../../lib/upload-attachment.ts';
import { useTaskAction } from './api.ts';
import { PeopleSelect } from './PeopleSelect.tsx';

const MINUTE = 'YYYY-MM-DD HH:mm';

interface Values {
  title: string;
  description?: string;
  priority: (typeof TASK_PRIORITIES)[number];
  startAt?: Dayjs | null;
  dueAt?: Dayjs | null;
  executorIds: number[];
  ownerId: number;
  participantIds?: number[];
  reviewerId?: number | null;
  checklist?: { id?: number; title: string }[];
}

export type FormTarget =
  | { mode: 'create'; parent?: { id: number; title: string } }
  | { mode: 'edit'; task: TaskDetail };

/** The create / edit drawer: one column, people searched from the address book. */
export function TaskForm({
  target,
  onClose,
  onSaved,
}: {
  target: FormTarget | null;
  onClose: () => void;
  onSaved: (id: number) => void;
}) {
  const { t } = useTranslation('oa-task');
  const [form] = Form.useForm<Values>();
  const action = useTaskAction();
  const [files, setFiles] = useState<TaskAttachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const me = getStoredUser();
  const task = target?.mode === 'edit' ? target.task : null;
  const known: TaskPerson[] = task
    ? [...task.executors, task.owner, ...task.participants, ...(task.reviewer ? [task.reviewer] : [])]
    : me
      ? [{ userId: me.userId, name: me.userName }]
      : [];

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (task) {
      form.setFieldsValue({
        title: task.title,
        description: task.description,
        priority: task.priority,
        startAt: task.startAt ? dayjs(task.startAt, MINUTE) : null,
        dueAt: task.dueAt ? dayjs(task.dueAt, MINUTE) : null,
        executorIds: task.executors.map((p) => p.userId),
        ownerId: task.owner.userId,
        participantIds: task.participants.map((p) => p.userId),
        reviewerId: task.reviewer?.userId ?? null,
        checklist: task.checkItems.map((item) => ({ id: item.id, title: item.title })),
      });
      setFiles(task.attachments);
    } else {
      form.setFieldsValue({ priority: 'medium', ownerId: me?.userId, executorIds: [], checklist: [] });
      setFiles([]);
    }
  }, [target, task, form, me?.userId]);

  const submit = (values: Values) => {
    const common = {
      title: values.title,
      description: values.description ?? '',
      priority: values.priority,
      startAt: values.startAt ? values.startAt.format(MINUTE) : null,
      dueAt: values.dueAt ? values.dueAt.format(MINUTE) : null,
      executorIds: values.executorIds,
      ownerId: values.ownerId,
      participantIds: values.participantIds ?? [],
      reviewerId: values.reviewerId ?? null,
      checklist: (values.checklist ?? []).filter((item) => item?.title?.trim()),
      attachments: files,
    };
    const run =
      task !== null
        ? action.mutateAsync({ kind: 'update', body: { ...common, id: task.id, version: task.version } })
        : action.mutateAsync({
            kind: 'create',
            body: { ...common, parentId: target?.mode === 'create' ? (target.parent?.id ?? null) : null },
          });
    run
      .then((answer) => {
        toast.success(t(task ? 'form.saved' : 'form.created'));
        onSaved((answer as { id: number }).id);
      })
      .catch(() => undefined);
  };

  const title =
    target?.mode === 'edit'
      ? t('form.editTitle')
      : target?.parent
        ? t('form.createSubtask')
        : t('form.createTitle');
  return (
    <Drawer
      open={target !== null}
      title={title}
      width={560}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Button type="primary" loading={action.isPending} onClick={() => form.submit()}>
          {t(task ? 'form.save' : 'form.submit')}
        </Button>
      }
    >
      {target?.mode === 'create' && target.parent ? (
        <p className="rl-task-muted">{t('form.parent', { title: target.parent.title })}</p>
      ) : null}
      <Form form={form} layout="vertical" onFinish={submit} requiredMark>
        <Form.Item
          name="title"
          label={t('form.title')}
          rules={[{ required: true, whitespace: true, message: t('form.required') }]}
        >
          <Input maxLength={100} placeholder={t('form.titlePlaceholder')} />
        </Form.Item>
        <Form.Item name="description" label={t('form.description')}>
          <Input.TextArea maxLength={5000} autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
        <Form.Item name="priority" label={t('form.priority')} rules={[{ required: true }]}>
          <Select options={TASK_PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))} />
        </Form.Item>
        <Form.Item name="startAt" label={t('form.start')}>
          <DatePicker showTime={{ format: 'HH:mm' }} format={MINUTE} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="dueAt" label={t('form.due')}>
          <DatePicker showTime={{ format: 'HH:mm' }} format={MINUTE} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="executorIds"
          label={t('form.executors')}
          rules={[{ required: true, message: t('form.required') }]}
        >
          <PeopleSelect multiple known={known} />
        </Form.Item>
        <Form.Item
          name="ownerId"
          label={t('form.owner')}
          rules={[{ required: true, message: t('form.required') }]}
        >
          <PeopleSelect known={known} />
        </Form.Item>
        <Form.Item name="participantIds" label={t('form.participants')}>
          <PeopleSelect multiple known={known} />
        </Form.Item>
        <Form.Item name="reviewerId" label={t('form.reviewer')} extra={t('form.reviewerHelp')}>
          <PeopleSelect allowClear known={known} />
        </Form.Item>
        <Form.Item label={t('form.checklist')}>
          <Form.List name="checklist">
            {(fields, { add, remove }) => (
              <Space direction="vertical" style={{ width: '100%' }}>
                {fields.map((field) => (
                  <Space.Compact key={field.key} style={{ width: '100%' }}>
                    <Form.Item name={[field.name, 'title']} noStyle>
                      <Input maxLength={100} placeholder={t('form.checkItemPlaceholder')} />
                    </Form.Item>
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label={t('detail.delete')}
                      onClick={() => remove(field.name)}
                    />
                  </Space.Compact>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ title: '' })} block>
                  {t('form.addCheckItem')}
                </Button>
              </Space>
            )}
          </Form.List>
        </Form.Item>
        <Form.Item label={t('form.attachments')}>
          <Space direction="vertical" style={{ width: '100%' }}>
            {files.map((file) => (
              <Space key={file.url}>
                <PaperClipOutlined />
                <a href={file.url} target="_blank" rel="noreferrer">
                  {file.name}
                </a>
                <Button
                  size="small"
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={t('detail.delete')}
                  onClick={() => setFiles(files.filter((f) => f.url !== file.url))}
                />
              </Space>
            ))}
            {files.length < 9 ? (
              <Upload
                showUploadList={false}
                beforeUpload={(file) => {
                  setUploading(true);
                  uploadAttachment(file)
                    .then((done) => done && setFiles((list) => [...list, done]))
                    .catch(() => undefined)
                    .finally(() => setUploading(false));
                  return false;
                }}
              >
                <Button icon={<UploadOutlined />} loading={uploading}>
                  {t('form.upload')}
                </Button>
              </Upload>
            ) : null}
          </Space>
        </Form.Item>
      </Form>
    </Drawer>
  );
}
