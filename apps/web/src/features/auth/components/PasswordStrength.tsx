import { passwordStrength, passwordStrengthLabel } from '@renli/contracts';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS = { low: '#ff4d4f', medium: '#faad14', high: '#52c41a' } as const;

/**
 * Live strength meter under a new-password field (docs/product/auth.md: low, medium, high). Before
 * anything is typed it shows its empty bars: the field keeps one height, so a form (the forced
 * change-password dialog) has no blank line under it and does not jump at the first key.
 */
export function PasswordStrength({ password }: { password: string | undefined }) {
  const { t } = useTranslation();
  const label = password ? passwordStrengthLabel(password) : null;
  const filled = password ? Math.min(passwordStrength(password), 2) + 1 : 0;
  return (
    <Flex
      align="center"
      gap={8}
      data-testid="password-strength"
      data-level={label ?? 'none'}
      style={{ marginTop: 6, height: 20 }}
    >
      <Flex gap={4} style={{ flex: 1 }}>
        {[0, 1, 2].map((i) => (
          <span
            key={i}
            style={{
              flex: 1,
              height: 4,
              borderRadius: 2,
              background: label && i < filled ? COLORS[label] : 'var(--ant-color-fill-secondary)',
              transition: 'background .2s',
            }}
          />
        ))}
      </Flex>
      <Typography.Text
        type="secondary"
        style={{ fontSize: 12, lineHeight: '20px', minWidth: 64, textAlign: 'right' }}
      >
        {t('auth:strength.label')}
        {label && <span style={{ color: COLORS[label] }}>{t(`auth:strength.${label}`)}</span>}
      </Typography.Text>
    </Flex>
  );
}
