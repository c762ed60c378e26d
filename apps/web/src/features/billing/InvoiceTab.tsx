import { INVOICE_STATUSES, type InvoiceRequestRow, type InvoiceStatus } from '@renli/contracts';
import { Button, Card, Flex, Select, Skeleton, Table, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplyInvoiceDialog } from './ApplyInvoiceDialog.tsx';
import { type InvoiceQuery, useInvoiceInfo, useInvoiceRequests } from './api.ts';
import { formatTime, formatYuan } from './format.ts';
import { InvoiceInfoCard } from './InvoiceInfoCard.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { InvoiceStatusTag } from './OrderStatusTag.tsx';

/** Settings › invoices (`#/other/setting/invoice`): invoice details and requests against paid orders. */
export function InvoiceTab() {
  const { t } = useTranslation('billing');
  const info = useInvoiceInfo();
  const [query, setQuery] = useState<InvoiceQuery>({ pageNum: 1, pageSize: 10 });
  const requests = useInvoiceRequests(query);
  const [applying, setApplying] = useState(false);

  if (info.error) return <LoadFailed error={info.error} />;
  if (info.isPending) return <Skeleton active />;
  const canApply = Boolean(info.data);

  return (
    <>
      <InvoiceInfoCard />
      <Card
        title={t('invoice.requests')}
        variant="borderless"
        extra={
          <Flex gap={8}>
            <Select<InvoiceStatus>
              allowClear
              placeholder={t('invoice.allStatuses')}
              style={{ width: 140 }}
              value={query.status}
              onChange={(status) => setQuery({ ...query, status, pageNum: 1 })}
              options={INVOICE_STATUSES.map((s) => ({ value: s, label: t(`invoice.statuses.${s}`) }))}
            />
            <Tooltip title={canApply ? undefined : t('invoice.infoFirst')}>
              <Button
                type="primary"
                disabled={!canApply}
                onClick={() => setApplying(true)}
                data-testid="invoice-apply"
              >
                {t('invoice.apply')}
              </Button>
            </Tooltip>
          </Flex>
        }
      >
        <Table<InvoiceRequestRow>
          rowKey="id"
          loading={requests.isFetching}
          dataSource={requests.data?.list ?? []}
          columns={[
            { key: 'orderNo', title: t('order.orderNo'), dataIndex: 'orderNo' },
            { key: 'productName', title: t('order.product'), dataIndex: 'productName' },
            { key: 'amount', title: t('invoice.amount'), render: (_, r) => formatYuan(r.amount) },
            { key: 'title', title: t('invoice.title'), dataIndex: 'title' },
            {
              key: 'status',
              title: t('invoice.status'),
              render: (_, r) => (
                <Tooltip title={r.rejectReason}>
                  <span>
                    <InvoiceStatusTag status={r.status} />
                  </span>
                </Tooltip>
              ),
            },
            { key: 'createdAt', title: t('invoice.appliedAt'), render: (_, r) => formatTime(r.createdAt) },
            { key: 'handledAt', title: t('invoice.handledAt'), render: (_, r) => formatTime(r.handledAt) },
          ]}
          pagination={{
            current: query.pageNum,
            pageSize: query.pageSize,
            total: requests.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50],
            onChange: (pageNum, pageSize) => setQuery({ ...query, pageNum, pageSize }),
          }}
        />
      </Card>
      {/* Mounted only while open: its paid-orders query is not needed before. */}
      {applying && <ApplyInvoiceDialog open onClose={() => setApplying(false)} />}
    </>
  );
}
