import { FileOutlined, FolderFilled } from '@ant-design/icons';
import { Button, Drawer, Empty, List, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { chinaTime } from '../../components/resource/field-display.tsx';
import { toast } from '../../lib/toast.ts';
import { useBin, usePurge, useRestore } from './api.ts';

/** A space's recycle bin: restore or delete for good; the rest goes after 30 days. */
export function BinDrawer({ spaceId, onClose }: { spaceId: number; onClose: () => void }) {
  const { t, i18n } = useTranslation('oa-docs');
  const bin = useBin(spaceId, true);
  const restore = useRestore();
  const purge = usePurge();
  return (
    <Drawer open rootClassName="oa-docs-drawer" title={t('bin.title')} onClose={onClose} size="large">
      <List
        loading={bin.isLoading}
        locale={{ emptyText: <Empty description={t('bin.empty')} /> }}
        dataSource={bin.data?.list ?? []}
        renderItem={(item) => (
          <List.Item
            data-testid="doc-bin-item"
            actions={[
              <Button
                key="restore"
                size="small"
                type="primary"
                onClick={async () => {
                  await restore.mutateAsync(item.id);
                  toast.success(t('bin.restored', { name: item.name }));
                }}
              >
                {t('bin.restore')}
              </Button>,
              <Popconfirm
                key="purge"
                title={t('bin.purgeConfirm', { name: item.name })}
                onConfirm={async () => {
                  await purge.mutateAsync(item.id);
                  toast.success(t('bin.purged'));
                }}
              >
                <Button size="small" danger>
                  {t('bin.purge')}
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              avatar={
                item.type === 'folder' ? <FolderFilled style={{ color: '#f5b400' }} /> : <FileOutlined />
              }
              title={item.name}
              description={
                <Space wrap size={4}>
                  <span>
                    {t('bin.deletedBy', {
                      name: item.deletedByName,
                      at: chinaTime(item.deletedAt, i18n.language),
                    })}
                  </span>
                  <span>{t('bin.purgeOn', { day: item.purgeOn })}</span>
                </Space>
              }
            />
          </List.Item>
        )}
      />
    </Drawer>
  );
}
