import { ORDER_STATUSES, type OrderQuery, type OrderRow, type OrderStatus } from '@renli/contracts';
import {
  Button,
  Card,
  DatePicker,
  Descriptions,
  Drawer,
  Flex,
  type GetProps,
  Input,
  Select,
  Table,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrders } from './api.ts';
import { formatTime, formatYuan } from './format.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { InvoiceStatusTag, OrderStatusTag } from './OrderStatusTag.tsx';

type PickedRange = GetProps<typeof DatePicker.RangePicker>['value'];

interface Filters {
  status?: OrderStatus | undefined;
  searchText?: string | undefined;
  range?: PickedRange;
}

const toQuery = (filters: Filters, pageNum: number, pageSize: number): OrderQuery => ({
  pageNum,
  pageSize,
  status: filters.status,
  searchText: filters.searchText?.trim() || undefined,
  createdFrom: filters.range?.[0]?.format('YYYY-MM-DD'),
  createdTo: filters.range?.[1]?.format('YYYY-MM-DD'),
});

/** Settings › orders (`#/other/setting/order`): the company's purchases, read-only. */
export function OrderTab() {
  const { t } = useTranslation('billing');
  const [draft, setDraft] = useState<Filters>({});
  const [query, setQuery] = useState<OrderQuery>({ pageNum: 1, pageSize: 10 });
  const [shown, setShown] = useState<OrderRow | null>(null);
  const orders = useOrders(query);

  if (orders.error && !orders.data) return <LoadFailed error={orders.error} />;

  return (
    <Card title={t('order.title')} variant="borderless">
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Input
          allowClear
          placeholder={t('order.search')}
          style={{ width: 220 }}
          value={draft.searchText}
          onChange={(e) => setDraft({ ...draft, searchText: e.target.value })}
          onPressEnter={() => setQuery(toQuery(draft, 1, query.pageSize ?? 10))}
          data-testid="order-search"
        />
        <Select<OrderStatus>
          allowClear
          placeholder={t('order.allStatuses')}
          style={{ width: 140 }}
          value={draft.status}
          onChange={(status) => setDraft({ ...draft, status })}
          options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`order.statuses.${s}`) }))}
          data-testid="order-status"
        />
        <DatePicker.RangePicker
          value={draft.range ?? null}
          onChange={(range) => setDraft({ ...draft, range })}
        />
        <Button
          type="primary"
          onClick={() => setQuery(toQuery(draft, 1, query.pageSize ?? 10))}
          data-testid="order-query"
        >
          {t('order.query')}
        </Button>
        <Button
          onClick={() => {
            setDraft({});
            setQuery({ pageNum: 1, pageSize: query.pageSize ?? 10 });
          }}
        >
          {t('order.reset')}
        </Button>
      </Flex>
      <Table<OrderRow>
        rowKey="id"
        loading={orders.isFetching}
        dataSource={orders.data?.list ?? []}
        columns={[
          {
            key: 'orderNo',
            title: t('order.orderNo'),
            render: (_, o) => (
              <Button type="link" size="small" onClick={() => setShown(o)}>
                {o.orderNo}
              </Button>
            ),
          },
          { key: 'productName', title: t('order.product'), dataIndex: 'productName' },
          { key: 'amount', title: t('order.amount'), render: (_, o) => formatYuan(o.amount) },
          { key: 'status', title: t('order.status'), render: (_, o) => <OrderStatusTag status={o.status} /> },
          { key: 'createdAt', title: t('order.createdAt'), render: (_, o) => formatTime(o.createdAt) },
          { key: 'paidAt', title: t('order.paidAt'), render: (_, o) => formatTime(o.paidAt) },
        ]}
        pagination={{
          current: query.pageNum,
          pageSize: query.pageSize,
          total: orders.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50],
          onChange: (pageNum, pageSize) => setQuery({ ...query, pageNum, pageSize }),
        }}
      />
      <Drawer open={shown !== null} onClose={() => setShown(null)} title={t('order.detail')} size="large">
        {shown && (
          <Descriptions column={1} bordered size="small" data-testid="order-detail">
            <Descriptions.Item label={t('order.orderNo')}>{shown.orderNo}</Descriptions.Item>
            <Descriptions.Item label={t('order.product')}>{shown.productName}</Descriptions.Item>
            <Descriptions.Item label={t('order.quantity')}>{shown.quantity}</Descriptions.Item>
            <Descriptions.Item label={t('order.amount')}>{formatYuan(shown.amount)}</Descriptions.Item>
            <Descriptions.Item label={t('order.status')}>
              <OrderStatusTag status={shown.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('order.createdAt')}>{formatTime(shown.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('order.paidAt')}>{formatTime(shown.paidAt)}</Descriptions.Item>
            <Descriptions.Item label={t('order.invoice')}>
              {shown.invoiceStatus ? <InvoiceStatusTag status={shown.invoiceStatus} /> : t('order.noInvoice')}
            </Descriptions.Item>
            <Descriptions.Item label={t('order.note')}>{shown.note ?? '—'}</Descriptions.Item>
          </Descriptions>
        )}
      </Drawer>
    </Card>
  );
}
