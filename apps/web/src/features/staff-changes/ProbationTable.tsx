import type { ProbationRow } from '@renli/contracts';
import { Button, Card, Table, type TableProps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProbation } from './api.ts';
import { RegularizeDialog } from './RegularizeDialog.tsx';
import { StageTag } from './StageTag.tsx';

const PAGE_SIZE = 10;

/** Days left of a probation; overdue in red. */
function DaysLeft({ days }: { days: number | null }) {
  const { t } = useTranslation('staff-changes');
  if (days === null) return <>—</>;
  if (days < 0)
    return <Typography.Text type="danger">{t('probation.overdue', { count: -days })}</Typography.Text>;
  return <>{t('probation.daysLeft', { count: days })}</>;
}

/** 待转正: who is on probation, how long they have left, and 办理转正 for those not yet asked for. */
export function ProbationTable({ employeeType }: { employeeType: 1 | 2 | undefined }) {
  const { t } = useTranslation('staff-changes');
  const [pageNum, setPageNum] = useState(1);
  const [handling, setHandling] = useState<ProbationRow | null>(null);
  const page = useProbation({ pageNum, pageSize: PAGE_SIZE, ...(employeeType ? { employeeType } : {}) });
  const columns: TableProps<ProbationRow>['columns'] = [
    { key: 'name', title: t('probation.name'), dataIndex: 'staffName' },
    { key: 'dept', title: t('probation.dept'), render: (_, row) => row.deptName ?? '—' },
    { key: 'entry', title: t('probation.entryDate'), dataIndex: 'entryDate' },
    { key: 'end', title: t('probation.probationEnd'), render: (_, row) => row.probationEnd ?? '—' },
    { key: 'left', title: t('probation.left'), render: (_, row) => <DaysLeft days={row.daysLeft} /> },
    {
      key: 'actions',
      title: t('probation.actions'),
      render: (_, row) =>
        row.change ? (
          <StageTag row={row.change} />
        ) : (
          <Button type="link" size="small" onClick={() => setHandling(row)}>
            {t('probation.handle')}
          </Button>
        ),
    },
  ];
  return (
    <Card title={t('probation.title')}>
      <Table<ProbationRow>
        rowKey="staffId"
        size="middle"
        loading={page.isFetching}
        columns={columns}
        dataSource={page.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          total: page.data?.total ?? 0,
          onChange: setPageNum,
          showTotal: (total) => t('resource:pagination.total', { total }),
        }}
      />
      {handling && <RegularizeDialog row={handling} onClose={() => setHandling(null)} />}
    </Card>
  );
}
