import { explainReason, type Reason } from '@renli/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import './attendance.css';

/**
 * Why a day came out as it did, one line per reason in the current language ("打卡 09:05，班次
 * 09:00，迟到 5 分钟"; docs/product/attendance.md, "Daily results"). Nothing when there is none.
 */
export function DayReasons({ reasons }: { reasons: readonly Reason[] }) {
  const { i18n } = useTranslation();
  if (reasons.length === 0) return null;
  return (
    <ul className="attendance-day-reasons">
      {reasons.map((reason, index) => (
        // Reasons have no identity of their own; their order is the engine's.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index}>
          <Typography.Text type="secondary">{explainReason(reason, i18n.language)}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}
