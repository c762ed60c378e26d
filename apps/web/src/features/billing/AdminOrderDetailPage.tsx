import { Button, Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ResourceDetail } from '../../components/resource/ResourceDetail.tsx';
import { adminOrders } from './pages.tsx';

/**
 * 订单详情 (`#/OrderDetail?id=`): one company's order as the back office sees it, with its timeline,
 * for links that name an order (the list itself opens the same detail in a drawer).
 */
export function AdminOrderDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const back = (
    <Link to="/Order">
      <Button>{t('billing:admin.backToOrders')}</Button>
    </Link>
  );
  return (
    <Card title={t('admin:menu.OrderDetail')} extra={back}>
      {Number.isInteger(id) && id > 0 ? (
        <ResourceDetail config={adminOrders} id={id} />
      ) : (
        <Empty description={t('billing:admin.noOrder')} />
      )}
    </Card>
  );
}
