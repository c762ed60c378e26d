import type { PayslipRun } from '@renli/contracts';
import { Button, Card, Empty, Popconfirm, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaTime } from '../../../components/resource/field-display.tsx';
import { useSignedType } from '../../../lib/signed-type.ts';
import { toast } from '../../../lib/toast.ts';
import { usePayslipRuns, useRunAction } from '../api.ts';
import { SlipsDrawer } from './SlipsDrawer.tsx';
import '../payslip.css';

const PAGE_SIZE = 20;

/**
 * 工资条发放 (`#/salary/wage/bill/:sign?`, `#/salary/bill/:sign?`): the published runs of the employee
 * types HR manages with their read, confirmed and questioned counts; each run's people, reminders,
 * answers and revoking (docs/product/salary.md, "Payslips"). Publishing starts from an approved run.
 */
export function PayslipBillPage() {
  const { t, i18n } = useTranslation('salary-payslip');
  const employeeType = useSignedType();
  const [pageNum, setPageNum] = useState(1);
  const runs = usePayslipRuns({ employeeType, pageNum, pageSize: PAGE_SIZE });
  const action = useRunAction();
  const [open, setOpen] = useState<PayslipRun | null>(null);

  const run = (name: 'publish' | 'revoke' | 'remind', runId: number) =>
    action.mutate(
      { action: name, runId },
      { onSuccess: (data) => toast.success(t(`bill.${name}Done`, { count: data.count })) },
    );

  const columns: ColumnsType<PayslipRun> = [
    { title: t('bill.month'), dataIndex: 'month', width: 100 },
    { title: t('bill.runName'), dataIndex: 'runName' },
    {
      title: t('bill.employeeType'),
      dataIndex: 'employeeType',
      width: 90,
      render: (value: number) => t(`bill.type.${value}`),
    },
    {
      title: t('bill.counts'),
      key: 'counts',
      render: (_, row) => (
        <Space size={4} wrap className="payslip-bill-counts">
          <Tag>{t('bill.total', { count: row.total })}</Tag>
          <Tag color="blue">{t('bill.read', { count: row.read })}</Tag>
          <Tag color="green">{t('bill.confirmed', { count: row.confirmed })}</Tag>
          {row.questioned > 0 && <Tag color="orange">{t('bill.questioned', { count: row.questioned })}</Tag>}
        </Space>
      ),
    },
    {
      title: t('bill.publishedAt'),
      dataIndex: 'publishedAt',
      width: 170,
      render: (value: string, row) => (
        <>
          {chinaTime(value, i18n.language)}
          {row.publishedByName ? <div className="payslip-muted">{row.publishedByName}</div> : null}
        </>
      ),
    },
    {
      title: t('bill.state'),
      dataIndex: 'revoked',
      width: 90,
      render: (revoked: boolean) =>
        revoked ? <Tag>{t('bill.revoked')}</Tag> : <Tag color="green">{t('bill.live')}</Tag>,
    },
    {
      title: t('bill.actions'),
      key: 'actions',
      width: 240,
      render: (_, row) => (
        <Space size={0} wrap>
          <Button type="link" onClick={() => setOpen(row)}>
            {t('bill.people')}
          </Button>
          {row.revoked ? (
            <Popconfirm title={t('bill.publishConfirm')} onConfirm={() => run('publish', row.runId)}>
              <Button type="link">{t('bill.republish')}</Button>
            </Popconfirm>
          ) : (
            <>
              <Button
                type="link"
                disabled={row.confirmed === row.total}
                onClick={() => run('remind', row.runId)}
              >
                {t('bill.remind')}
              </Button>
              <Popconfirm title={t('bill.revokeConfirm')} onConfirm={() => run('revoke', row.runId)}>
                <Button type="link" danger>
                  {t('bill.revoke')}
                </Button>
              </Popconfirm>
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('bill.title')}>
      <Table<PayslipRun>
        rowKey="runId"
        size="middle"
        loading={runs.isFetching}
        columns={columns}
        dataSource={runs.data?.list ?? []}
        scroll={{ x: 900 }}
        locale={{
          emptyText: (
            <Empty description={t('bill.empty')}>
              <Button type="primary" href="#/salary/wage/list">
                {t('bill.toPayroll')}
              </Button>
            </Empty>
          ),
        }}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          total: runs.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPageNum,
        }}
      />
      <SlipsDrawer run={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
