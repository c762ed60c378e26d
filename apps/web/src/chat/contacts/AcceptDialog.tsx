import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { failureText } from '../state/send-errors.ts';
import { acceptApplication } from './contacts-actions.ts';
import { remarkCounter, remarkLengthRule } from './remark-rule.ts';

/** Accepting an application from the detail panel, with an optional remark (96-byte rule). */
export function AcceptDialog({ userID, onClose }: { userID: string; onClose: () => void }) {
  const { t } = useTranslation('chat-contacts');
  const [form] = Form.useForm<{ remark?: string }>();
  const remark = Form.useWatch('remark', form);
  const [busy, setBusy] = useState(false);

  const submit = async ({ remark = '' }: { remark?: string }) => {
    setBusy(true);
    try {
      await acceptApplication(userID, remark.trim());
      toast.success(t('result.accepted'));
      onClose();
    } catch (error) {
      toast.error(failureText(t, 'result.handleFailed', error));
    } finally {
      setBusy(false);
    }
  };

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
