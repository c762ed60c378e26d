import { SECURITY_LEVELS, securityLevelOf } from '@renli/contracts';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS = { weak: '#ff4d4f', medium: '#faad14', strong: '#52c41a' } as const;

/** Live meter under the new-password field: the level that will be stored with the change. */
export function SecurityMeter({ password }: { password: string | undefined }) {
  const { t } = useTranslation('settings');
  if (!password) return null;
  const level = securityLevelOf(password);
  const filled = SECURITY_LEVELS.indexOf(level) + 1;
  return (
    <Flex align="center" gap={8} data-testid="security-meter" data-level={level} style={{ marginTop: 6 }}>
      <Flex gap={4} style={{ flex: 1 }}>
        {SECURITY_LEVELS.map((l, i) => (
          <span
            key={l}
            style={{
              flex: 1,
              height: 4,
              borderRadius: 2,
              background: i < filled ? COLORS[level] : 'var(--ant-color-fill-secondary)',
            }}
          />
        ))}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('account.strength')}
        <span style={{ color: COLORS[level] }}>{t(`level.${level}`)}</span>
      </Typography.Text>
    </Flex>
  );
}
