import { LIMITS, UserType } from '@renli/contracts';
import { Button, Card, Descriptions, Form, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../lib/form-errors.ts';
import { changePassword } from '../../lib/password-change.ts';
import { toast } from '../../lib/toast.ts';
import { leaveEndedSession, useProfile } from './api.ts';
import { SecurityLevelTag } from './SecurityLevelTag.tsx';
import { SecurityMeter } from './SecurityMeter.tsx';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

const ACCOUNT_TYPE_KEYS: Record<number, string> = {
  [UserType.PERSON]: 'person',
  [UserType.COMPANY]: 'company',
  [UserType.STAFF]: 'staff',
};

/**
 * Settings › account and password (`#/other/setting/account`). A password change ends every session
 * of the login (server rule), this one included, so success logs out.
 */
export function AccountTab() {
  const { t } = useTranslation('settings');
  const profile = useProfile();
  const [form] = Form.useForm<PasswordValues>();
  const [submitting, setSubmitting] = useState(false);
  const newPassword = Form.useWatch('newPassword', form);

  if (!profile.data) return <Skeleton active />;
  const { identityType } = profile.data;

  const submit = async (values: PasswordValues) => {
    setSubmitting(true);
    try {
      await changePassword(identityType, values.oldPassword, values.newPassword);
      toast.success(t('account.changed'));
      leaveEndedSession();
    } catch (error) {
      showFormError(form, error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <Card title={t('account.title')} variant="borderless">
        <Descriptions column={1} labelStyle={{ width: 120 }}>
          <Descriptions.Item label={t('account.loginCode')}>{profile.data.userLoginCode}</Descriptions.Item>
          <Descriptions.Item label={t('account.type')}>
            {t(`account.types.${ACCOUNT_TYPE_KEYS[identityType] ?? 'person'}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('account.level')}>
            <SecurityLevelTag level={profile.data.securityLevel} />
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('account.changeTitle')} variant="borderless">
        <Form<PasswordValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          style={{ maxWidth: 400 }}
          onFinish={submit}
        >
          <Form.Item
            name="oldPassword"
            label={t('account.old')}
            rules={[{ required: true, message: t('account.oldRequired') }]}
          >
            <Input.Password autoComplete="current-password" data-testid="account-old" />
          </Form.Item>
          <Form.Item
            name="newPassword"
            label={t('account.new')}
            extra={<SecurityMeter password={newPassword} />}
            rules={[
              { required: true, message: t('account.newRequired') },
              { min: LIMITS.passwordMinLength, message: t('account.min', { min: LIMITS.passwordMinLength }) },
              { max: 64, message: t('account.max', { max: 64 }) },
            ]}
          >
            <Input.Password autoComplete="new-password" data-testid="account-new" />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t('account.confirm')}
            dependencies={['newPassword']}
            rules={[
              { required: true, message: t('account.confirmRequired') },
              ({ getFieldValue }) => ({
                validator: (_, value: string | undefined) =>
                  !value || value === getFieldValue('newPassword')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('account.mismatch'))),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" data-testid="account-confirm" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={submitting} data-testid="account-submit">
            {t('account.submit')}
          </Button>
        </Form>
      </Card>
    </>
  );
}
