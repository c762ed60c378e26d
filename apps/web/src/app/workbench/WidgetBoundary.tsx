import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WidgetCard } from '../../components/workbench/WidgetCard.tsx';

function FailedWidget({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('workbench');
  return (
    <WidgetCard
      testId="widget-failed"
      title={t('widgetFailed')}
      query={{ isPending: false, isError: true, error: null, refetch: onRetry }}
    />
  );
}

/**
 * One widget that throws (or whose chunk cannot load) becomes a card saying so, with a retry; the
 * rest of the workbench stays.
 */
export class WidgetBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <FailedWidget onRetry={() => this.setState({ failed: false })} />;
  }
}
