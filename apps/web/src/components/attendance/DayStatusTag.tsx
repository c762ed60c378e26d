import { labelIn, RESULT_KIND_LABELS, type ResultKind } from '@renli/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import './attendance.css';
import { DAY_STATUS_COLORS } from './day-status.ts';

/** A day's finding as a coloured tag in the current language (正常, 迟到, 旷工…). */
export function DayStatusTag({ status }: { status: ResultKind }) {
  const { i18n } = useTranslation();
  return (
    <Tag color={DAY_STATUS_COLORS[status]} className="attendance-day-status">
      {labelIn(RESULT_KIND_LABELS[status], i18n.language)}
    </Tag>
  );
}
