import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <div data-testid="not-found" className="renli-center-page">
      <Result
        status="404"
        title="404"
        subTitle={t('common:notFound.description')}
        extra={
          <Link to="/">
            <Button type="primary">{t('common:notFound.home')}</Button>
          </Link>
        }
      />
    </div>
  );
}
