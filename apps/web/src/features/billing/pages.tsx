import {
  adminInvoiceResource,
  adminOrderResource,
  INVOICE_STATUSES,
  type InvoiceRequestRow,
  invoiceRequestResource,
  ORDER_STATUSES,
  type OrderRow,
  orderResource,
} from '@renli/contracts';
import { Tooltip } from 'antd';
import type { ResourcePageConfig } from '../../components/resource/types.ts';
import { defineResourcePage } from '../../components/resource/types.ts';
import { formatTime, formatYuan } from './format.ts';
import { InvoiceStatusTag, OrderStatusTag } from './OrderStatusTag.tsx';

type Kit = { version: number; updatedAt: string; transitions?: string[] };
type Order = OrderRow & Kit;
type Invoice = InvoiceRequestRow & Kit;
type Company = { compId: number; compName: string };

const ORDER_OPTIONS = ORDER_STATUSES.map((value) => ({ value, labelKey: `billing:order.statuses.${value}` }));
const INVOICE_OPTIONS = INVOICE_STATUSES.map((value) => ({
  value,
  labelKey: `billing:invoice.statuses.${value}`,
}));

const orderColumns: ResourcePageConfig<Order>['columns'] = [
  { key: 'orderNo', titleKey: 'billing:order.orderNo' },
  { key: 'productName', titleKey: 'billing:order.product' },
  { key: 'amount', titleKey: 'billing:order.amount', render: (o) => formatYuan(o.amount) },
  { key: 'status', titleKey: 'billing:order.status', render: (o) => <OrderStatusTag status={o.status} /> },
  { key: 'createdAt', titleKey: 'billing:order.createdAt', render: (o) => formatTime(o.createdAt) },
  { key: 'paidAt', titleKey: 'billing:order.paidAt', render: (o) => formatTime(o.paidAt) },
];
const orderDetail: ResourcePageConfig<Order>['detail'] = [
  { key: 'orderNo', labelKey: 'billing:order.orderNo' },
  { key: 'productName', labelKey: 'billing:order.product' },
  { key: 'quantity', labelKey: 'billing:order.quantity' },
  { key: 'amount', labelKey: 'billing:order.amount', render: (o) => formatYuan(o.amount) },
  { key: 'status', labelKey: 'billing:order.status', render: (o) => <OrderStatusTag status={o.status} /> },
  { key: 'createdAt', labelKey: 'billing:order.createdAt', render: (o) => formatTime(o.createdAt) },
  { key: 'paidAt', labelKey: 'billing:order.paidAt', render: (o) => formatTime(o.paidAt) },
  {
    key: 'invoiceStatus',
    labelKey: 'billing:order.invoice',
    render: (o) => (o.invoiceStatus ? <InvoiceStatusTag status={o.invoiceStatus} /> : '—'),
  },
  { key: 'note', labelKey: 'billing:order.note', render: (o) => o.note ?? '—' },
];
const orderFilters: ResourcePageConfig<Order>['filters'] = [
  { name: 'searchText', labelKey: 'billing:order.search' },
  { name: 'status', labelKey: 'billing:order.status', options: ORDER_OPTIONS },
  { name: 'createdFrom', labelKey: 'billing:order.createdFrom' },
  { name: 'createdTo', labelKey: 'billing:order.createdTo' },
];

const invoiceColumns: ResourcePageConfig<Invoice>['columns'] = [
  { key: 'orderNo', titleKey: 'billing:order.orderNo' },
  { key: 'productName', titleKey: 'billing:order.product' },
  { key: 'amount', titleKey: 'billing:invoice.amount', render: (r) => formatYuan(r.amount) },
  { key: 'title', titleKey: 'billing:invoice.title' },
  {
    key: 'status',
    titleKey: 'billing:invoice.status',
    render: (r) => (
      <Tooltip title={r.rejectReason}>
        <span>
          <InvoiceStatusTag status={r.status} />
        </span>
      </Tooltip>
    ),
  },
  { key: 'createdAt', titleKey: 'billing:invoice.appliedAt', render: (r) => formatTime(r.createdAt) },
  { key: 'handledAt', titleKey: 'billing:invoice.handledAt', render: (r) => formatTime(r.handledAt) },
  { key: 'taxNo', titleKey: 'billing:invoice.taxNo', hidden: true },
  { key: 'rejectReason', titleKey: 'billing:invoice.rejectReason', hidden: true },
];

/** Settings › orders (`#/other/setting/order`): the company's purchases, read-only. */
export const companyOrders = defineResourcePage<Order>({
  resource: orderResource,
  titleKey: 'billing:order.title',
  itemKey: 'billing:order.item',
  columns: orderColumns,
  detail: orderDetail,
  filters: orderFilters,
  form: [],
});

/** Settings › invoices: the company's invoice requests (applying is the tab's own dialog). */
export const companyInvoiceConfig = (toolbar: ResourcePageConfig<Invoice>['toolbar']) =>
  defineResourcePage<Invoice>({
    resource: invoiceRequestResource,
    titleKey: 'billing:invoice.requests',
    itemKey: 'billing:invoice.item',
    columns: invoiceColumns,
    filters: [{ name: 'status', labelKey: 'billing:invoice.status', options: INVOICE_OPTIONS }],
    form: [],
    toolbar,
  });

const companyColumn = { key: 'compName' as const, titleKey: 'billing:admin.compName' };
const companyFilter = { name: 'compName', labelKey: 'billing:admin.compName' };

/** The back office's orders of every company (`#/Order`). */
export const adminOrders = defineResourcePage<Order & Company>({
  resource: adminOrderResource,
  titleKey: 'billing:admin.ordersTab',
  itemKey: 'billing:order.item',
  columns: [companyColumn, ...(orderColumns as ResourcePageConfig<Order & Company>['columns'])],
  detail: [
    { key: 'compName', labelKey: 'billing:admin.compName' },
    ...(orderDetail as NonNullable<ResourcePageConfig<Order & Company>['detail']>),
  ],
  filters: [companyFilter, ...orderFilters],
  form: [],
});

/** The back office's invoice requests (`#/Order`): a pending one is issued or rejected with a reason. */
export const adminInvoices = defineResourcePage<Invoice & Company>({
  resource: adminInvoiceResource,
  titleKey: 'billing:admin.invoicesTab',
  itemKey: 'billing:invoice.item',
  columns: [companyColumn, ...(invoiceColumns as ResourcePageConfig<Invoice & Company>['columns'])],
  filters: [companyFilter, { name: 'status', labelKey: 'billing:invoice.status', options: INVOICE_OPTIONS }],
  form: [],
  transitions: {
    issue: { labelKey: 'billing:admin.issue', confirmKey: 'billing:admin.issueConfirm' },
    reject: {
      labelKey: 'billing:admin.reject',
      danger: true,
      form: [{ name: 'reason', labelKey: 'billing:invoice.rejectReason', textarea: true }],
    },
  },
});
