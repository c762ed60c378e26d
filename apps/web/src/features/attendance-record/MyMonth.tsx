import type { DayResult, Punch } from '@renli/contracts';
import { Card, DatePicker, Empty, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaDay, chinaTime } from '../../components/attendance/china-clock.ts';
import { DayReasons } from '../../components/attendance/DayReasons.tsx';
import { DayStatusTag } from '../../components/attendance/DayStatusTag.tsx';
import { chinaToday } from '../../lib/china-today.ts';
import { useStaffDays } from './api.ts';
import { PunchLine } from './PunchLine.tsx';

/** The first and last day of the month of `day` (`YYYY-MM-DD`). */
export function monthOf(day: string) {
  const first = dayjs(`${day.slice(0, 7)}-01`);
  return { from: first.format('YYYY-MM-DD'), to: first.endOf('month').format('YYYY-MM-DD') };
}

function DayLine({ result, punches }: { result: DayResult; punches: Punch[] }) {
  const { t } = useTranslation('attendance-record');
  const weekdays = t('weekday', { returnObjects: true }) as string[];
  const times = [
    result.punchIn && t('month.in', { time: chinaTime(result.punchIn) }),
    result.punchOut && t('month.out', { time: chinaTime(result.punchOut) }),
  ].filter(Boolean);
  return (
    <li className="attendance-record-day">
      <div className="attendance-record-day-head">
        <span className="attendance-record-day-date">
          {result.day.slice(5)} {weekdays[dayjs(result.day).day()]}
        </span>
        <DayStatusTag status={result.status} />
        {times.length > 0 && <Typography.Text type="secondary">{times.join(' · ')}</Typography.Text>}
      </div>
      <DayReasons reasons={result.reasons} />
      {punches.length > 0 && (
        <ul className="attendance-record-punches">
          {punches.map((punch) => (
            <PunchLine key={punch.id} punch={punch} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * 我的考勤: the staff member's stored days of a month, newest first, each with its colour, times,
 * reasons and the punches made on it with their sources (docs/product/attendance.md, "Punching and
 * records").
 */
export function MyMonth() {
  const { t } = useTranslation('attendance-record');
  const [month, setMonth] = useState(() => monthOf(chinaToday()));
  const days = useStaffDays(month);
  const punchesByDay = new Map<string, Punch[]>();
  for (const punch of days.data?.punches ?? []) {
    const day = chinaDay(punch.at);
    punchesByDay.set(day, [...(punchesByDay.get(day) ?? []), punch]);
  }
  const list = [...(days.data?.days ?? [])].reverse();
  return (
    <Card
      title={t('month.title')}
      className="attendance-record-month"
      extra={
        <DatePicker
          picker="month"
          aria-label={t('month.pick')}
          allowClear={false}
          value={dayjs(month.from)}
          disabledDate={(value) => value.isAfter(dayjs(chinaToday()), 'month')}
          onChange={(value) => value && setMonth(monthOf(value.format('YYYY-MM-DD')))}
        />
      }
    >
      {list.length === 0 ? (
        <Empty description={days.isFetching ? null : t('month.empty')} />
      ) : (
        <ul className="attendance-record-days">
          {list.map((result) => (
            <DayLine key={result.day} result={result} punches={punchesByDay.get(result.day) ?? []} />
          ))}
        </ul>
      )}
    </Card>
  );
}
