import type { Profile } from '@renli/chat-sdk/browser';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { useBusyAction } from '../common/use-busy-action.ts';
import { chatErrorText } from '../state/send-errors.ts';
import { useChat } from '../state/use-chat.ts';
import { profileName } from './contact-rules.ts';
import { addFriend } from './contacts-actions.ts';
import { remarkCounter, remarkLengthRule } from './remark-rule.ts';

interface Values {
  wording: string;
  remark: string;
}

/** docs/chat-ui.md: adding a friend needs a verification message and a remark (at most 96 bytes). */
export function AddFriendDialog({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const { t } = useTranslation('chat-contacts');
  const myName = useChat((s) => (s.me ? profileName(s.me) : ''));
  const [form] = Form.useForm<Values>();
  const remark = Form.useWatch('remark', form);
  const { busy, run } = useBusyAction();
  const name = profileName(profile);

  const submit = (values: Values) =>
    run(
      async () => {
        const outcome = await addFriend(profile.userID, values.wording.trim(), values.remark.trim());
        toast.success(t(outcome === 'added' ? 'add.added' : 'add.sent'));
        onClose();
      },
      (error) => chatErrorText(t, error),
    );

  return (
    <Modal
      open
      title={t('add.title')}
      okText={t('add.submit')}
      cancelText={t('confirm.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      centered
    >
      <p className="rl-contacts-dialog-lead">{t('add.to', { name, id: profile.userID })}</p>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ wording: t('add.wordingDefault', { name: myName }), remark: name }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          name="wording"
          label={t('add.wording')}
          rules={[{ required: true, whitespace: true, message: t('add.wordingRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={100} autoFocus />
        </Form.Item>
        <Form.Item
          name="remark"
          label={t('add.remark')}
          extra={remarkCounter(t, remark)}
          rules={[
            { required: true, whitespace: true, message: t('add.remarkRequired') },
            remarkLengthRule(t),
          ]}
        >
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}
