import type { DepartmentMonth, MonthSummary } from '@renli/contracts';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';

/** 部门汇总: each department's people, attendance rate, late, absent, leave and overtime. */
export function DepartmentTable({ summary }: { summary: MonthSummary }) {
  const { t } = useTranslation('attendance-statistics');
  const columns: ColumnsType<DepartmentMonth> = [
    { key: 'deptName', title: t('columns.deptName'), render: (_, row) => row.deptName ?? t('noDepartment') },
    { key: 'headcount', title: t('columns.headcount'), dataIndex: 'headcount' },
    {
      key: 'attendanceRate',
      title: t('columns.attendanceRate'),
      render: (_, row) => (row.attendanceRate === null ? '—' : `${row.attendanceRate}%`),
    },
    { key: 'lateCount', title: t('columns.lateTimes'), dataIndex: 'lateCount' },
    { key: 'absentDays', title: t('columns.absent'), dataIndex: 'absentDays' },
    { key: 'leaveDays', title: t('columns.leave'), dataIndex: 'leaveDays' },
    { key: 'overtimeHours', title: t('columns.overtimeHours'), dataIndex: 'overtimeHours' },
  ];
  return (
    <Table<DepartmentMonth>
      rowKey={(row) => row.deptId ?? 0}
      size="middle"
      className="attendance-stats-departments"
      columns={columns}
      dataSource={summary.departments}
      scroll={{ x: 'max-content' }}
      pagination={false}
    />
  );
}
