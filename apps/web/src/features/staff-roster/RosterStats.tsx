import { PROBATION_ENDING_DAYS } from '@renli/contracts';
import { Button, Card, Empty, List, Result, Spin, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatsChart } from '../../components/charts/StatsChart.tsx';
import { useRosterStats } from './api.ts';
import { ContractsExpiringCard } from './ContractsExpiringCard.tsx';
import {
  agePie,
  departmentBars,
  departmentChartHeight,
  monthlyColumns,
  tenureBars,
  turnoverLine,
} from './chart-options.ts';
import { archivePath } from './RosterList.tsx';

interface Props {
  asOf: string;
  signType: 1 | 2 | undefined;
}

/**
 * 统计分析 as of `asOf`: headcount by department, entries and exits and the turnover rate of the 12
 * months ending with the day's, age and tenure bands, probation ending within 30 days and labour
 * contracts ending within 30 and 60 days.
 */
export function RosterStats({ asOf, signType }: Props) {
  const { t } = useTranslation('staff-roster');
  const stats = useRosterStats({ asOf, ...(signType ? { employeeType: signType } : {}) });
  if (stats.isError && !stats.data)
    return (
      <Result
        status="error"
        title={t('stats.failed')}
        subTitle={stats.error.message}
        extra={<Button onClick={() => void stats.refetch()}>{t('stats.retry')}</Button>}
      />
    );
  const data = stats.data;
  if (!data) return <Spin className="staff-roster-loading" />;
  const chart = (title: string, body: ReactNode) => (
    <Card size="small" title={title} className="staff-roster-chart">
      {body}
    </Card>
  );
  return (
    <div className="staff-roster-stats">
      <Card size="small" className="staff-roster-chart staff-roster-headcount">
        <Statistic title={t('stats.headcount', { day: data.asOf })} value={data.headcount} />
      </Card>
      {chart(
        t('stats.byDepartment'),
        data.byDepartment.length === 0 ? (
          <Empty />
        ) : (
          <StatsChart
            label={t('stats.byDepartment')}
            option={departmentBars(data, t('stats.noDepartment'))}
            height={departmentChartHeight(data)}
          />
        ),
      )}
      {chart(
        t('stats.monthly'),
        <StatsChart
          label={t('stats.monthly')}
          option={monthlyColumns(data, { entries: t('stats.entries'), exits: t('stats.exits') })}
        />,
      )}
      {chart(
        t('stats.turnover'),
        <StatsChart label={t('stats.turnover')} option={turnoverLine(data, t('stats.turnoverRate'))} />,
      )}
      {chart(
        t('stats.ages'),
        <StatsChart label={t('stats.ages')} option={agePie(data, (bucket) => t(`age.${bucket}`))} />,
      )}
      {chart(
        t('stats.tenures'),
        <StatsChart
          label={t('stats.tenures')}
          option={tenureBars(data, (bucket) => t(`tenure.${bucket}`))}
        />,
      )}
      {chart(
        t('stats.probation', { days: PROBATION_ENDING_DAYS, total: data.probationEnding.total }),
        <List
          size="small"
          dataSource={data.probationEnding.list}
          locale={{ emptyText: t('stats.noProbation') }}
          renderItem={(person) => (
            <List.Item extra={person.probationEnd}>
              <Link to={archivePath(person)}>{person.name}</Link>
              <span className="staff-roster-muted">{person.deptName ?? t('stats.noDepartment')}</span>
            </List.Item>
          )}
        />,
      )}
      <ContractsExpiringCard contracts={data.contractsExpiring} signType={signType} />
    </div>
  );
}
