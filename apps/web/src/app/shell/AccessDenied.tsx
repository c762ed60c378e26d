import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Denial } from '../route-access.ts';

const REASON_KEYS: Record<Denial, string> = {
  closed: 'permissions:gate.closed',
  denied: 'permissions:gate.denied',
  person: 'shell:denied.person',
};

/**
 * A screen the actor may not open (docs/product/permissions.md): one page that says why and leads
 * home, in place of the screen, so none of its requests are made and no error toast appears.
 */
export function AccessDenied({ reason, home }: { reason: Denial; home: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={t('shell:denied.title')}
      subTitle={t(REASON_KEYS[reason])}
      data-testid="access-denied"
      extra={
        <Link to={home}>
          <Button type="primary">{t('shell:denied.home')}</Button>
        </Link>
      }
    />
  );
}
