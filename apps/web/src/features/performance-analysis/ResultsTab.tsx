import type { ResultsAnalysis } from '@renli/contracts';
import { Alert, Card } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { StatsChart } from '../../components/charts/StatsChart.tsx';
import { departmentBars, distributionBars, histogramBars, trendLine } from './chart-options.ts';
import { NineBox } from './NineBox.tsx';

/** jg: grade distribution against the limits, histogram, departments, trend and the nine-box grid. */
export function ResultsTab({ data }: { data: ResultsAnalysis }) {
  const { t } = useTranslation('performance-analysis');
  const options = useMemo(
    () => ({
      distribution: distributionBars(data, { count: t('jg.people'), max: t('jg.allowedMax') }),
      histogram: histogramBars(data, t('jg.people')),
      departments: departmentBars(data, t('jg.meanScore')),
      trend: trendLine(data, t('jg.meanScore')),
    }),
    [data, t],
  );
  const broken = data.distribution.filter((d) => !d.ok).map((d) => d.grade);
  return (
    <>
      {broken.length > 0 && (
        <Alert type="warning" showIcon message={t('jg.broken', { grades: broken.join('、') })} />
      )}
      <div className="perf-analysis-charts">
        <Card size="small" title={t('jg.distribution', { scored: data.scored })}>
          <StatsChart label={t('jg.distributionChart')} option={options.distribution} />
        </Card>
        <Card size="small" title={t('jg.histogram')}>
          <StatsChart label={t('jg.histogram')} option={options.histogram} />
        </Card>
        <Card size="small" title={t('jg.departments')}>
          <StatsChart label={t('jg.departments')} option={options.departments} />
        </Card>
        <Card size="small" title={t('jg.trend')}>
          <StatsChart label={t('jg.trend')} option={options.trend} />
        </Card>
        <Card size="small" title={t('jg.nineBox')} extra={t('jg.noPotential', { count: data.noPotential })}>
          <NineBox data={data} />
        </Card>
      </div>
    </>
  );
}
