import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requireChat } from '../session/chat-client.ts';
import { chatErrorText } from '../state/send-errors.ts';

interface StartChatDialogProps {
  onClose: () => void;
  onStarted: (conversationID: string) => void;
}

/** Starts a single chat with a user ID, checked to exist. Groups have their own screens (groups/). */
export function StartChatDialog({ onClose, onStarted }: StartChatDialogProps) {
  const { t } = useTranslation('chat');
  const [form] = Form.useForm<{ userID?: string }>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async (values: { userID?: string }) => {
    setBusy(true);
    setError('');
    try {
      const userID = values.userID?.trim() ?? '';
      const { data } = await requireChat().getUserProfile({ userIDList: [userID] });
      if (data.length === 0) return setError(t('start.userNotFound'));
      onStarted(`C2C${userID}`);
    } catch (e) {
      setError(chatErrorText(t, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('conversation.startSingle')}
      okText={t('start.submit')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false}>
        <Form.Item
          name="userID"
          label={t('start.userID')}
          rules={[{ required: true, whitespace: true, message: t('start.userIDRequired') }]}
        >
          <Input autoFocus maxLength={64} placeholder={t('start.userIDPlaceholder')} />
        </Form.Item>
        {error && (
          <p className="rl-chat-form-error" role="alert">
            {error}
          </p>
        )}
      </Form>
    </Modal>
  );
}
