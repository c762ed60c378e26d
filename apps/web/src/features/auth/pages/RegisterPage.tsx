import { BankOutlined, LockOutlined, MailOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { authEndpoints, compNameSchema, UserType, VerifyType } from '@renli/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { endpointKey } from '../../../lib/endpoint.ts';
import { showFormError } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { checkCompName, type RegisterInput, register } from '../api.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { DevOutboxHint } from '../components/DevOutboxHint.tsx';
import { PasswordStrength } from '../components/PasswordStrength.tsx';
import { SendCodeButton } from '../components/SendCodeButton.tsx';
import { TermsConsent } from '../components/TermsConsent.tsx';
import { authRules } from '../rules.ts';

type AccountType = RegisterInput['userType'];

interface RegisterValues {
  compName?: string;
  userName?: string;
  userLoginCode: string;
  verifyCode: string;
  password: string;
  confirm: string;
  agreeTerms?: boolean;
}

export function RegisterPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<RegisterValues>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [userType, setUserType] = useState<AccountType>(UserType.COMPANY);
  const [submitting, setSubmitting] = useState(false);
  const password = Form.useWatch('password', form);
  const rules = authRules(t);
  const isCompany = userType === UserType.COMPANY;

  /** Checked on blur and again on submit; the answer is cached so that costs one request per name. */
  const compNameAvailable = async (_: unknown, value: string | undefined) => {
    const name = value?.trim();
    if (!name || !compNameSchema.safeParse(name).success) return;
    const result = await queryClient
      .fetchQuery({
        queryKey: endpointKey(authEndpoints.checkCompName, { query: { compName: name } }),
        queryFn: () => checkCompName(name),
        staleTime: 30_000,
      })
      .catch(() => null);
    // An unreachable check does not block registration: the server checks again.
    if (result && !result.available) throw new Error(t('auth:register.compNameTaken'));
  };

  const submit = async (values: RegisterValues) => {
    setSubmitting(true);
    const userLoginCode = values.userLoginCode.trim();
    try {
      await register({
        userType,
        userLoginCode,
        password: values.password,
        verifyCode: values.verifyCode.trim(),
        userName: values.userName?.trim() || undefined,
        compName: isCompany ? values.compName?.trim() : undefined,
        // onFinish runs only once every rule passed, the ticked box's among them.
        agreeTerms: true,
      });
      toast.success(t('auth:register.success'));
      navigate(`/login?loginCode=${encodeURIComponent(userLoginCode)}`);
    } catch (error) {
      showFormError(form, error);
    } finally {
      setSubmitting(false);
    }
  };

  const tab = (type: AccountType, key: string, testId: string) => ({
    key: String(type),
    label: <span data-testid={testId}>{t(`auth:register.${key}`)}</span>,
  });

  return (
    <AuthLayout title={t('auth:register.title')} subtitle={t('auth:register.subtitle')}>
      <Tabs
        activeKey={String(userType)}
        onChange={(key) => setUserType(Number(key) as AccountType)}
        items={[
          tab(UserType.COMPANY, 'company', 'register-type-company'),
          tab(UserType.PERSON, 'person', 'register-type-person'),
        ]}
      />
      <Form<RegisterValues> form={form} layout="vertical" size="large" requiredMark={false} onFinish={submit}>
        {isCompany && (
          <Form.Item
            name="compName"
            label={t('auth:fields.compName')}
            validateTrigger="onBlur"
            hasFeedback
            rules={[
              { required: true, whitespace: true, message: t('auth:rules.compNameRequired') },
              { min: 2, max: 60, message: t('auth:rules.compNameLength') },
              { validator: compNameAvailable },
            ]}
          >
            <Input
              data-testid="register-comp-name"
              prefix={<BankOutlined />}
              placeholder={t('auth:fields.compNamePlaceholder')}
            />
          </Form.Item>
        )}
        <Form.Item name="userName" label={t(isCompany ? 'auth:fields.contactName' : 'auth:fields.userName')}>
          <Input
            data-testid="register-user-name"
            prefix={<UserOutlined />}
            maxLength={30}
            placeholder={t('auth:fields.optional')}
          />
        </Form.Item>
        <Form.Item name="userLoginCode" label={t('auth:fields.loginCode')} rules={rules.loginCode}>
          <Input
            data-testid="register-login-code"
            prefix={<MailOutlined />}
            placeholder={t('auth:fields.loginCodePlaceholder')}
            autoComplete="username"
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
                data-testid="register-code"
                prefix={<SafetyOutlined />}
                maxLength={6}
                inputMode="numeric"
                placeholder={t('auth:fields.codePlaceholder')}
              />
            </Form.Item>
            <SendCodeButton
              form={form}
              field="userLoginCode"
              verifyType={VerifyType.REGISTER}
              testId="register-send-code"
            />
          </Flex>
        </Form.Item>
        <Form.Item
          name="password"
          label={t('auth:fields.password')}
          rules={rules.newPassword}
          extra={<PasswordStrength password={password} />}
        >
          <Input.Password
            data-testid="register-password"
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
            data-testid="register-password-confirm"
            prefix={<LockOutlined />}
            autoComplete="new-password"
          />
        </Form.Item>
        <TermsConsent />
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="register-submit">
          {t('auth:register.submit')}
        </Button>
      </Form>
      <div className="renli-auth-switch">
        {t('auth:register.haveAccount')} <Link to="/login">{t('auth:register.toLogin')}</Link>
      </div>
    </AuthLayout>
  );
}
