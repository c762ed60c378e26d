import { DownloadOutlined } from '@ant-design/icons';
import { type SortOrder, STATS_SEARCH_MAX, type StaffMonthRow, type StatsSortField } from '@renli/contracts';
import { Button, Card, Grid, Input, List, Table, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { Suspense, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickerFor } from '../../components/resource/pickers.ts';
import { saveFile } from '../../components/resource/save-file.ts';
import { exportMonth, useMonthPage } from './api.ts';
import { isSortField, leaveLines, staffColumns } from './staff-columns.tsx';

const PAGE_SIZES = [20, 50, 100];

interface Props {
  month: string;
  signType: 1 | 2 | undefined;
  onOpen: (row: StaffMonthRow) => void;
}

/** One person's month as a card (phones): who, then the figures that matter most. */
function StaffCard({ row, onOpen }: { row: StaffMonthRow; onOpen: () => void }) {
  const { t } = useTranslation('attendance-statistics');
  const figures: [string, string | number][] = [
    [t('columns.actualDays'), `${row.actualDays} / ${row.expectedDays}`],
    [t('columns.lateCount'), `${row.lateCount}（${row.lateMinutes}′）`],
    [t('columns.earlyCount'), row.earlyCount],
    [t('columns.missingPunches'), row.missingPunches],
    [t('columns.absentDays'), row.absentDays],
    [t('columns.leaveDays'), row.leaveDays],
  ];
  return (
    <Card size="small" className="attendance-stats-card" onClick={onOpen}>
      <div className="attendance-stats-card-head">
        <strong>{row.name}</strong>
        <span className="attendance-stats-muted">
          {[row.jobNo, row.deptName ?? t('noDepartment')].filter(Boolean).join(' · ')}
        </span>
      </div>
      <dl className="attendance-stats-figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {row.leave.length > 0 && <div className="attendance-stats-muted">{leaveLines(row, t).join('；')}</div>}
    </Card>
  );
}

/**
 * 人员汇总: the month per staff member, searched, by department, server-sorted and paged; a table
 * scrolling inside its own box on wide screens, cards on phones; a row opens the person's days.
 */
export function StaffTable({ month, signType, onOpen }: Props) {
  const { t } = useTranslation('attendance-statistics');
  const narrow = Grid.useBreakpoint().md === false;
  const DepartmentPicker = pickerFor('department');
  const [search, setSearch] = useState('');
  const [deptId, setDeptId] = useState<number>();
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: PAGE_SIZES[0]! });
  const [sort, setSort] = useState<{ sortField?: StatsSortField; sortOrder?: SortOrder }>({});
  const [exporting, setExporting] = useState(false);
  const searchText = useDeferredValue(search.trim()) || undefined;
  const filter = { month, ...(signType ? { employeeType: signType } : {}), deptId, searchText, ...sort };
  const list = useMonthPage({ ...filter, ...paging });
  const firstPage = () => setPaging((current) => ({ ...current, pageNum: 1 }));

  const download = async () => {
    setExporting(true);
    try {
      saveFile(await exportMonth(filter), `${t('title')}.xlsx`);
    } finally {
      setExporting(false);
    }
  };
  const onTableChange: TableProps<StaffMonthRow>['onChange'] = (pagination, _filters, sorter) => {
    const chosen = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<StaffMonthRow> | undefined;
    const field = String(chosen?.columnKey ?? '');
    setSort(chosen?.order && isSortField(field) ? { sortField: field, sortOrder: chosen.order } : {});
    setPaging({ pageNum: pagination.current ?? 1, pageSize: pagination.pageSize ?? paging.pageSize });
  };
  const pagination = {
    current: paging.pageNum,
    pageSize: paging.pageSize,
    total: list.data?.total ?? 0,
    pageSizeOptions: PAGE_SIZES,
    showSizeChanger: true,
    showTotal: (total: number) => t('total', { total }),
  };

  return (
    <>
      <div className="attendance-stats-toolbar">
        <Input.Search
          allowClear
          className="attendance-stats-search"
          aria-label={t('filters.search')}
          placeholder={t('filters.search')}
          maxLength={STATS_SEARCH_MAX}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            firstPage();
          }}
        />
        {DepartmentPicker && (
          <Suspense fallback={null}>
            <DepartmentPicker
              allowClear
              placeholder={t('filters.department')}
              value={deptId}
              onChange={(value) => {
                setDeptId((value as number | null) ?? undefined);
                firstPage();
              }}
            />
          </Suspense>
        )}
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void download()}>
          {t('export')}
        </Button>
      </div>
      {narrow ? (
        <List<StaffMonthRow>
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          rowKey="staffId"
          renderItem={(row) => (
            <List.Item>
              <StaffCard row={row} onOpen={() => onOpen(row)} />
            </List.Item>
          )}
          pagination={{
            ...pagination,
            onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
          }}
        />
      ) : (
        <Table<StaffMonthRow>
          rowKey="staffId"
          size="middle"
          bordered
          className="attendance-stats-table"
          loading={list.isFetching}
          columns={staffColumns(t, sort, t('noDepartment'))}
          dataSource={list.data?.list ?? []}
          scroll={{ x: 'max-content' }}
          onChange={onTableChange}
          onRow={(row) => ({ onClick: () => onOpen(row) })}
          pagination={pagination}
        />
      )}
    </>
  );
}
