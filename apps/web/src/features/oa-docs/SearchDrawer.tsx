import { FileOutlined, FolderFilled } from '@ant-design/icons';
import type { DocSearchHit } from '@renli/contracts';
import { Drawer, Empty, Input, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from './api.ts';
import { useSpaceName } from './format.ts';

/** Search by name and content text in everything the caller may view. */
export function SearchDrawer({
  onOpen,
  onClose,
}: {
  onOpen: (hit: DocSearchHit) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('oa-docs');
  const spaceName = useSpaceName();
  const [q, setQ] = useState('');
  const search = useSearch(q);
  return (
    <Drawer open rootClassName="oa-docs-drawer" title={t('search.title')} onClose={onClose} size="large">
      <Input.Search
        autoFocus
        allowClear
        maxLength={50}
        placeholder={t('search.placeholder')}
        enterButton={t('action.search')}
        onSearch={(value) => setQ(value.trim())}
        aria-label={t('search.placeholder')}
      />
      <List
        style={{ marginTop: 12 }}
        loading={search.isFetching}
        locale={{ emptyText: <Empty description={q ? t('search.none') : t('search.hint')} /> }}
        dataSource={search.data?.list ?? []}
        renderItem={(hit) => (
          <List.Item data-testid="doc-search-hit" className="oa-docs__hit" onClick={() => onOpen(hit)}>
            <List.Item.Meta
              avatar={
                hit.type === 'folder' ? <FolderFilled style={{ color: '#f5b400' }} /> : <FileOutlined />
              }
              title={<Typography.Link>{hit.name}</Typography.Link>}
              description={
                <>
                  <Typography.Text type="secondary">
                    {[spaceName({ kind: hit.spaceKind, name: hit.spaceName }), hit.path]
                      .filter(Boolean)
                      .join(' / ')}
                  </Typography.Text>
                  {hit.snippet && <div className="oa-docs__snippet">{hit.snippet}</div>}
                </>
              }
            />
          </List.Item>
        )}
      />
    </Drawer>
  );
}
