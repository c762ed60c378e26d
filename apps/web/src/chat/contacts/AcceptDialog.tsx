import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { useBusyAction } from '../common/use-busy-action.ts';
import { failureText } from '../state/send-errors.ts';
import { acceptApplication } from './contacts-actions.ts';
import { remarkCounter, remarkLengthRule } from './remark-rule.ts';

/** Accepting an application from the detail panel, with an optional remark (96-byte rule). */
export function AcceptDialog({ userID, onClose }: { userID: string; onClose: () => void }) {
  const { t } = useTranslation('chat-contacts');
  const [form] = Form.useForm<{ remark?: string }>();
  const remark = Form.useWatch('remark', form);
  const { busy, run } = useBusyAction();

  const submit = ({ remark = '' }: { remark?: string }) =>
    run(
      async () => {
        await acceptApplication(userID, remark.trim());
        toast.success(t('result.accepted'));
        onClose();
      },
      (error) => failureText(t, 'result.handleFailed', error),
    );

  return (
    <Modal
      open
      title={t('accept.title')}
      okText={t('accept.ok')}
      cancelText={t('confirm.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      centered
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item
          name="remark"
          label={t('accept.remark')}
          extra={remarkCounter(t, remark)}
          rules={[remarkLengthRule(t)]}
        >
          <Input autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
