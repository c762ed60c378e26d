import type { DocItem } from '@renli/contracts';
import { Button, Drawer, List, Popconfirm, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { chinaTime } from '../../components/resource/field-display.tsx';
import { saveFile } from '../../components/resource/save-file.ts';
import { toast } from '../../lib/toast.ts';
import { downloadFile, useRestoreVersion, useVersions } from './api.ts';
import { formatSize } from './format.ts';

/** A file's versions, newest first: download any, make an earlier one current again. */
export function VersionsDrawer({ item, onClose }: { item: DocItem; onClose: () => void }) {
  const { t, i18n } = useTranslation('oa-docs');
  const versions = useVersions(item.id);
  const restore = useRestoreVersion();
  return (
    <Drawer
      open
      rootClassName="oa-docs-drawer"
      title={t('versions.title', { name: item.name })}
      onClose={onClose}
      size="large"
    >
      <List
        loading={versions.isLoading}
        dataSource={versions.data?.list ?? []}
        renderItem={(v) => (
          <List.Item
            data-testid="doc-version"
            actions={[
              <Button
                key="download"
                size="small"
                onClick={async () => saveFile(await downloadFile(item.id, v.id), v.fileName)}
              >
                {t('action.download')}
              </Button>,
              !v.current && item.access === 'edit' && (
                <Popconfirm
                  key="restore"
                  title={t('versions.restoreConfirm', { no: v.versionNo })}
                  onConfirm={async () => {
                    await restore.mutateAsync({ id: item.id, versionId: v.id });
                    toast.success(t('versions.restored', { no: v.versionNo }));
                  }}
                >
                  <Button size="small">{t('versions.restore')}</Button>
                </Popconfirm>
              ),
            ].filter(Boolean)}
          >
            <List.Item.Meta
              title={
                <Space wrap>
                  <span>v{v.versionNo}</span>
                  {v.current && <Tag color="blue">{t('versions.current')}</Tag>}
                  <Typography.Text type="secondary">{v.fileName}</Typography.Text>
                </Space>
              }
              description={`${v.uploadedByName} · ${chinaTime(v.createdAt, i18n.language)} · ${formatSize(v.size)}`}
            />
          </List.Item>
        )}
      />
    </Drawer>
  );
}
