import { Alert, Button, Card, DatePicker, Tabs } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { chinaToday } from '../../lib/china-today.ts';
import { RosterList } from './RosterList.tsx';
import { employeeTypeOfSign } from './sign.ts';
import './roster.css';

// The charts (echarts) load with the statistics tab, not with the list.
const RosterStats = lazy(() => import('./RosterStats.tsx').then((m) => ({ default: m.RosterStats })));

/**
 * 花名册 (`#/staff/staffmanage/roster/:sign?`, docs/product/staff.md, "Roster (花名册) and
 * statistics"): the roster and its statistics as of a day, today unless another is chosen; the sign
 * keeps to internal (hrm) or outsourced (hro) staff, the server to the types the caller manages.
 */
export function RosterPage() {
  const { t } = useTranslation('staff-roster');
  const signType = employeeTypeOfSign(useParams().sign);
  const today = chinaToday();
  const [asOf, setAsOf] = useState(today);
  return (
    <Card className="staff-roster-page" title={t('title')}>
      <div className="staff-roster-day">
        <label htmlFor="staff-roster-as-of">{t('asOf.label')}</label>
        <DatePicker
          id="staff-roster-as-of"
          allowClear={false}
          value={dayjs(asOf)}
          onChange={(value) => setAsOf(value ? value.format('YYYY-MM-DD') : today)}
        />
      </div>
      {asOf !== today && (
        <Alert
          className="staff-roster-banner"
          type="info"
          showIcon
          message={t('asOf.banner', { day: asOf })}
          action={
            <Button size="small" onClick={() => setAsOf(today)}>
              {t('asOf.today')}
            </Button>
          }
        />
      )}
      <Tabs
        items={[
          { key: 'list', label: t('tabs.list'), children: <RosterList asOf={asOf} signType={signType} /> },
          {
            key: 'stats',
            label: t('tabs.stats'),
            children: (
              <Suspense fallback={null}>
                <RosterStats asOf={asOf} signType={signType} />
              </Suspense>
            ),
          },
        ]}
      />
    </Card>
  );
}
