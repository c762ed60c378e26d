import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/http.ts';

/**
 * What a billing tab shows when its first read failed: the server's (translated) reason, e.g. 403 for
 * plain staff, who may not see the company's money.
 */
export function LoadFailed({ error }: { error: unknown }) {
  const { t } = useTranslation('billing');
  const forbidden = error instanceof ApiError && error.code === 403;
  return (
    <Result
      status={forbidden ? '403' : 'error'}
      title={forbidden ? t('noAccess') : t('loadFailed')}
      subTitle={error instanceof Error ? error.message : undefined}
    />
  );
}
