import type { MonthSummary } from '@renli/contracts';
import { Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';

/** The month's cards: 应出勤 (with the attendance), 迟到, 旷工, 请假, 加班 over everyone in scope. */
export function SummaryCards({ totals }: { totals: MonthSummary['totals'] }) {
  const { t } = useTranslation('attendance-statistics');
  const cards = [
    {
      key: 'expected',
      value: t('cards.expectedValue', { days: totals.expectedDays }),
      note: t('cards.attended', {
        days: totals.actualDays,
        rate: totals.attendanceRate ? `${totals.attendanceRate}%` : '—',
      }),
    },
    {
      key: 'late',
      value: t('cards.lateValue', { count: totals.lateCount }),
      note: t('cards.lateMinutes', { minutes: totals.lateMinutes }),
    },
    { key: 'absent', value: t('cards.days', { days: totals.absentDays }) },
    { key: 'leave', value: t('cards.days', { days: totals.leaveDays }) },
    {
      key: 'overtime',
      value: t('cards.hours', { hours: totals.overtimeHours }),
      note: t('cards.headcount', { count: totals.headcount }),
    },
  ];
  return (
    <div className="attendance-stats-cards">
      {cards.map((card) => (
        <Card key={card.key} size="small">
          <Statistic title={t(`cards.${card.key}`)} value={card.value} />
          {card.note && <div className="attendance-stats-muted">{card.note}</div>}
        </Card>
      ))}
    </div>
  );
}
