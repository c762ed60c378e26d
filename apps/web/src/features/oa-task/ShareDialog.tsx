import type { TaskDetail } from '@renli/contracts';
import { Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { useTaskAction } from './api.ts';
import { PeopleSelect } from './PeopleSelect.tsx';

/** 分享到聊天: colleagues get the task card in the chat (docs/product/oa-task.md, "Sharing"). */
export function ShareDialog({ task, onClose }: { task: TaskDetail | null; onClose: () => void }) {
  const { t } = useTranslation('oa-task');
  const [form] = Form.useForm<{ userIds: number[] }>();
  const action = useTaskAction();
  return (
    <Modal
      open={task !== null}
      title={t('share.title')}
      okText={t('share.ok')}
      okButtonProps={{ loading: action.isPending }}
      destroyOnHidden
      onCancel={onClose}
      onOk={() =>
        form.validateFields().then(({ userIds }) => {
          if (!task) return;
          action
            .mutateAsync({ kind: 'share', body: { id: task.id, userIds } })
            .then((answer) => {
              toast.success(t('share.done', { count: (answer as { shared: number }).shared }));
              onClose();
            })
            .catch(() => undefined);
        })
      }
    >
      <Typography.Paragraph type="secondary">{t('share.help')}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="userIds"
          label={t('share.to')}
          rules={[{ required: true, message: t('form.required') }]}
        >
          <PeopleSelect multiple />
        </Form.Item>
      </Form>
    </Modal>
  );
}
