import { platformEndpoints } from '@renli/contracts';
import { Button, Card, Popconfirm, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { platformApi, useCaches, usePlatformWrite } from './api.ts';

/** `#/Cache`: the server node's in-memory caches, with their entry counts and a clear button. */
export function CachePage() {
  const { t } = useTranslation();
  const caches = useCaches();
  const clear = usePlatformWrite(platformEndpoints.cacheList, platformApi.clearCache);
  return (
    <Card
      title={t('admin:menu.Cache')}
      extra={<Button onClick={() => void caches.refetch()}>{t('platform:actions.refresh')}</Button>}
    >
      <p className="renli-muted">{t('platform:cache.hint')}</p>
      <Table
        rowKey="name"
        loading={caches.isFetching}
        dataSource={caches.data ?? []}
        pagination={false}
        columns={[
          {
            key: 'name',
            title: t('platform:cache.name'),
            render: (_, c) => t(`platform:cache.names.${c.name}`, { defaultValue: c.name }),
          },
          { key: 'entries', dataIndex: 'entries', title: t('platform:cache.entries') },
          {
            key: 'ttl',
            title: t('platform:cache.ttl'),
            render: (_, c) => t('platform:cache.seconds', { count: c.ttlSeconds }),
          },
          {
            key: 'actions',
            title: t('platform:actions.title'),
            render: (_, c) => (
              <Popconfirm
                title={t('platform:cache.confirm')}
                onConfirm={() =>
                  clear.mutateAsync([c.name]).then(
                    () => toast.success(t('platform:cache.cleared')),
                    () => undefined,
                  )
                }
              >
                <Button type="link" danger data-testid={`clear-${c.name}`}>
                  {t('platform:cache.clear')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Card>
  );
}
