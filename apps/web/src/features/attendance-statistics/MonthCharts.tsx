import type { MonthSummary } from '@renli/contracts';
import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatsChart } from '../../components/charts/StatsChart.tsx';
import { lateTrendLine, leaveMixPie } from './chart-options.ts';

/** The month's charts: people late each day, and leave by type (one chart a row on phones). */
export function MonthCharts({ summary }: { summary: MonthSummary }) {
  const { t } = useTranslation('attendance-statistics');
  return (
    <div className="attendance-stats-charts">
      <Card size="small" title={t('charts.lateTrend')}>
        <StatsChart label={t('charts.lateTrend')} option={lateTrendLine(summary, t('charts.lateCount'))} />
      </Card>
      <Card size="small" title={t('charts.leaveMix')}>
        {summary.leaveMix.length === 0 ? (
          <Empty description={t('charts.noLeave')} />
        ) : (
          <StatsChart label={t('charts.leaveMix')} option={leaveMixPie(summary)} />
        )}
      </Card>
    </div>
  );
}
