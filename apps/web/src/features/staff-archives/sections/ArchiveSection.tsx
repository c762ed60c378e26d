import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Form, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { cleaned } from './inputs.tsx';

interface Props {
  title: string;
  /** What the section shows. */
  view: ReactNode;
  /** The inputs of its edit form; without them (or `onSave`) it is read-only. */
  form?: ReactNode;
  /** The form's start values (the archive's). */
  values?: Record<string, unknown>;
  onSave?: (values: Record<string, unknown>) => Promise<unknown>;
  /** Buttons beside the title when not editing (e.g. 申请修改). */
  extra?: ReactNode;
  /** The edit button's words when 编辑 says too little (更正). */
  editLabel?: string;
}

/**
 * One section of an archive (docs/product/staff.md, "Archives (员工档案) and my record"), edited in
 * place: 编辑 turns its view into a form; a refused save shows the server's messages on the fields.
 */
export function ArchiveSection({ title, view, form: inputs, values, onSave, extra, editLabel }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const editable = Boolean(onSave && inputs);

  const save = async (submitted: Record<string, unknown>) => {
    setSaving(true);
    try {
      await onSave!(cleaned(submitted));
      toast.success(t('staff-archives:saved'));
      setEditing(false);
    } catch (error) {
      showFormError(form, error);
    } finally {
      setSaving(false);
    }
  };

  const actions = editing ? null : (
    <Space size={0}>
      {extra}
      {editable && (
        <Button type="link" icon={<EditOutlined />} onClick={() => setEditing(true)}>
          {editLabel ?? t('staff-archives:actions.edit')}
        </Button>
      )}
    </Space>
  );

  return (
    <Card size="small" title={title} extra={actions} className="renli-archive-section">
      {editing ? (
        <Form form={form} layout="vertical" initialValues={values} onFinish={save}>
          {inputs}
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('staff-archives:actions.save')}
            </Button>
            <Button onClick={() => setEditing(false)}>{t('staff-archives:actions.cancel')}</Button>
          </Space>
        </Form>
      ) : (
        view
      )}
    </Card>
  );
}
