import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requireChat } from '../session/chat-client.ts';
import { chatErrorText } from '../state/send-errors.ts';

interface StartChatDialogProps {
  kind: 'single' | 'group';
  onClose: () => void;
  onStarted: (conversationID: string) => void;
}

interface Values {
  userID?: string;
  name?: string;
  members?: string;
}

const splitIDs = (text: string | undefined) => [
  ...new Set((text ?? '').split(/[\s,，;；]+/).filter(Boolean)),
];

/**
 * Starts a single chat with a user ID (checked to exist) or a Work group with the given members. The
 * full group creation screen (types, avatar, group ID) is part of the group screens.
 */
export function StartChatDialog({ kind, onClose, onStarted }: StartChatDialogProps) {
  const { t } = useTranslation('chat');
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async (values: Values) => {
    setBusy(true);
    setError('');
    try {
      const chat = requireChat();
      if (kind === 'single') {
        const userID = values.userID?.trim() ?? '';
        const { data } = await chat.getUserProfile({ userIDList: [userID] });
        if (data.length === 0) return setError(t('start.userNotFound'));
        onStarted(`C2C${userID}`);
      } else {
        const memberList = splitIDs(values.members).map((userID) => ({ userID }));
        const { data } = await chat.createGroup({
          name: values.name?.trim() ?? '',
          type: 'Work',
          memberList,
        });
        onStarted(`GROUP${data.group.groupID}`);
      }
    } catch (e) {
      setError(chatErrorText(t, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t(kind === 'single' ? 'conversation.startSingle' : 'conversation.startGroup')}
      okText={t('start.submit')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false}>
        {kind === 'single' ? (
          <Form.Item
            name="userID"
            label={t('start.userID')}
            rules={[{ required: true, whitespace: true, message: t('start.userIDRequired') }]}
          >
            <Input autoFocus maxLength={64} placeholder={t('start.userIDPlaceholder')} />
          </Form.Item>
        ) : (
          <>
            <Form.Item
              name="name"
              label={t('start.groupName')}
              extra={t('start.groupNameHint')}
              rules={[{ required: true, whitespace: true, message: t('start.groupNameRequired') }]}
            >
              <Input autoFocus maxLength={20} />
            </Form.Item>
            <Form.Item name="members" label={t('start.members')} extra={t('start.membersHint')}>
              <Input.TextArea rows={3} />
            </Form.Item>
          </>
        )}
        {error && (
          <p className="rl-chat-form-error" role="alert">
            {error}
          </p>
        )}
      </Form>
    </Modal>
  );
}
