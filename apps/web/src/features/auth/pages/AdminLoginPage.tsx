import { LockOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { authEndpoints } from '@renli/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { endpointKey } from '../../../lib/endpoint.ts';
import { showFormError } from '../../../lib/form-errors.ts';
import { ADMIN_HOME, safeRedirect } from '../../../lib/paths.ts';
import { setToken } from '../../../lib/session.ts';
import { adminLogin } from '../api.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';

interface AdminLoginValues {
  userLoginCode: string;
  password: string;
}

/** `/aLogin`: platform administrators; their token is kept apart from the product login. */
export function AdminLoginPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<AdminLoginValues>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ userLoginCode, password }: AdminLoginValues) => {
    setSubmitting(true);
    try {
      const { access_token } = await adminLogin(userLoginCode.trim(), password);
      queryClient.removeQueries({ queryKey: endpointKey(authEndpoints.selectAdminInfo) });
      setToken('admin', access_token);
      navigate(safeRedirect(params.get('redirect')) ?? ADMIN_HOME, { replace: true });
    } catch (error) {
      showFormError(form, error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout variant="admin" title={t('auth:admin.title')} subtitle={t('auth:admin.subtitle')}>
      <Form<AdminLoginValues>
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        onFinish={submit}
      >
        <Form.Item
          name="userLoginCode"
          label={t('auth:admin.account')}
          rules={[{ required: true, message: t('auth:rules.accountRequired') }]}
        >
          <Input
            data-testid="admin-login-code"
            prefix={<SafetyCertificateOutlined />}
            autoComplete="username"
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('auth:fields.password')}
          rules={[{ required: true, message: t('auth:rules.passwordRequired') }]}
        >
          <Input.Password
            data-testid="admin-login-password"
            prefix={<LockOutlined />}
            autoComplete="current-password"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="admin-login-submit">
          {t('auth:login.submit')}
        </Button>
      </Form>
    </AuthLayout>
  );
}
