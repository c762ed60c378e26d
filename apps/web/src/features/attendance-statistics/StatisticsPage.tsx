import type { StaffMonthRow } from '@renli/contracts';
import { Alert, Button, Card, DatePicker, Result, Spin, Tabs } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { chinaToday } from '../../lib/china-today.ts';
import { employeeTypeOfSign } from '../../lib/employee-sign.ts';
import { useMonthSummary } from './api.ts';
import { DepartmentTable } from './DepartmentTable.tsx';
import { LockBanner, LockButton } from './LockControl.tsx';
import { StaffDaysDrawer } from './StaffDaysDrawer.tsx';
import { StaffTable } from './StaffTable.tsx';
import { SummaryCards } from './SummaryCards.tsx';
import './statistics.css';

// The charts (echarts) load with their tab, not with the table.
const MonthCharts = lazy(() => import('./MonthCharts.tsx').then((m) => ({ default: m.MonthCharts })));

/**
 * 考勤统计 (`#/oa/attendance/statistics/:sign?`, HR; docs/product/attendance.md, "Statistics"): a
 * month's cards, its people and departments, the late trend and leave mix, the payroll export, and the
 * month lock. The sign keeps to internal (hrm) or outsourced (hro) staff, the server to the types
 * the caller manages.
 */
export function StatisticsPage() {
  const { t } = useTranslation('attendance-statistics');
  const signType = employeeTypeOfSign(useParams().sign);
  const [month, setMonth] = useState(() => chinaToday().slice(0, 7));
  const [chosen, setChosen] = useState<StaffMonthRow | null>(null);
  const summary = useMonthSummary({ month, ...(signType ? { employeeType: signType } : {}) });
  const data = summary.data;

  let body = <Spin className="attendance-stats-loading" />;
  if (summary.isError && !data)
    body = (
      <Result
        status="error"
        title={t('failed')}
        subTitle={summary.error.message}
        extra={<Button onClick={() => void summary.refetch()}>{t('retry')}</Button>}
      />
    );
  else if (data)
    body = (
      <>
        {data.totals.expectedDays === 0 && (
          <Alert
            className="attendance-stats-banner"
            type="info"
            showIcon
            title={t('empty', { month })}
            action={<Link to="/oa/attendance/setting">{t('emptyAction')}</Link>}
          />
        )}
        <SummaryCards totals={data.totals} />
        <Tabs
          items={[
            {
              key: 'staff',
              label: t('tabs.staff'),
              children: <StaffTable month={month} signType={signType} onOpen={setChosen} />,
            },
            {
              key: 'departments',
              label: t('tabs.departments'),
              children: <DepartmentTable summary={data} />,
            },
            {
              key: 'charts',
              label: t('tabs.charts'),
              children: (
                <Suspense fallback={null}>
                  <MonthCharts summary={data} />
                </Suspense>
              ),
            },
          ]}
        />
      </>
    );

  return (
    <Card className="attendance-stats-page" title={t('title')}>
      <div className="attendance-stats-bar">
        <label htmlFor="attendance-stats-month">{t('month')}</label>
        <DatePicker
          id="attendance-stats-month"
          picker="month"
          allowClear={false}
          value={dayjs(`${month}-01`)}
          onChange={(value) => value && setMonth(value.format('YYYY-MM'))}
        />
        <LockButton month={month} />
      </div>
      <LockBanner month={month} />
      {body}
      <StaffDaysDrawer month={month} staff={chosen} onClose={() => setChosen(null)} />
    </Card>
  );
}
