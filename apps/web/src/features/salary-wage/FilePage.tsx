import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { ArchiveRow } from '@renli/contracts';
import { Alert, Button, Card, Input, Segmented, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../components/resource/save-file.ts';
import { useSignedType } from '../../lib/signed-type.ts';
import { ArchiveDrawer } from './ArchiveDrawer.tsx';
import { ArchiveImportDialog } from './ArchiveImportDialog.tsx';
import { exportArchives, useArchivePage, useGroups } from './api.ts';
import './salary-wage.css';

type State = 'all' | 'none' | 'set';
const yuan = (value: string | undefined) =>
  value === undefined ? '' : Number(value).toLocaleString('zh-CN', { minimumFractionDigits: 2 });

/**
 * 薪资档案 (`#/salary/wage/file/:sign?`, HR; docs/product/salary.md, "Salary archives"): current
 * staff with their fixed pay today and the next change; staff without an archive come first with
 * 定薪; import, export and each person's history.
 */
export function FilePage() {
  const { t } = useTranslation('salary-wage');
  const employeeType = useSignedType();
  const [keyword, setKeyword] = useState('');
  const [state, setState] = useState<State>('all');
  const [groupId, setGroupId] = useState<number | undefined>();
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const [editing, setEditing] = useState<ArchiveRow | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const filter = { keyword: keyword || undefined, state, groupId, employeeType };
  const page = useArchivePage({ ...filter, ...paging });
  const groups = useGroups();
  const items = page.data?.items ?? [];
  const narrowed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPaging((p) => ({ ...p, pageNum: 1 }));
    };

  const download = async () => {
    setExporting(true);
    try {
      saveFile(await exportArchives(filter), `${t('file.title')}.xlsx`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card className="salary-wage" title={t('file.title')}>
      {(page.data?.withoutArchive ?? 0) > 0 && state !== 'none' && (
        <Alert
          type="warning"
          showIcon
          className="salary-wage-toolbar"
          title={t('file.without', { count: page.data!.withoutArchive })}
          action={
            <Button size="small" onClick={() => narrowed(setState)('none')}>
              {t('file.showWithout')}
            </Button>
          }
        />
      )}
      <div className="salary-wage-toolbar">
        <div className="salary-wage-filters">
          <Input.Search
            allowClear
            aria-label={t('file.search')}
            placeholder={t('file.search')}
            maxLength={50}
            onSearch={narrowed(setKeyword)}
          />
          <Segmented<State>
            value={state}
            onChange={narrowed(setState)}
            options={(['all', 'none', 'set'] as const).map((value) => ({
              value,
              label: t(`file.state.${value}`),
            }))}
          />
          <Select
            allowClear
            aria-label={t('archive.group')}
            placeholder={t('archive.group')}
            value={groupId}
            onChange={narrowed(setGroupId)}
            options={(groups.data?.list ?? []).map((g) => ({ value: g.id, label: g.name }))}
            style={{ minWidth: 140 }}
          />
        </div>
        <Space wrap>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {t('file.import')}
          </Button>
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void download()}>
            {t('file.export')}
          </Button>
        </Space>
      </div>
      <Table<ArchiveRow>
        rowKey="staffId"
        size="middle"
        loading={page.isFetching}
        dataSource={page.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('file.empty') }}
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: page.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        }}
        columns={[
          {
            key: 'name',
            title: t('file.name'),
            fixed: 'left',
            render: (_, row) => (
              <div>
                <div>{row.staffName}</div>
                <Typography.Text type="secondary">{row.jobNo ?? row.mobile}</Typography.Text>
              </div>
            ),
          },
          { key: 'dept', dataIndex: 'deptName', title: t('file.dept') },
          {
            key: 'group',
            title: t('archive.group'),
            render: (_, row) => row.groupName ?? <Tag color="orange">{t('file.noArchive')}</Tag>,
          },
          ...items.map((item) => ({
            key: item.code,
            title: item.name,
            align: 'right' as const,
            className: 'salary-wage-amounts',
            render: (_: unknown, row: ArchiveRow) => yuan(row.current?.amounts[item.code]),
          })),
          {
            key: 'total',
            title: t('file.total'),
            align: 'right',
            className: 'salary-wage-amounts',
            render: (_, row) => (row.current ? <strong>{yuan(row.current.total)}</strong> : null),
          },
          { key: 'from', title: t('archive.effectiveFrom'), render: (_, row) => row.current?.effectiveFrom },
          {
            key: 'pending',
            title: t('archive.pending'),
            render: (_, row) =>
              row.pending ? (
                <Tag color="blue">
                  {row.pending.effectiveFrom} {yuan(row.pending.total)}
                </Tag>
              ) : null,
          },
          {
            key: 'actions',
            title: t('actions.title'),
            render: (_, row) => (
              <Button
                type={row.nextAction === 'set' ? 'primary' : 'link'}
                size="small"
                onClick={() => setEditing(row)}
              >
                {t(row.nextAction === 'set' ? 'file.set' : 'file.change')}
              </Button>
            ),
          },
        ]}
      />
      {editing && <ArchiveDrawer row={editing} onClose={() => setEditing(null)} />}
      {importing && <ArchiveImportDialog onClose={() => setImporting(false)} />}
    </Card>
  );
}
