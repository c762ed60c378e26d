import { Checkbox, Form } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Opens a legal page in a new tab, so the half-filled form stays as it is. */
const legalLink = (path: string) => <Link to={path} target="_blank" rel="noopener noreferrer" />;

/**
 * The box a registration must tick: explicit consent to the 用户协议 and 隐私政策 (docs/product/legal.md),
 * which the server requires as `agreeTerms` too.
 */
export function TermsConsent() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="agreeTerms"
      valuePropName="checked"
      rules={[
        {
          validator: (_: unknown, checked: boolean | undefined) =>
            checked ? Promise.resolve() : Promise.reject(new Error(t('auth:rules.agreeTerms'))),
        },
      ]}
    >
      <Checkbox data-testid="register-agree">
        <Trans
          i18nKey="auth:register.agree"
          components={{ agreement: legalLink('/agreement'), privacy: legalLink('/privacy') }}
        />
      </Checkbox>
    </Form.Item>
  );
}
