import { filesEndpoints, type NoticeAttachment, type NoticeDetail } from '@renli/contracts';
import {
  Button,
  Checkbox,
  DatePicker,
  Drawer,
  Form,
  Input,
  Radio,
  Select,
  Space,
  Switch,
  Upload,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../components/rich-text/index.ts';
import { upload } from '../../lib/endpoint.ts';
import { toast } from '../../lib/toast.ts';
import { DepartmentsPicker, StaffPicker } from './AudiencePicker.tsx';
import { useCategories, usePublish, useSaveNotice } from './api.ts';

interface Values {
  title: string;
  noticeColId?: number;
  content: string;
  attachments: NoticeAttachment[];
  scope: 'all' | 'some';
  departmentIds: number[];
  staffIds: number[];
  pinned: boolean;
  pinnedUntil: Dayjs | null;
  commentsEnabled: boolean;
  isPublic: boolean;
  scheduled: boolean;
  publishAt: Dayjs | null;
}

/** Writes a draft: save it, or save and publish (through approval for non-administrators). */
export function NoticeEditor({
  open,
  notice,
  narrow,
  onClose,
}: {
  open: boolean;
  notice: NoticeDetail | null;
  narrow: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('oa-notice');
  const [form] = Form.useForm<Values>();
  const categories = (useCategories().data ?? []).filter(
    (c) => c.enabled || c.noticeColId === notice?.noticeColId,
  );
  const save = useSaveNotice();
  const publish = usePublish();
  const scope = Form.useWatch('scope', form);
  const pinned = Form.useWatch('pinned', form);
  const scheduled = Form.useWatch('scheduled', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (notice)
      form.setFieldsValue({
        title: notice.title,
        noticeColId: notice.noticeColId,
        content: notice.content,
        attachments: notice.attachments,
        scope: notice.audience.all ? 'all' : 'some',
        departmentIds: notice.audience.departmentIds,
        staffIds: notice.audience.staffIds,
        pinned: notice.pinned,
        pinnedUntil: notice.pinnedUntil ? dayjs(notice.pinnedUntil) : null,
        commentsEnabled: notice.commentsEnabled,
        isPublic: notice.isPublic,
        scheduled: notice.publishAt !== null,
        publishAt: notice.publishAt ? dayjs(notice.publishAt) : null,
      });
  }, [open, notice, form]);

  async function submit(andPublish: boolean) {
    const v = await form.validateFields();
    try {
      const saved = await save.mutateAsync({
        noticeId: notice?.noticeId,
        title: v.title,
        noticeColId: v.noticeColId!,
        content: v.content ?? '',
        attachments: v.attachments ?? [],
        audience: {
          all: v.scope === 'all',
          departmentIds: v.scope === 'all' ? [] : (v.departmentIds ?? []),
          staffIds: v.scope === 'all' ? [] : (v.staffIds ?? []),
        },
        pinned: v.pinned,
        pinnedUntil: v.pinned && v.pinnedUntil ? v.pinnedUntil.toISOString() : null,
        commentsEnabled: v.commentsEnabled,
        isPublic: v.isPublic,
        publishAt: v.scheduled && v.publishAt ? v.publishAt.toISOString() : null,
      });
      if (andPublish) {
        const result = await publish.mutateAsync(saved.noticeId);
        toast.success(t(`published.${result.status}`));
      } else toast.success(t('editor.saved'));
      onClose();
    } catch {
      // The client has shown the server's message; the drawer stays open to fix it.
    }
  }

  const busy = save.isPending || publish.isPending;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={notice ? t('editor.editTitle') : t('editor.newTitle')}
      size={narrow ? undefined : 'large'}
      width={narrow ? '100%' : 880}
      destroyOnHidden
      footer={
        <Space wrap style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button
            onClick={() => void submit(false)}
            loading={save.isPending && !publish.isPending}
            disabled={busy}
          >
            {t('editor.saveDraft')}
          </Button>
          <Button type="primary" onClick={() => void submit(true)} loading={busy}>
            {t('editor.publish')}
          </Button>
        </Space>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          scope: 'all',
          departmentIds: [],
          staffIds: [],
          attachments: [],
          pinned: false,
          commentsEnabled: true,
          isPublic: false,
          scheduled: false,
          content: '',
        }}
      >
        <Form.Item
          name="title"
          label={t('editor.title')}
          rules={[{ required: true, whitespace: true, message: t('editor.titleRequired') }]}
        >
          <Input maxLength={100} showCount placeholder={t('editor.titlePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="noticeColId"
          label={t('editor.category')}
          rules={[{ required: true, message: t('editor.categoryRequired') }]}
        >
          <Select
            placeholder={t('editor.categoryPlaceholder')}
            options={categories.map((c) => ({ value: c.noticeColId, label: c.name }))}
            notFoundContent={t('editor.noCategories')}
          />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('editor.content')}
          rules={[{ required: true, message: t('editor.contentRequired') }]}
        >
          <RichTextEditor fileDirType="notice_file" placeholder={t('editor.contentPlaceholder')} />
        </Form.Item>
        <Form.Item name="attachments" label={t('editor.attachments')} valuePropName="value">
          <AttachmentsField />
        </Form.Item>
        <Form.Item name="scope" label={t('editor.audience')}>
          <Radio.Group
            options={[
              { value: 'all', label: t('editor.all') },
              { value: 'some', label: t('editor.some') },
            ]}
          />
        </Form.Item>
        {scope === 'some' && (
          <>
            <Form.Item name="departmentIds" label={t('editor.departments')}>
              <DepartmentsPicker />
            </Form.Item>
            <Form.Item name="staffIds" label={t('editor.people')}>
              <StaffPicker />
            </Form.Item>
          </>
        )}
        <Space wrap size={24} align="start">
          <Form.Item name="pinned" label={t('editor.pinned')} valuePropName="checked">
            <Switch />
          </Form.Item>
          {pinned && (
            <Form.Item name="pinnedUntil" label={t('editor.pinnedUntil')}>
              <DatePicker
                showTime={{ format: 'HH:mm' }}
                format="YYYY-MM-DD HH:mm"
                placeholder={t('editor.pinnedForever')}
              />
            </Form.Item>
          )}
          <Form.Item name="commentsEnabled" label={t('editor.comments')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name="isPublic"
            label={t('editor.public')}
            valuePropName="checked"
            tooltip={t('editor.publicHint')}
          >
            <Switch />
          </Form.Item>
        </Space>
        <Form.Item name="scheduled" valuePropName="checked">
          <Checkbox>{t('editor.scheduled')}</Checkbox>
        </Form.Item>
        {scheduled && (
          <Form.Item
            name="publishAt"
            label={t('editor.publishAt')}
            rules={[{ required: true, message: t('editor.publishAtRequired') }]}
          >
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              disabledDate={(d) => d.isBefore(dayjs(), 'day')}
            />
          </Form.Item>
        )}
      </Form>
    </Drawer>
  );
}

/** Attachments uploaded to `notice_file`, kept as `{ name, url }`. */
function AttachmentsField({
  value = [],
  onChange,
}: {
  value?: NoticeAttachment[];
  onChange?: (v: NoticeAttachment[]) => void;
}) {
  const { t } = useTranslation('oa-notice');
  return (
    <Upload
      multiple
      fileList={value.map((a) => ({ uid: a.url, name: a.name, url: a.url, status: 'done' as const }))}
      onRemove={(file) => onChange?.(value.filter((a) => a.url !== file.url))}
      customRequest={async ({ file, onSuccess, onError }) => {
        try {
          const form = new FormData();
          const f = file as File;
          form.append('file', f, f.name);
          const answer = await upload(filesEndpoints.uploadCover, form, {
            query: { fileDirType: 'notice_file' },
          });
          const url = Object.values(answer)[0];
          if (url) onChange?.([...value, { name: f.name.slice(0, 200), url }]);
          onSuccess?.(answer);
        } catch (error) {
          onError?.(error as Error);
        }
      }}
    >
      {value.length < 20 && <Button>{t('editor.addAttachment')}</Button>}
    </Upload>
  );
}
