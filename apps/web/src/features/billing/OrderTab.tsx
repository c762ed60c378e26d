import { ResourcePage } from '../../components/resource/ResourcePage.tsx';
import { companyOrders } from './pages.tsx';

/** Settings › orders (`#/other/setting/order`): the company's purchases, read-only. */
export function OrderTab() {
  return <ResourcePage config={companyOrders} />;
}
