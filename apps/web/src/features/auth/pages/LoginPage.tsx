import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { showFormError } from '../../../lib/form-errors.ts';
import { safeRedirect, USER_HOME } from '../../../lib/paths.ts';
import { setToken } from '../../../lib/session.ts';
import { authQueries } from '../../../lib/session-queries.ts';
import { toast } from '../../../lib/toast.ts';
import { login } from '../api.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';

interface LoginValues {
  userLoginCode: string;
  password: string;
}

/** `/login` and `/logon`. `?loginCode=` prefills the account, `?redirect=` is where to go afterwards. */
export function LoginPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginValues>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ userLoginCode, password }: LoginValues) => {
    setSubmitting(true);
    try {
      const { access_token } = await login(userLoginCode.trim(), password);
      // Data cached for a previous login must not show through for this one.
      queryClient.removeQueries(authQueries);
      setToken('user', access_token);
      toast.success(t('auth:login.success'));
      navigate(safeRedirect(params.get('redirect')) ?? USER_HOME, { replace: true });
    } catch (error) {
      showFormError(form, error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout title={t('auth:login.title')} subtitle={t('auth:login.subtitle')}>
      <Form<LoginValues>
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        initialValues={{ userLoginCode: params.get('loginCode') ?? '' }}
        onFinish={submit}
      >
        <Form.Item
          name="userLoginCode"
          label={t('auth:fields.loginCode')}
          rules={[{ required: true, message: t('auth:rules.loginCodeRequired') }]}
        >
          <Input
            data-testid="login-code"
            prefix={<UserOutlined />}
            placeholder={t('auth:fields.loginCodePlaceholder')}
            autoComplete="username"
            allowClear
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('auth:fields.password')}
          rules={[{ required: true, message: t('auth:rules.passwordRequired') }]}
        >
          <Input.Password
            data-testid="login-password"
            prefix={<LockOutlined />}
            placeholder={t('auth:fields.passwordPlaceholder')}
            autoComplete="current-password"
          />
        </Form.Item>
        <Flex justify="flex-end" style={{ marginTop: -8, marginBottom: 16 }}>
          <Link to="/reset-password" data-testid="login-forgot">
            {t('auth:login.forgot')}
          </Link>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
          {t('auth:login.submit')}
        </Button>
      </Form>
      <div className="renli-auth-switch">
        {t('auth:login.noAccount')} <Link to="/register">{t('auth:login.toRegister')}</Link>
      </div>
    </AuthLayout>
  );
}
