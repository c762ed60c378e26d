import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../components/resource/ResourcePage.tsx';
import { adminInvoices, adminOrders } from './pages.tsx';

/** 订单管理 (`#/Order`): every company's orders, and the invoice requests the platform handles. */
export function AdminOrdersPage() {
  const { t } = useTranslation('billing');
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'orders', label: t('admin.ordersTab'), children: <ResourcePage config={adminOrders} /> },
        { key: 'invoices', label: t('admin.invoicesTab'), children: <ResourcePage config={adminInvoices} /> },
      ]}
    />
  );
}
