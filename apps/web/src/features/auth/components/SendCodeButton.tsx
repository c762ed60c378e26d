import { Button, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { sendVerifyCode } from '../api.ts';
import { useCountdown } from './useCountdown.ts';

/** Spec: the send button waits a minute between codes. */
const RESEND_SECONDS = 60;

interface SendCodeButtonProps {
  form: FormInstance;
  /** The form field holding the login code the code goes to. */
  field: string;
  verifyType: 1 | 2;
  testId: string;
}

export function SendCodeButton({ form, field, verifyType, testId }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    // Shows the field's own error when the login code is missing or malformed.
    const values = await form.validateFields([field]).catch(() => null);
    if (!values) return;
    setSending(true);
    try {
      await sendVerifyCode(form.getFieldValue(field) as string, verifyType);
      toast.success(t('auth:code.sent'));
      start(RESEND_SECONDS);
    } catch {
      // The HTTP client has shown the server's reason (e.g. rate limited).
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      size="large"
      data-testid={testId}
      loading={sending}
      disabled={left > 0}
      onClick={send}
      style={{ minWidth: 120 }}
    >
      {left > 0 ? t('auth:code.resendIn', { seconds: left }) : t('auth:code.send')}
    </Button>
  );
}
