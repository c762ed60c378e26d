import { DownloadOutlined } from '@ant-design/icons';
import { SHEET_STATUS, type SheetFilter, type SheetRow, type SheetStatus } from '@renli/contracts';
import { Button, Input, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportResults, useAllSheets, useAppraisalCycles } from './api.ts';
import { resultGrade, StatusTag } from './StatusTag.tsx';
import { SheetDrawer } from './sheet/SheetView.tsx';

/** 全部 (HR): every sheet HR manages, filtered by cycle, status and name, exported to Excel. */
export function AllSheets() {
  const { t } = useTranslation('performance-appraisal');
  const cycles = useAppraisalCycles();
  const [filter, setFilter] = useState<SheetFilter>({});
  const [open, setOpen] = useState<number | null>(null);
  const sheets = useAllSheets(filter);
  const [exporting, setExporting] = useState(false);
  return (
    <>
      <div className="appraisal-filters">
        <Select
          aria-label={t('filter.cycle')}
          allowClear
          placeholder={t('filter.cycle')}
          style={{ minWidth: 220 }}
          value={filter.cycleId}
          onChange={(cycleId?: number) => setFilter((f) => ({ ...f, cycleId }))}
          options={cycles.data?.list.map((c) => ({ value: c.id, label: c.name }))}
        />
        <Select
          aria-label={t('filter.status')}
          allowClear
          placeholder={t('filter.status')}
          style={{ minWidth: 140 }}
          value={filter.status}
          onChange={(status?: SheetStatus) => setFilter((f) => ({ ...f, status }))}
          options={Object.values(SHEET_STATUS).map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        <Input.Search
          aria-label={t('filter.keyword')}
          placeholder={t('filter.keyword')}
          allowClear
          style={{ maxWidth: 220 }}
          onSearch={(keyword) => setFilter((f) => ({ ...f, keyword: keyword.trim() || undefined }))}
        />
        <Button
          icon={<DownloadOutlined />}
          loading={exporting}
          onClick={async () => {
            setExporting(true);
            await exportResults(filter).finally(() => setExporting(false));
          }}
        >
          {t('filter.export')}
        </Button>
      </div>
      <Table<SheetRow>
        rowKey="id"
        size="small"
        loading={sheets.isFetching}
        dataSource={sheets.data?.list}
        scroll={{ x: 760 }}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        onRow={(row) => ({ onClick: () => setOpen(row.id) })}
        locale={{ emptyText: t('empty.all') }}
        columns={[
          { key: 'name', title: t('col.name'), dataIndex: 'staffName', width: 100 },
          { key: 'department', title: t('col.department'), dataIndex: 'departmentName', width: 120 },
          { key: 'cycle', title: t('col.cycle'), dataIndex: 'cycleName', width: 200 },
          {
            key: 'status',
            title: t('col.status'),
            width: 100,
            render: (_, row) => <StatusTag status={row.status} />,
          },
          { key: 'total', title: t('col.total'), dataIndex: 'totalScore', width: 80 },
          { key: 'grade', title: t('col.grade'), width: 80, render: (_, row) => resultGrade(row) ?? '—' },
          {
            key: 'potential',
            title: t('col.potential'),
            width: 70,
            render: (_, row) => (row.potential ? t(`potential.${row.potential}`) : '—'),
          },
        ]}
      />
      <SheetDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
