import { type SortOrder, STATS_SORT_FIELDS, type StaffMonthRow, type StatsSortField } from '@renli/contracts';
import { Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

export const isSortField = (key: string): key is StatsSortField =>
  (STATS_SORT_FIELDS as readonly string[]).includes(key);

/** A row's leave by type in words, one line each: 事假 0.50 天（4.00 小时）. */
export const leaveLines = (row: StaffMonthRow, t: TFunction) =>
  row.leave.map((leave) => t('leaveItem', { name: leave.leaveName, days: leave.days, hours: leave.hours }));

type Key = keyof StaffMonthRow | 'overtimeWorkday' | 'overtimeRestday' | 'overtimeHoliday';

/** The per-staff table's columns, server-sorted where the server sorts. */
export function staffColumns(
  t: TFunction,
  sort: { sortField?: StatsSortField; sortOrder?: SortOrder },
  none: string,
): ColumnsType<StaffMonthRow> {
  const column = (key: Key, width: number, render?: (row: StaffMonthRow) => ReactNode) => ({
    key,
    title: t(`columns.${key}`),
    width,
    sorter: isSortField(key),
    sortOrder: sort.sortField === key ? sort.sortOrder : null,
    render: (_: unknown, row: StaffMonthRow) =>
      render?.(row) ?? String(row[key as keyof StaffMonthRow] ?? '—'),
  });
  return [
    { ...column('name', 100), fixed: 'left' },
    column('jobNo', 90),
    column('deptName', 120, (row) => row.deptName ?? none),
    column('expectedDays', 100),
    column('expectedHours', 110),
    column('actualDays', 110),
    column('workedHours', 120),
    column('lateCount', 90),
    column('lateMinutes', 100),
    column('seriousLateCount', 110),
    column('earlyCount', 100),
    column('earlyMinutes', 110),
    column('missingPunches', 90),
    column('absentDays', 90),
    column('leaveDays', 100, (row) =>
      row.leave.length === 0 ? (
        row.leaveDays
      ) : (
        <Tooltip title={leaveLines(row, t).join('；')}>
          <span className="attendance-stats-dotted">{row.leaveDays}</span>
        </Tooltip>
      ),
    ),
    column('tripDays', 90),
    {
      key: 'overtime',
      title: t('columns.overtime'),
      children: [
        column('overtimeWorkday', 80, (row) => row.overtimeHours.workday),
        column('overtimeRestday', 80, (row) => row.overtimeHours.restday),
        column('overtimeHoliday', 80, (row) => row.overtimeHours.holiday),
      ],
    },
  ];
}
