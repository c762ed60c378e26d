import type { SecurityLevel } from '@renli/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<SecurityLevel, string> = { weak: 'red', medium: 'gold', strong: 'green' };

/** The stored security level; unknown until a password is changed from the account tab. */
export function SecurityLevelTag({ level }: { level: SecurityLevel | null }) {
  const { t } = useTranslation('settings');
  return (
    <Tag
      color={level ? COLORS[level] : 'default'}
      data-testid="security-level"
      data-level={level ?? 'unknown'}
    >
      {t(`level.${level ?? 'unknown'}`)}
    </Tag>
  );
}
