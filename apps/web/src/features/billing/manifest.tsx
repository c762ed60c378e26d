import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const AssetTab = lazyScreen(() => import('./AssetTab.tsx').then((m) => m.AssetTab));
const OrderTab = lazyScreen(() => import('./OrderTab.tsx').then((m) => m.OrderTab));
const InvoiceTab = lazyScreen(() => import('./InvoiceTab.tsx').then((m) => m.InvoiceTab));
const AdminOrdersPage = lazyScreen(() => import('./AdminOrdersPage.tsx').then((m) => m.AdminOrdersPage));
const AdminOrderDetailPage = lazyScreen(() =>
  import('./AdminOrderDetailPage.tsx').then((m) => m.AdminOrderDetailPage),
);

export const billingFeature = defineFeature({
  name: 'billing',
  screens: {
    '/other/setting/asset': <AssetTab />,
    '/other/setting/order': <OrderTab />,
    '/other/setting/invoice': <InvoiceTab />,
    '/Order': <AdminOrdersPage />,
    '/OrderDetail': <AdminOrderDetailPage />,
  },
});
