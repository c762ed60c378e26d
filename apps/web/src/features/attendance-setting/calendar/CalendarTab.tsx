import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { CALENDAR_YEAR_MAX, CALENDAR_YEAR_MIN, type CalendarDay, type CalendarYear } from '@renli/contracts';
import { Alert, Button, Select, Space, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaToday } from '../../../lib/china-today.ts';
import { useCalendarYear } from './api.ts';
import { DayDialog } from './DayDialog.tsx';
import { MonthGrid } from './MonthGrid.tsx';
import './calendar.css';

const YEARS = Array.from(
  { length: CALENDAR_YEAR_MAX - CALENDAR_YEAR_MIN + 1 },
  (_, i) => CALENDAR_YEAR_MIN + i,
);
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** The year's warnings: no holiday data for it yet, or data that disagrees with the law. */
function YearAlerts({ calendar }: { calendar: CalendarYear }) {
  const { t } = useTranslation('attendance-setting');
  return (
    <>
      {calendar.covered ? null : (
        <Alert
          type="warning"
          showIcon
          className="attendance-calendar-alert"
          message={t('calendar.uncovered', { year: calendar.year })}
          description={t('calendar.uncoveredDetail')}
        />
      )}
      {calendar.mismatches.length > 0 ? (
        <Alert
          type="error"
          showIcon
          className="attendance-calendar-alert"
          message={t('calendar.mismatch')}
          description={
            <ul>
              {calendar.mismatches.map((m) => (
                <li key={m.name}>
                  {t(m.dataDays === null ? 'calendar.mismatchUnnamed' : 'calendar.mismatchItem', {
                    name: m.name,
                    lawDays: m.lawDays.join('、'),
                    dataDays: m.dataDays,
                  })}
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
    </>
  );
}

function Legend() {
  const { t } = useTranslation('attendance-setting');
  return (
    <div className="attendance-calendar-legend">
      {(['workday', 'restday', 'holiday'] as const).map((type) => (
        <span key={type}>
          <i className={`attendance-calendar-swatch is-${type}`} />
          {t(`calendar.type.${type}`)}
        </span>
      ))}
      <span>
        <b className="attendance-calendar-mark is-makeup">{t('calendar.markMakeup')}</b>
        {t('calendar.makeup')}
      </span>
      <span>
        <b className="attendance-calendar-mark is-in-lieu">{t('calendar.markInLieu')}</b>
        {t('calendar.inLieu')}
      </span>
      <span>
        <i className="attendance-calendar-dot" />
        {t('calendar.companyDay')}
      </span>
      <Typography.Text type="secondary">{t('calendar.legendHint')}</Typography.Text>
    </div>
  );
}

/**
 * 工作日历: the company's attendance calendar of a year, month by month (docs/product/attendance.md,
 * "Calendar"). HR opens a day to set it for the company or restore the statutory day.
 */
export function CalendarTab() {
  const { t } = useTranslation('attendance-setting');
  const today = chinaToday();
  const [year, setYear] = useState(Number(today.slice(0, 4)));
  const [picked, setPicked] = useState<CalendarDay | null>(null);
  const query = useCalendarYear(year);
  const calendar = query.data;
  const days = useMemo(() => new Map(calendar?.days.map((day) => [day.day, day])), [calendar]);

  return (
    <div className="attendance-calendar">
      <Space className="attendance-calendar-toolbar" wrap>
        <Button
          icon={<LeftOutlined />}
          aria-label={t('calendar.prevYear')}
          disabled={year <= CALENDAR_YEAR_MIN}
          onClick={() => setYear(year - 1)}
        />
        <Select
          value={year}
          onChange={setYear}
          showSearch
          className="attendance-calendar-year"
          options={YEARS.map((value) => ({ value, label: t('calendar.yearOption', { year: value }) }))}
        />
        <Button
          icon={<RightOutlined />}
          aria-label={t('calendar.nextYear')}
          disabled={year >= CALENDAR_YEAR_MAX}
          onClick={() => setYear(year + 1)}
        />
        {query.isFetching ? <Spin size="small" /> : null}
      </Space>
      {calendar ? (
        <>
          <YearAlerts calendar={calendar} />
          <Legend />
          <div className="attendance-calendar-months">
            {MONTHS.map((month) => (
              <MonthGrid
                key={`${calendar.year}-${month}`}
                year={calendar.year}
                month={month}
                days={days}
                today={today}
                onPick={setPicked}
              />
            ))}
          </div>
        </>
      ) : (
        <Spin className="attendance-calendar-loading" />
      )}
      {picked ? (
        <DayDialog
          day={picked}
          companyDay={calendar?.companyDays.find((own) => own.day === picked.day)}
          onClose={() => setPicked(null)}
        />
      ) : null}
    </div>
  );
}
