import { DownloadOutlined } from '@ant-design/icons';
import { ANALYSIS_TABS, type AnalysisTab, CYCLE_STATUS } from '@renli/contracts';
import { Button, Card, Empty, Result, Select, Space, Spin, Tabs } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pickerFor } from '../../components/resource/pickers.ts';
import { saveFile } from '../../components/resource/save-file.ts';
import { ApiError } from '../../lib/http.ts';
import {
  type AnalysisFilter,
  exportTab,
  useCycles,
  useEvaluations,
  useIndicators,
  useResults,
  useTargets,
} from './api.ts';
import { ResultsTab } from './ResultsTab.tsx';
import { EvaluationsTab, IndicatorsTab, TargetsTab } from './Tabs.tsx';
import './analysis.css';

/** One tab's figures once loaded, or its spinner. */
function TabBody({ tab, filter }: { tab: AnalysisTab; filter: AnalysisFilter }) {
  const targets = useTargets(tab === 'mb' ? filter : null);
  const indicators = useIndicators(tab === 'zb' ? filter : null);
  const evaluations = useEvaluations(tab === 'pj' ? filter : null);
  const results = useResults(tab === 'jg' ? filter : null);
  const query = { mb: targets, zb: indicators, pj: evaluations, jg: results }[tab];
  if (!query.data) return <Spin />;
  if (tab === 'mb' && targets.data) return <TargetsTab data={targets.data} />;
  if (tab === 'zb' && indicators.data) return <IndicatorsTab data={indicators.data} />;
  if (tab === 'pj' && evaluations.data) return <EvaluationsTab data={evaluations.data} />;
  return results.data ? <ResultsTab data={results.data} /> : null;
}

/** 结果分析 (docs/product/performance.md, "Result analysis"): HR's four tabs over a cycle and department. */
export function AnalysisPage({ tab }: { tab: AnalysisTab }) {
  const { t } = useTranslation('performance-analysis');
  const navigate = useNavigate();
  const cycles = useCycles();
  const [picked, setPicked] = useState<number | null>(null);
  const [departmentId, setDepartmentId] = useState<number | undefined>();
  const [exporting, setExporting] = useState(false);
  const DepartmentPicker = pickerFor('department');

  if (cycles.error instanceof ApiError && cycles.error.code === 403)
    return <Result status="403" title={t('forbidden')} />;
  if (cycles.isError)
    return (
      <Result
        status="warning"
        title={t('failed')}
        extra={<Button onClick={() => void cycles.refetch()}>{t('retry')}</Button>}
      />
    );
  if (!cycles.data) return <Spin />;
  const list = cycles.data.list;
  // Results are read once a cycle is archived: 结果 opens on the newest archived cycle, the other
  // tabs (targets, indicators, evaluations in progress) on the newest cycle.
  const opening = tab === 'jg' ? (list.find((c) => c.status === CYCLE_STATUS.archived) ?? list[0]) : list[0];
  const cycleId = picked ?? opening?.id ?? null;
  const filter: AnalysisFilter | null = cycleId === null ? null : { cycleId, departmentId };

  const runExport = async () => {
    if (!filter) return;
    setExporting(true);
    try {
      saveFile(await exportTab(filter, tab), `${t(`file.${tab}`)}.xlsx`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card
      title={t('title')}
      extra={
        filter && (
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void runExport()}>
            {t('export')}
          </Button>
        )
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => void navigate(`/performance/resultanalysis/${key}`)}
        items={ANALYSIS_TABS.map((key) => ({ key, label: t(`tab.${key}`) }))}
      />
      {filter === null ? (
        <Empty description={t('empty')}>
          <Link to="/performance/processmanagement/cycle">
            <Button type="primary">{t('createCycle')}</Button>
          </Link>
        </Empty>
      ) : (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <div className="perf-analysis-filters">
            <Select
              aria-label={t('cycle')}
              value={cycleId}
              onChange={setPicked}
              options={list.map((c) => ({ value: c.id, label: c.name }))}
            />
            {DepartmentPicker && (
              <div className="perf-analysis-dept">
                <Suspense fallback={null}>
                  <DepartmentPicker
                    allowClear
                    placeholder={t('allDepartments')}
                    value={departmentId}
                    onChange={(value) => setDepartmentId(typeof value === 'number' ? value : undefined)}
                  />
                </Suspense>
              </div>
            )}
          </div>
          <TabBody tab={tab} filter={filter} />
        </Space>
      )}
    </Card>
  );
}
