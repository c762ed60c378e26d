import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../../lib/form-errors.ts';
import { authRules } from '../rules.ts';
import { PasswordStrength } from './PasswordStrength.tsx';

interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** Sends the change (clear-text passwords; the API function hashes them). */
  change: (oldPassword: string, newPassword: string) => Promise<unknown>;
  /** Runs after success. The server has ended every session, so this logs out. */
  onChanged: () => void;
  /** The password was set by someone else (a staff default or a reset): no way around the change. */
  forced?: boolean;
}

export function ChangePasswordDialog({
  open,
  onClose,
  change,
  onChanged,
  forced = false,
}: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ChangePasswordValues>();
  const [submitting, setSubmitting] = useState(false);
  const newPassword = Form.useWatch('newPassword', form);
  const rules = authRules(t);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSubmitting(true);
    try {
      await change(values.oldPassword, values.newPassword);
      form.resetFields();
      onChanged();
    } catch (error) {
      showFormError(form, error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('auth:changePassword.title')}
      onCancel={onClose}
      closable={!forced}
      mask={{ closable: !forced }}
      keyboard={!forced}
      destroyOnHidden
      footer={
        <>
          {!forced && <Button onClick={onClose}>{t('common:actions.cancel')}</Button>}
          <Button type="primary" loading={submitting} onClick={submit} data-testid="change-password-submit">
            {t('common:actions.confirm')}
          </Button>
        </>
      }
    >
      {forced && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('auth:changePassword.forced')}
          data-testid="change-password-forced"
        />
      )}
      <Form<ChangePasswordValues> form={form} layout="vertical" requiredMark={false} preserve={false}>
        <Form.Item
          name="oldPassword"
          label={t('auth:changePassword.old')}
          rules={[{ required: true, message: t('auth:rules.passwordRequired') }]}
        >
          <Input.Password data-testid="change-password-old" autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('auth:changePassword.new')}
          rules={rules.newPassword}
          extra={<PasswordStrength password={newPassword} />}
        >
          <Input.Password data-testid="change-password-new" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('auth:fields.confirm')}
          dependencies={['newPassword']}
          rules={rules.confirm('newPassword')}
        >
          <Input.Password data-testid="change-password-confirm" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
