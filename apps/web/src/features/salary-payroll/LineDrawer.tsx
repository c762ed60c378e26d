import { Descriptions, Drawer, Grid, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLineDetail } from './api.ts';

/** A person's line with how every figure was got (the audit trail), full width on phones. */
export function LineDrawer({
  runId,
  staffId,
  onClose,
}: {
  runId: number;
  staffId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('salary-payroll');
  const narrow = Grid.useBreakpoint().md === false;
  const detail = useLineDetail(runId, staffId);
  const data = detail.data;
  return (
    <Drawer
      open={staffId !== null}
      onClose={onClose}
      width={narrow ? '100%' : 720}
      title={data ? t('lineTitle', { name: data.line.staffName }) : t('lineTitleLoading')}
    >
      {!data ? (
        <Spin />
      ) : (
        <>
          <Descriptions size="small" column={narrow ? 1 : 3} className="payroll-line-summary">
            <Descriptions.Item label={t('figures.gross')}>{data.line.gross}</Descriptions.Item>
            <Descriptions.Item label={t('figures.tax')}>{data.line.tax}</Descriptions.Item>
            <Descriptions.Item label={t('figures.net')}>{data.line.net}</Descriptions.Item>
            <Descriptions.Item label={t('bank')}>
              {[data.line.bankName, data.line.bankAccount].filter(Boolean).join(' ') || '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('lastNet')}>
              {data.line.lastNet ?? t('noLastMonth')}
            </Descriptions.Item>
          </Descriptions>
          <Table
            size="small"
            rowKey="code"
            pagination={false}
            dataSource={data.steps}
            scroll={{ x: 'max-content' }}
            rowClassName={(step) => (data.line.changed?.includes(step.code) ? 'payroll-changed-row' : '')}
            columns={[
              { key: 'name', dataIndex: 'name', title: t('step.name'), width: 140 },
              { key: 'value', dataIndex: 'value', title: t('step.value'), width: 110, align: 'right' },
              { key: 'how', dataIndex: 'how', title: t('step.how') },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
