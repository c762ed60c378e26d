import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './workbench.css';

/** The part of a TanStack query a widget's frame draws: its first load and its failure. */
export interface WidgetQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface WidgetEmpty {
  description: ReactNode;
  /** What to do next, e.g. a link to the screen that fills the widget. */
  action?: ReactNode;
}

interface WidgetCardProps {
  /** `widget-<name>` on the card, for tests. */
  testId: string;
  title: ReactNode;
  icon?: ReactNode;
  extra?: ReactNode;
  /** Loading and error come from it: a skeleton first, then the reason with a retry. */
  query?: WidgetQuery;
  /** Set when the data arrived but there is nothing to show: the empty state with its next action. */
  empty?: WidgetEmpty | null;
  children?: ReactNode;
}

/**
 * The frame every workbench widget draws itself in (docs/workbench.md), so that all of them load,
 * fail and stay empty the same way: a failed widget says why and retries alone, never the page.
 */
export function WidgetCard({ testId, title, icon, extra, query, empty, children }: WidgetCardProps) {
  const { t } = useTranslation('widget');
  const body = query?.isPending ? (
    <Skeleton active title={false} paragraph={{ rows: 3 }} />
  ) : query?.isError ? (
    <div className="rl-widget-state" role="alert">
      <ExclamationCircleOutlined className="rl-widget-error-icon" />
      <Typography.Text type="secondary">
        {query.error instanceof Error && query.error.message ? query.error.message : t('loadFailed')}
      </Typography.Text>
      <Button size="small" onClick={() => void query.refetch()}>
        {t('retry')}
      </Button>
    </div>
  ) : empty ? (
    <Empty className="rl-widget-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty.description}>
      {empty.action}
    </Empty>
  ) : (
    children
  );
  return (
    <Card
      data-testid={testId}
      className="rl-widget"
      title={
        <span className="rl-widget-title">
          {icon}
          {title}
        </span>
      }
      extra={extra}
    >
      {body}
    </Card>
  );
}
