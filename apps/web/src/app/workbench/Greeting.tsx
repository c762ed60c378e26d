import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session-queries.ts';
import { chinaDateLabel, dayPartInChina } from './china-date.ts';

/** 早上好，周明轩 — today's date in China, and the company the user acts for. */
export function Greeting() {
  const { t } = useTranslation('workbench');
  const session = useSession().data;
  const now = new Date();
  return (
    <header className="rl-greeting" data-testid="workbench-greeting">
      <Typography.Title level={3}>
        {t(`greeting.${dayPartInChina(now)}`, { name: session?.userName ?? '' })}
      </Typography.Title>
      <div className="rl-greeting-meta">
        <span>{t('today', { date: chinaDateLabel(now, currentLanguage()) })}</span>
        {session?.compName && <span>{session.compName}</span>}
      </div>
    </header>
  );
}
