import type { EvaluationsAnalysis, IndicatorsAnalysis, TargetsAnalysis } from '@renli/contracts';
import { Card, Statistic, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';

// The targets (mb), indicators (zb) and evaluations (pj) tabs: headline figures and their tables;
// tables scroll inside their card on phones.

function Stats({ items }: { items: { title: string; value: string | number; suffix?: string }[] }) {
  return (
    <div className="perf-analysis-stats">
      {items.map((item) => (
        <Card size="small" key={item.title}>
          <Statistic title={item.title} value={item.value} suffix={item.suffix} />
        </Card>
      ))}
    </div>
  );
}

function ScrollTable<T extends object>({
  columns,
  rows,
  title,
}: {
  columns: ColumnsType<T>;
  rows: T[];
  title: string;
}) {
  return (
    <Card size="small" title={title}>
      <Table<T>
        size="small"
        columns={columns}
        dataSource={rows}
        rowKey={(row) => JSON.stringify(row)}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}

export function TargetsTab({ data }: { data: TargetsAnalysis }) {
  const { t } = useTranslation('performance-analysis');
  const columns: ColumnsType<TargetsAnalysis['departments'][number]> = [
    { title: t('col.department'), dataIndex: 'departmentName' },
    { title: t('col.sheets'), dataIndex: 'sheets' },
    { title: t('col.withTargets'), dataIndex: 'withTargets' },
    { title: t('col.approved'), dataIndex: 'approved' },
    { title: t('col.progress'), dataIndex: 'meanProgress' },
  ];
  return (
    <>
      <Stats
        items={[
          { title: t('mb.withTargets'), value: data.withTargets, suffix: `/ ${data.sheets}` },
          { title: t('mb.approved'), value: data.approved, suffix: `/ ${data.sheets}` },
          { title: t('mb.weightsComplete'), value: data.weightsComplete, suffix: `/ ${data.sheets}` },
          { title: t('mb.meanProgress'), value: data.meanProgress, suffix: '%' },
        ]}
      />
      <ScrollTable title={t('byDepartment')} columns={columns} rows={data.departments} />
    </>
  );
}

export function IndicatorsTab({ data }: { data: IndicatorsAnalysis }) {
  const { t } = useTranslation('performance-analysis');
  const columns: ColumnsType<IndicatorsAnalysis['list'][number]> = [
    { title: t('col.indicator'), dataIndex: 'name' },
    { title: t('col.kind'), dataIndex: 'kind', render: (kind: string) => t(`kind.${kind}`) },
    { title: t('col.uses'), dataIndex: 'uses' },
    { title: t('col.meanScore'), dataIndex: 'meanScore', render: (v: string | null) => v ?? '—' },
    { title: t('col.achievement'), dataIndex: 'meanAchievement', render: (v: string | null) => v ?? '—' },
  ];
  return <ScrollTable title={t('zb.top')} columns={columns} rows={data.list} />;
}

export function EvaluationsTab({ data }: { data: EvaluationsAnalysis }) {
  const { t } = useTranslation('performance-analysis');
  const columns: ColumnsType<EvaluationsAnalysis['departments'][number]> = [
    { title: t('col.department'), dataIndex: 'departmentName' },
    { title: t('col.sheets'), dataIndex: 'sheets' },
    { title: t('col.selfDone'), dataIndex: 'selfDone' },
    { title: t('col.reviewed'), dataIndex: 'reviewed' },
  ];
  return (
    <>
      <Stats
        items={[
          { title: t('pj.selfDone'), value: data.selfDone, suffix: `/ ${data.sheets}` },
          ...data.levels
            .filter((l) => l.relation !== 'self')
            .map((l) => ({
              title: t('pj.level', { level: l.level + 1, relation: t(`relation.${l.relation}`) }),
              value: l.done,
              suffix: `/ ${data.sheets}`,
            })),
          {
            title: t('pj.rate360'),
            value: data.raters.rate,
            suffix: `% (${data.raters.submitted}/${data.raters.invited})`,
          },
        ]}
      />
      <ScrollTable title={t('byDepartment')} columns={columns} rows={data.departments} />
    </>
  );
}
