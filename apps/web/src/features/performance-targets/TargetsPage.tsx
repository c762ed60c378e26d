import type { SheetListType, TargetSheetRow } from '@renli/contracts';
import { Button, Card, Empty, Grid, Input, List, Result, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/http.ts';
import { useSheets } from './api.ts';
import { SheetEditor, STATUS_COLORS } from './SheetEditor.tsx';

const TYPES: readonly SheetListType[] = ['my', 'team', 'all'];
const PAGE_SIZE = 20;

/** The sheets of one tab: a table on wide screens, cards on phones. */
function SheetList({ type, onOpen }: { type: SheetListType; onOpen: (id: number) => void }) {
  const { t } = useTranslation('performance-targets');
  const wide = Grid.useBreakpoint().md !== false;
  const [pageNum, setPageNum] = useState(1);
  const [search, setSearch] = useState('');
  const sheets = useSheets({ type, pageNum, pageSize: PAGE_SIZE, ...(search ? { search } : {}) });
  if (sheets.error instanceof ApiError) return <Result status="403" subTitle={sheets.error.message} />;
  const list = sheets.data?.list ?? [];
  const status = (row: TargetSheetRow) => (
    <Tag color={STATUS_COLORS[row.status]}>{t(`status.${row.status}`)}</Tag>
  );
  const empty = <Empty description={t(`empty.${type}`)} />;
  return (
    <>
      {type !== 'my' && (
        <Input.Search
          allowClear
          placeholder={t('search')}
          onSearch={(value) => {
            setSearch(value.trim());
            setPageNum(1);
          }}
          style={{ maxWidth: 320, marginBottom: 12 }}
        />
      )}
      {wide ? (
        <Table
          rowKey="id"
          size="middle"
          loading={sheets.isLoading}
          dataSource={list}
          locale={{ emptyText: empty }}
          scroll={{ x: 'max-content' }}
          onRow={(row) => ({ onClick: () => onOpen(row.id), style: { cursor: 'pointer' } })}
          pagination={{
            current: pageNum,
            pageSize: PAGE_SIZE,
            total: sheets.data?.total ?? 0,
            onChange: setPageNum,
            hideOnSinglePage: true,
          }}
          columns={[
            { title: t('columns.cycle'), dataIndex: 'cycleName' },
            { title: t('columns.person'), dataIndex: 'staffName' },
            { title: t('columns.department'), dataIndex: 'departmentName' },
            { title: t('columns.items'), dataIndex: 'itemCount' },
            { title: t('columns.status'), render: (_, row) => status(row) },
            {
              title: t('columns.action'),
              render: (_, row) => (
                <Button type="link" size="small" onClick={() => onOpen(row.id)}>
                  {t('open')}
                </Button>
              ),
            },
          ]}
        />
      ) : (
        <List
          loading={sheets.isLoading}
          dataSource={list}
          locale={{ emptyText: empty }}
          pagination={
            (sheets.data?.total ?? 0) > PAGE_SIZE
              ? {
                  current: pageNum,
                  pageSize: PAGE_SIZE,
                  total: sheets.data?.total ?? 0,
                  onChange: setPageNum,
                  size: 'small',
                }
              : false
          }
          renderItem={(row) => (
            <Card size="small" style={{ marginBottom: 8 }} onClick={() => onOpen(row.id)}>
              <Typography.Text strong>{row.cycleName}</Typography.Text>
              <div>
                {row.staffName}
                {row.departmentName ? ` · ${row.departmentName}` : ''} ·{' '}
                {t('itemCount', { count: row.itemCount })}
              </div>
              {status(row)}
            </Card>
          )}
        />
      )}
    </>
  );
}

/** 目标制定 (docs/product/performance.md, "Targets"): my sheets, my team's, and all (HR). */
export function TargetsPage() {
  const { t } = useTranslation('performance-targets');
  const { type } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const active: SheetListType = TYPES.includes(type as SheetListType) ? (type as SheetListType) : 'my';
  const sheetId = Number(params.get('sheet')) || null;
  const open = (id: number) => setParams({ sheet: String(id) });
  return (
    <>
      <Tabs
        activeKey={active}
        onChange={(key) => navigate(`/performance/targetsetting/${key}`)}
        items={TYPES.map((key) => ({
          key,
          label: t(`tabs.${key}`),
          children: active === key ? <SheetList type={key} onOpen={open} /> : null,
        }))}
      />
      {sheetId !== null && <SheetEditor sheetId={sheetId} onClose={() => setParams({})} />}
    </>
  );
}
