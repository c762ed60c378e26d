import { DownloadOutlined, FilterOutlined } from '@ant-design/icons';
import {
  labelIn,
  ROSTER_COLUMNS,
  ROSTER_SEARCH_MAX,
  ROSTER_SORT_FIELDS,
  type RosterColumn,
  type RosterRow,
  type RosterSortField,
  type SortOrder,
} from '@renli/contracts';
import { Badge, Button, Drawer, Grid, Input, Table, type TableProps, Tag, Tooltip } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { displayField } from '../../components/resource/field-display.tsx';
import { saveFile } from '../../components/resource/save-file.ts';
import { exportRoster, useRosterPage } from './api.ts';
import { RosterColumnSettings } from './RosterColumnSettings.tsx';
import { activeFilterCount, RosterFilters, type RosterFilterValues } from './RosterFilters.tsx';
import { useRosterColumns } from './roster-columns.ts';

const PAGE_SIZES = [20, 50, 100];
const isSortField = (key: string): key is RosterSortField =>
  (ROSTER_SORT_FIELDS as readonly string[]).includes(key);

/** Where a row opens: the employment's archive (the archives screen opens `?id=`). */
export const archivePath = (row: Pick<RosterRow, 'archiveId'>) => `/staff/staffarchives?id=${row.archiveId}`;

interface Props {
  asOf: string;
  /** The route's sign as an employee type; the type filter otherwise. */
  signType: 1 | 2 | undefined;
}

/**
 * 花名册 as of `asOf`: search, filters (in a drawer on phones), export of the chosen columns, and a
 * server-sorted, paged table whose columns the person chooses and orders; a row opens the archive.
 */
export function RosterList({ asOf, signType }: Props) {
  const { t, i18n } = useTranslation('staff-roster');
  const navigate = useNavigate();
  const narrow = Grid.useBreakpoint().md === false;
  const [filters, setFilters] = useState<RosterFilterValues>({ empStatus: 'active' });
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: PAGE_SIZES[0]! });
  const [sort, setSort] = useState<{ sortField?: RosterSortField; sortOrder?: SortOrder }>({});
  const [drawer, setDrawer] = useState(false);
  const [exporting, setExporting] = useState(false);
  const { shown, setShown } = useRosterColumns();
  const searchText = useDeferredValue(search.trim()) || undefined;

  const query = { ...filters, employeeType: signType ?? filters.employeeType, asOf, searchText, ...sort };
  const list = useRosterPage({ ...query, ...paging });
  const change = (patch: Partial<RosterFilterValues>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };

  const download = async () => {
    setExporting(true);
    try {
      saveFile(await exportRoster({ ...query, columns: shown }), `${t('title')}.xlsx`);
    } finally {
      setExporting(false);
    }
  };

  const onTableChange: TableProps<RosterRow>['onChange'] = (pagination, _filters, sorter) => {
    const chosen = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<RosterRow> | undefined;
    const field = String(chosen?.columnKey ?? '');
    setSort(chosen?.order && isSortField(field) ? { sortField: field, sortOrder: chosen.order } : {});
    setPaging({ pageNum: pagination.current ?? 1, pageSize: pagination.pageSize ?? paging.pageSize });
  };

  const cell = (key: RosterColumn, row: RosterRow) => {
    const shownValue = displayField(key, ROSTER_COLUMNS[key], row, i18n.language);
    if (key !== 'name') return shownValue;
    return (
      <>
        <Link to={archivePath(row)} onClick={(event) => event.stopPropagation()}>
          {row.name}
        </Link>
        {row.scheduled && (
          <Tooltip title={t('scheduled.hint', { kind: t(`kind.${row.changeKind}`), day: row.effectiveFrom })}>
            <Tag color="purple" className="staff-roster-scheduled">
              {t('scheduled.tag')}
            </Tag>
          </Tooltip>
        )}
      </>
    );
  };
  const columns: TableProps<RosterRow>['columns'] = shown.map((key) => ({
    key,
    dataIndex: key,
    title: labelIn(ROSTER_COLUMNS[key].label, i18n.language),
    width: ROSTER_COLUMNS[key].width,
    sorter: isSortField(key),
    sortOrder: sort.sortField === key ? sort.sortOrder : null,
    render: (_: unknown, row: RosterRow) => cell(key, row),
  }));

  const filterPanel = <RosterFilters value={filters} onChange={change} typeFixed={signType !== undefined} />;
  const count = activeFilterCount({ ...filters, employeeType: signType ? undefined : filters.employeeType });
  return (
    <>
      <div className="staff-roster-toolbar">
        <Input.Search
          allowClear
          className="staff-roster-search"
          aria-label={t('filters.search')}
          placeholder={t('filters.search')}
          maxLength={ROSTER_SEARCH_MAX}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPaging((current) => ({ ...current, pageNum: 1 }));
          }}
        />
        {narrow && (
          <Badge count={count} size="small">
            <Button icon={<FilterOutlined />} onClick={() => setDrawer(true)}>
              {t('filters.open')}
            </Button>
          </Badge>
        )}
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void download()}>
          {t('export')}
        </Button>
        <RosterColumnSettings shown={shown} onChange={setShown} />
      </div>
      {narrow ? (
        <Drawer
          open={drawer}
          width="100%"
          title={t('filters.title')}
          onClose={() => setDrawer(false)}
          footer={
            <Button type="primary" block onClick={() => setDrawer(false)}>
              {t('filters.done', { total: list.data?.total ?? 0 })}
            </Button>
          }
        >
          {filterPanel}
        </Drawer>
      ) : (
        filterPanel
      )}
      <Table<RosterRow>
        rowKey="archiveId"
        size="middle"
        className="staff-roster-table"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        onChange={onTableChange}
        onRow={(row) => ({ onClick: () => navigate(archivePath(row)) })}
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showTotal: (total) => t('total', { total }),
        }}
      />
    </>
  );
}
