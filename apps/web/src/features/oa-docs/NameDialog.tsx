import { DOC_NAME_MAX, type DocItem } from '@renli/contracts';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { useCreateFolder, useRename } from './api.ts';

const FORBIDDEN = /[/\\:*?"<>|]/;

type Props =
  | { mode: 'folder'; spaceId: number; parentId: number | null; onClose: () => void }
  | { mode: 'rename'; item: DocItem; onClose: () => void };

/** New folder, or rename a folder or file; the server checks the same rules and answers in Chinese. */
export function NameDialog(props: Props) {
  const { t } = useTranslation('oa-docs');
  const [form] = Form.useForm<{ name: string }>();
  const create = useCreateFolder();
  const rename = useRename();
  const pending = create.isPending || rename.isPending;

  async function submit() {
    const { name } = await form.validateFields();
    if (props.mode === 'folder')
      await create.mutateAsync({ spaceId: props.spaceId, parentId: props.parentId, name });
    else await rename.mutateAsync({ id: props.item.id, name });
    toast.success(t('saved'));
    props.onClose();
  }

  return (
    <Modal
      open
      title={props.mode === 'folder' ? t('action.newFolder') : t('action.rename')}
      okText={t('ok')}
      confirmLoading={pending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: props.mode === 'rename' ? props.item.name : '' }}
        onFinish={() => void submit().catch(() => undefined)}
      >
        <Form.Item
          name="name"
          label={t('field.name')}
          rules={[
            { required: true, whitespace: true, message: t('rule.required') },
            { max: DOC_NAME_MAX, message: t('rule.tooLong', { max: DOC_NAME_MAX }) },
            {
              validator: (_, value: string) =>
                value && FORBIDDEN.test(value)
                  ? Promise.reject(new Error(t('rule.forbidden')))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input autoFocus maxLength={DOC_NAME_MAX} placeholder={t('field.namePlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
