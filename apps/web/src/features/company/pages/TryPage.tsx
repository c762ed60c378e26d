import type { TrialApply } from '@renli/contracts';
import { Button, Card, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showFormError } from '../../../lib/form-errors.ts';
import { applyForTrial } from '../api.ts';

/**
 * Public 申请试用 (`#/try`): leaves contact details for the platform team. Nothing is created for the
 * applicant; once contacted they register their company on /register themselves.
 */
export function TryPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<TrialApply>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (values: TrialApply) => {
    setBusy(true);
    try {
      // Optional inputs the user emptied would otherwise fail the server's format checks.
      await applyForTrial({ ...values, email: values.email || undefined, note: values.note || undefined });
      setSent(true);
    } catch (error) {
      showFormError(form, error);
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <Result
        status="success"
        title={t('company:trial.sentTitle')}
        subTitle={t('company:trial.sentHint')}
        extra={<Link to="/register">{t('company:trial.register')}</Link>}
      />
    );
  }
  return (
    <Card title={t('company:trial.title')} style={{ maxWidth: 560, margin: '24px auto' }}>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="compName"
          label={t('company:trial.compName')}
          rules={[{ required: true, min: 2, max: 60 }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="contactName" label={t('company:trial.contactName')} rules={[{ required: true }]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="mobile" label={t('company:trial.mobile')} rules={[{ required: true }]}>
          <Input maxLength={11} inputMode="tel" />
        </Form.Item>
        <Form.Item name="email" label={t('company:trial.email')}>
          <Input maxLength={100} type="email" />
        </Form.Item>
        <Form.Item name="note" label={t('company:trial.note')}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} block>
          {t('company:trial.submit')}
        </Button>
      </Form>
    </Card>
  );
}
