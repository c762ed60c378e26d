import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import {
  DAY_LIST_MAX_DAYS,
  DAY_SEARCH_MAX,
  type DayRecord,
  labelIn,
  RESULT_KIND_LABELS,
  RESULT_KINDS,
  type ResultKind,
} from '@renli/contracts';
import {
  Button,
  DatePicker,
  Empty,
  Flex,
  Grid,
  Input,
  Pagination,
  Select,
  Table,
  type TableProps,
} from 'antd';
import dayjs from 'dayjs';
import { Suspense, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaTime } from '../../components/attendance/china-clock.ts';
import { DayReasons } from '../../components/attendance/DayReasons.tsx';
import { DayStatusTag } from '../../components/attendance/DayStatusTag.tsx';
import { pickerFor } from '../../components/resource/pickers.ts';
import { saveFile } from '../../components/resource/save-file.ts';
import { chinaToday } from '../../lib/china-today.ts';
import { exportDays, useDayPage } from './api.ts';
import { CorrectDialog } from './CorrectDialog.tsx';
import { ImportDialog } from './ImportDialog.tsx';
import { monthOf } from './MyMonth.tsx';
import { PunchesDialog } from './PunchesDialog.tsx';

const PAGE_SIZES = [20, 50, 100];
/** Findings HR filters by (`notEmployed` days are never listed). */
const STATUSES = RESULT_KINDS.filter((kind) => kind !== 'notEmployed');

type Dialog =
  | { kind: 'correct'; row?: DayRecord }
  | { kind: 'punches'; row: DayRecord }
  | { kind: 'import' }
  | null;

/** The days of this month so far: real data on first view. */
const defaultRange = () => ({ from: monthOf(chinaToday()).from, to: chinaToday() });

/**
 * 每日记录 (HR; docs/product/attendance.md, "Punching and records"): everyone's stored days in a range
 * of at most 31 days, filtered by department, finding and name; a table scrolling in its own box on
 * wide screens, cards on phones; export, 导入打卡, 补录打卡 and each day's punches with 作废.
 */
export function DailyRecords({ signType }: { signType: 1 | 2 | undefined }) {
  const { t, i18n } = useTranslation('attendance-record');
  const wide = Grid.useBreakpoint().md !== false;
  const [range, setRange] = useState(defaultRange);
  const [deptId, setDeptId] = useState<number | undefined>();
  const [status, setStatus] = useState<ResultKind | undefined>();
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: PAGE_SIZES[0]! });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [exporting, setExporting] = useState(false);
  const searchText = useDeferredValue(search.trim()) || undefined;
  const filter = { ...range, employeeType: signType, deptId, status, searchText };
  const page = useDayPage({ ...filter, ...paging });
  const rows = page.data?.list ?? [];
  const DepartmentPicker = pickerFor('department');
  const narrowed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPaging((current) => ({ ...current, pageNum: 1 }));
    };

  const download = async () => {
    setExporting(true);
    try {
      saveFile(await exportDays(filter), `${t('records.fileName')}.xlsx`);
    } finally {
      setExporting(false);
    }
  };

  const punchTimes = (row: DayRecord) => ({
    in: row.result.punchIn ? chinaTime(row.result.punchIn) : '—',
    out: row.result.punchOut ? chinaTime(row.result.punchOut) : '—',
  });
  const shiftText = ({ result: { shift } }: DayRecord) => {
    if (!shift) return '—';
    const off = shift.offNextDay ? t('card.nextDay', { time: shift.offTime }) : shift.offTime;
    return t('card.shift', { name: shift.name, on: shift.onTime, off });
  };
  const actions = (row: DayRecord) => (
    <Flex gap={4} wrap>
      <Button size="small" type="link" onClick={() => setDialog({ kind: 'punches', row })}>
        {t('records.punchList')}
      </Button>
      <Button size="small" type="link" onClick={() => setDialog({ kind: 'correct', row })}>
        {t('records.correct')}
      </Button>
    </Flex>
  );

  const columns: TableProps<DayRecord>['columns'] = [
    { key: 'name', title: t('records.columns.name'), dataIndex: 'staffName', width: 100, fixed: 'left' },
    { key: 'jobNo', title: t('records.columns.jobNo'), dataIndex: 'jobNo', width: 90 },
    { key: 'dept', title: t('records.columns.dept'), dataIndex: 'deptName', width: 120 },
    { key: 'day', title: t('records.columns.day'), width: 110, render: (_, row) => row.result.day },
    { key: 'shift', title: t('records.columns.shift'), width: 150, render: (_, row) => shiftText(row) },
    { key: 'in', title: t('records.columns.in'), width: 90, render: (_, row) => punchTimes(row).in },
    { key: 'out', title: t('records.columns.out'), width: 90, render: (_, row) => punchTimes(row).out },
    {
      key: 'status',
      title: t('records.columns.status'),
      width: 100,
      render: (_, row) => <DayStatusTag status={row.result.status} />,
    },
    {
      key: 'reasons',
      title: t('records.columns.reasons'),
      width: 280,
      render: (_, row) => <DayReasons reasons={row.result.reasons} />,
    },
    { key: 'actions', title: t('records.columns.actions'), width: 170, render: (_, row) => actions(row) },
  ];

  const empty = <Empty description={t('records.empty')} />;
  return (
    <div className="attendance-record-records">
      <div className="attendance-record-toolbar">
        <DatePicker.RangePicker
          aria-label={t('records.range')}
          allowClear={false}
          value={[dayjs(range.from), dayjs(range.to)]}
          // At most 31 days, none after today.
          disabledDate={(value, info) =>
            value.isAfter(dayjs(chinaToday()), 'day') ||
            (info.from !== undefined && Math.abs(value.diff(info.from, 'day')) >= DAY_LIST_MAX_DAYS)
          }
          onChange={(values) =>
            values?.[0] &&
            values[1] &&
            narrowed(setRange)({ from: values[0].format('YYYY-MM-DD'), to: values[1].format('YYYY-MM-DD') })
          }
        />
        {DepartmentPicker && (
          <Suspense fallback={null}>
            <DepartmentPicker
              allowClear
              placeholder={t('records.department')}
              value={deptId}
              onChange={(value) => narrowed(setDeptId)((value as number | null) ?? undefined)}
            />
          </Suspense>
        )}
        <Select<ResultKind>
          allowClear
          aria-label={t('records.status')}
          placeholder={t('records.status')}
          value={status}
          options={STATUSES.map((kind) => ({
            value: kind,
            label: labelIn(RESULT_KIND_LABELS[kind], i18n.language),
          }))}
          onChange={narrowed(setStatus)}
        />
        <Input.Search
          allowClear
          className="attendance-record-search"
          aria-label={t('records.search')}
          placeholder={t('records.search')}
          maxLength={DAY_SEARCH_MAX}
          value={search}
          onChange={(event) => narrowed(setSearch)(event.target.value)}
        />
      </div>
      <div className="attendance-record-toolbar">
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void download()}>
          {t('records.export')}
        </Button>
        <Button icon={<UploadOutlined />} onClick={() => setDialog({ kind: 'import' })}>
          {t('records.import')}
        </Button>
        <Button icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'correct' })}>
          {t('records.correct')}
        </Button>
      </div>
      {wide ? (
        <Table<DayRecord>
          rowKey={(row) => `${row.staffId}:${row.result.day}`}
          size="middle"
          loading={page.isFetching}
          columns={columns}
          dataSource={rows}
          locale={{ emptyText: empty }}
          scroll={{ x: 'max-content', y: 560 }}
          pagination={{
            current: paging.pageNum,
            pageSize: paging.pageSize,
            total: page.data?.total ?? 0,
            pageSizeOptions: PAGE_SIZES,
            showSizeChanger: true,
            showTotal: (total) => t('records.total', { total }),
            onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
          }}
        />
      ) : (
        <>
          {rows.length === 0 && !page.isFetching ? empty : null}
          <ul className="attendance-record-cards">
            {rows.map((row) => {
              const times = punchTimes(row);
              return (
                <li key={`${row.staffId}:${row.result.day}`} className="attendance-record-row-card">
                  <div className="attendance-record-day-head">
                    <strong>{row.staffName}</strong>
                    <span>{row.result.day}</span>
                    <DayStatusTag status={row.result.status} />
                  </div>
                  <div className="attendance-record-muted">
                    {[row.jobNo, row.deptName, shiftText(row)].filter(Boolean).join(' · ')}
                  </div>
                  <div className="attendance-record-muted">
                    {t('records.columns.in')} {times.in} · {t('records.columns.out')} {times.out}
                  </div>
                  <DayReasons reasons={row.result.reasons} />
                  {actions(row)}
                </li>
              );
            })}
          </ul>
          <Pagination
            simple
            current={paging.pageNum}
            pageSize={paging.pageSize}
            total={page.data?.total ?? 0}
            onChange={(pageNum) => setPaging((current) => ({ ...current, pageNum }))}
          />
        </>
      )}
      {dialog?.kind === 'import' && <ImportDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'correct' && (
        <CorrectDialog
          staff={dialog.row && { staffId: dialog.row.staffId, name: dialog.row.staffName }}
          day={dialog.row?.result.day}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'punches' && (
        <PunchesDialog
          staffId={dialog.row.staffId}
          name={dialog.row.staffName}
          day={dialog.row.result.day}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
