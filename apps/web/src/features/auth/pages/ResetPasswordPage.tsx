import { LockOutlined, MailOutlined, SafetyOutlined } from '@ant-design/icons';
import { VerifyType } from '@renli/contracts';
import { Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { showFormError } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { resetPassword } from '../api.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { DevOutboxHint } from '../components/DevOutboxHint.tsx';
import { PasswordStrength } from '../components/PasswordStrength.tsx';
import { SendCodeButton } from '../components/SendCodeButton.tsx';
import { authRules } from '../rules.ts';

interface ResetValues {
  userLoginCode: string;
  verifyCode: string;
  password: string;
  confirm: string;
}

/** `/reset-password`: a code sent to the login code proves ownership; all sessions end afterwards. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<ResetValues>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const password = Form.useWatch('password', form);
  const rules = authRules(t);

  const submit = async (values: ResetValues) => {
    setSubmitting(true);
    const userLoginCode = values.userLoginCode.trim();
    try {
      await resetPassword(userLoginCode, values.verifyCode.trim(), values.password);
      toast.success(t('auth:reset.success'));
      navigate(`/login?loginCode=${encodeURIComponent(userLoginCode)}`);
    } catch (error) {
      showFormError(form, error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout title={t('auth:reset.title')} subtitle={t('auth:reset.subtitle')}>
      <Form<ResetValues>
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        initialValues={{ userLoginCode: params.get('loginCode') ?? '' }}
        onFinish={submit}
      >
        <Form.Item name="userLoginCode" label={t('auth:fields.loginCode')} rules={rules.loginCode}>
          <Input
            data-testid="reset-login-code"
            prefix={<MailOutlined />}
            placeholder={t('auth:fields.loginCodePlaceholder')}
          />
        </Form.Item>
        <Form.Item
          label={t('auth:fields.code')}
          required
          extra={<DevOutboxHint form={form} loginCodeField="userLoginCode" codeField="verifyCode" />}
        >
          <Flex gap={8}>
            <Form.Item name="verifyCode" noStyle rules={rules.verifyCode}>
              <Input
                data-testid="reset-code"
                prefix={<SafetyOutlined />}
                maxLength={6}
                inputMode="numeric"
                placeholder={t('auth:fields.codePlaceholder')}
              />
            </Form.Item>
            <SendCodeButton
              form={form}
              field="userLoginCode"
              verifyType={VerifyType.GENERAL}
              testId="reset-send-code"
            />
          </Flex>
        </Form.Item>
        <Form.Item
          name="password"
          label={t('auth:fields.newPassword')}
          rules={rules.newPassword}
          extra={<PasswordStrength password={password} />}
        >
          <Input.Password
            data-testid="reset-password"
            prefix={<LockOutlined />}
            placeholder={t('auth:fields.newPasswordPlaceholder')}
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('auth:fields.confirm')}
          dependencies={['password']}
          rules={rules.confirm('password')}
        >
          <Input.Password
            data-testid="reset-password-confirm"
            prefix={<LockOutlined />}
            autoComplete="new-password"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="reset-submit">
          {t('auth:reset.submit')}
        </Button>
      </Form>
      <div className="renli-auth-switch">
        <Link to="/login">{t('auth:reset.backToLogin')}</Link>
      </div>
    </AuthLayout>
  );
}
