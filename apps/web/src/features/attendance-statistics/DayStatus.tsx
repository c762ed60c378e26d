import { type DayResult, explainReason, type ResultKind } from '@renli/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A colour per finding: trouble red or orange, away blue, days off grey. */
const COLORS: Partial<Record<ResultKind, string>> = {
  normal: 'green',
  late: 'orange',
  seriousLate: 'red',
  early: 'orange',
  missingIn: 'gold',
  missingOut: 'gold',
  absent: 'red',
  leave: 'blue',
  trip: 'cyan',
  overtime: 'purple',
};

/** A day's status as a tag, and why it came out so (docs/product/attendance.md, "Daily results"). */
export function DayStatus({ day }: { day: DayResult }) {
  const { t, i18n } = useTranslation('attendance-statistics');
  return (
    <>
      <Tag color={COLORS[day.status]}>{t(`status.${day.status}`)}</Tag>
      {day.reasons.length > 0 && (
        <span className="attendance-stats-reasons">
          {day.reasons.map((reason) => explainReason(reason, i18n.language)).join('；')}
        </span>
      )}
    </>
  );
}
