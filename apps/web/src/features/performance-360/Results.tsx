import { ANONYMITY_THRESHOLD, type Review360Result } from '@renli/contracts';
import { Alert, Card, Empty, List, Select, Space, Spin, Statistic } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartOption } from '../../components/charts/chart-option.ts';
import { StatsChart } from '../../components/charts/StatsChart.tsx';
import { useMySheets, useResults } from './api.ts';

/** Mean per shown relation as bars (hidden groups are left out and explained below). */
function relationBars(data: Review360Result, label: (relation: string) => string, name: string): ChartOption {
  const shown = data.groups.filter((g) => g.mean !== null);
  return {
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'value', min: 0 },
    yAxis: { type: 'category', data: shown.map((g) => `${label(g.relation)} (${g.count})`) },
    series: [{ name, type: 'bar', data: shown.map((g) => Number(g.mean)) }],
  };
}

/** 360 结果: my sheets' aggregated results, once published; groups under the threshold are explained. */
export function Results() {
  const { t } = useTranslation('performance-360');
  const sheets = useMySheets();
  const [picked, setPicked] = useState<number | null>(null);
  const sheetId = picked ?? sheets.data?.list[0]?.sheetId ?? null;
  const results = useResults(sheetId);
  const data = results.data;
  const option = useMemo(
    () => (data ? relationBars(data, (r) => t(`relation.${r}`), t('mean')) : null),
    [data, t],
  );
  if (!sheets.data) return <Spin />;
  if (sheets.data.list.length === 0) return <Empty description={t('noSheets')} />;
  const hidden = data?.groups.filter((g) => g.mean === null) ?? [];
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {sheets.data.list.length > 1 && (
        <Select
          aria-label={t('sheet')}
          value={sheetId}
          onChange={setPicked}
          options={sheets.data.list.map((s) => ({ value: s.sheetId, label: s.cycleName }))}
          style={{ width: '100%', maxWidth: 420 }}
        />
      )}
      {results.isError && <Alert type="info" showIcon message={(results.error as Error).message} />}
      {data && (
        <>
          <div className="perf-360-summary">
            <Card size="small">
              <Statistic title={t('overall')} value={data.overall ?? t('hiddenValue')} />
            </Card>
            <Card size="small">
              <Statistic title={t('responses')} value={data.submitted} suffix={`/ ${data.invited}`} />
            </Card>
          </div>
          <Card size="small" title={t('byRelation')}>
            {option && data.groups.some((g) => g.mean !== null) ? (
              <StatsChart label={t('byRelation')} option={option} height={200} />
            ) : (
              <Empty description={t('notEnough', { threshold: ANONYMITY_THRESHOLD })} />
            )}
            {hidden.map((g) => (
              <Alert
                key={g.relation}
                type="info"
                style={{ marginTop: 8 }}
                message={t('hiddenGroup', { relation: t(`relation.${g.relation}`), count: g.count })}
              />
            ))}
          </Card>
          {data.comments.length > 0 && (
            <Card size="small" title={t('comments')}>
              <List size="small" dataSource={data.comments} renderItem={(c) => <List.Item>{c}</List.Item>} />
            </Card>
          )}
        </>
      )}
    </Space>
  );
}
