import { Card, Col, Row, Skeleton } from 'antd';
import { Suspense } from 'react';
import { widgetsFor } from '../../lib/feature.ts';
import { useAuthSummary } from '../../lib/session-queries.ts';
import { featureWidgets } from '../features.ts';
import { WidgetBoundary } from './WidgetBoundary.tsx';

const loadingCard = (
  <Card className="rl-widget">
    <Skeleton active title={false} paragraph={{ rows: 3 }} />
  </Card>
);

/**
 * The widgets features register for `module` (docs/workbench.md) that the caller may read, by order:
 * two columns on a wide screen (a 'full' one spans both), one on a phone. It waits for the caller's
 * access rather than showing widgets that would then vanish.
 */
export function WidgetGrid({ module }: { module: string }) {
  const access = useAuthSummary();
  if (access.isPending) return loadingCard;
  const widgets = widgetsFor(featureWidgets, module, access.data);
  if (widgets.length === 0) return null;
  return (
    <Row gutter={[16, 16]} className="rl-widget-grid" data-testid={`widgets-${module}`}>
      {widgets.map(({ key, size, component: Widget }) => (
        <Col key={key} xs={24} lg={size === 'half' ? 12 : 24}>
          <WidgetBoundary>
            <Suspense fallback={loadingCard}>
              <Widget />
            </Suspense>
          </WidgetBoundary>
        </Col>
      ))}
    </Row>
  );
}
