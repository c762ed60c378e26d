import type { InvoiceStatus, OrderStatus } from '@renli/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const ORDER_COLORS: Record<OrderStatus, string> = {
  unpaid: 'orange',
  paid: 'green',
  refunded: 'purple',
  closed: 'default',
};
const INVOICE_COLORS: Record<InvoiceStatus, string> = { pending: 'blue', issued: 'green', rejected: 'red' };

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('billing');
  return <Tag color={ORDER_COLORS[status]}>{t(`order.statuses.${status}`)}</Tag>;
}

export function InvoiceStatusTag({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('billing');
  return <Tag color={INVOICE_COLORS[status]}>{t(`invoice.statuses.${status}`)}</Tag>;
}
