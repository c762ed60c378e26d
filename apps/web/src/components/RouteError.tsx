import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown instead of a blank screen when rendering a page throws (or a lazily loaded chunk is gone). */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <div className="renli-center-page">
      <Result
        status="error"
        title={t('common:routeError.title')}
        subTitle={error instanceof Error ? error.message : undefined}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('common:routeError.reload')}
          </Button>
        }
      />
    </div>
  );
}
