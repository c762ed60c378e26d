import type { PayslipIdentity } from '@renli/contracts';
import { Alert, Button, Card, Form, Input, Segmented, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http.ts';
import { hashPassword } from '../../../lib/md5.ts';
import { useSendCode, useVerify } from '../api.ts';

type Method = 'password' | 'code';

/**
 * Before any amount is shown the staff member confirms who they are again: the login password or a
 * code sent to the login's mobile or e-mail (docs/product/salary.md, "Payslips"). The server keeps the
 * confirmation for 15 minutes.
 */
export function IdentityGate({ identity }: { identity: PayslipIdentity }) {
  const { t } = useTranslation('salary-payslip');
  const [method, setMethod] = useState<Method>('password');
  const [secret, setSecret] = useState('');
  const verify = useVerify();
  const sendCode = useSendCode();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const error =
    verify.error instanceof ApiError ? verify.error.message : verify.error ? t('identity.failed') : null;

  const submit = () => {
    const value = secret.trim();
    if (!value) return;
    verify.mutate({ method, secret: method === 'password' ? hashPassword(value) : value });
  };

  return (
    <Card className="payslip-gate" title={t('identity.title')}>
      <Typography.Paragraph type="secondary">{t('identity.why')}</Typography.Paragraph>
      <Segmented<Method>
        block
        value={method}
        onChange={(next) => {
          setMethod(next);
          setSecret('');
          verify.reset();
        }}
        options={[
          { value: 'password', label: t('identity.byPassword') },
          { value: 'code', label: t('identity.byCode') },
        ]}
      />
      <Form layout="vertical" className="payslip-gate-form" onFinish={submit}>
        {method === 'password' ? (
          <Form.Item label={t('identity.password')} htmlFor="payslip-password">
            <Input.Password
              id="payslip-password"
              autoFocus
              autoComplete="current-password"
              maxLength={64}
              value={secret}
              onChange={(e) => setSecret(e.target.value)}
            />
          </Form.Item>
        ) : (
          <Form.Item
            label={t('identity.code')}
            extra={sentTo ? t('identity.sentTo', { target: sentTo }) : undefined}
          >
            <Space.Compact block>
              <Input
                id="payslip-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={secret}
                onChange={(e) => setSecret(e.target.value.replace(/\D/g, ''))}
              />
              <Button
                loading={sendCode.isPending}
                onClick={() =>
                  sendCode.mutate(undefined, { onSuccess: (data) => setSentTo(data.codeTarget) })
                }
              >
                {t('identity.send', { target: identity.codeTarget })}
              </Button>
            </Space.Compact>
          </Form.Item>
        )}
        {error && <Alert type="error" showIcon title={error} className="payslip-gate-error" />}
        <Button type="primary" htmlType="submit" block loading={verify.isPending} disabled={!secret.trim()}>
          {t('identity.submit')}
        </Button>
      </Form>
    </Card>
  );
}
