import {
  adminInvoiceResource,
  adminOrderResource,
  type InvoiceRequestRow,
  invoiceRequestResource,
  type OrderRow,
  orderResource,
} from '@renli/contracts';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { displayField } from '../../components/resource/field-display.tsx';
import type { ResourcePageConfig } from '../../components/resource/types.ts';
import { defineResourcePage } from '../../components/resource/types.ts';

type Kit = { version: number; updatedAt: string; transitions?: string[] };
type Order = OrderRow & Kit;
type Invoice = InvoiceRequestRow & Kit;
type Company = { compId: number; compName: string };

/** A request's status tag; a rejected one tells why on hover. */
function InvoiceStatus({ row }: { row: Invoice }) {
  const { i18n } = useTranslation();
  return (
    <Tooltip title={row.rejectReason}>
      <span>{displayField('status', invoiceRequestResource.fields.status, row, i18n.language)}</span>
    </Tooltip>
  );
}

const invoiceCells = { status: (row: Invoice) => <InvoiceStatus row={row} /> };

/** Settings › orders (`#/other/setting/order`): the company's purchases, read-only. */
export const companyOrders = defineResourcePage<Order>({
  resource: orderResource,
  titleKey: 'billing:order.title',
  itemKey: 'billing:order.item',
});

/** Settings › invoices: the company's invoice requests (applying is the tab's own dialog). */
export const companyInvoiceConfig = (toolbar: ResourcePageConfig<Invoice>['toolbar']) =>
  defineResourcePage<Invoice>({
    resource: invoiceRequestResource,
    titleKey: 'billing:invoice.requests',
    itemKey: 'billing:invoice.item',
    cells: invoiceCells,
    toolbar,
  });

/** The back office's orders of every company (`#/Order`). */
export const adminOrders = defineResourcePage<Order & Company>({
  resource: adminOrderResource,
  titleKey: 'billing:admin.ordersTab',
  itemKey: 'billing:order.item',
});

/** The back office's invoice requests (`#/Order`): a pending one is issued or rejected with a reason. */
export const adminInvoices = defineResourcePage<Invoice & Company>({
  resource: adminInvoiceResource,
  titleKey: 'billing:admin.invoicesTab',
  itemKey: 'billing:invoice.item',
  cells: invoiceCells,
  transitions: {
    issue: { labelKey: 'billing:admin.issue', confirmKey: 'billing:admin.issueConfirm' },
    reject: {
      labelKey: 'billing:admin.reject',
      danger: true,
      form: [{ name: 'reason', labelKey: 'billing:invoice.rejectReason', textarea: true }],
    },
  },
});
