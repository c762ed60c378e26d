import { EnvironmentOutlined } from '@ant-design/icons';
import { labelIn, PUNCH_SOURCE_LABELS, type Punch } from '@renli/contracts';
import { Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaTime } from '../../components/attendance/china-clock.ts';

/** One punch: China time, where it came from (网页打卡, 设备导入, HR 补录…), the place, and a void's note. */
export function PunchLine({ punch, action }: { punch: Punch; action?: ReactNode }) {
  const { t, i18n } = useTranslation('attendance-record');
  return (
    <li
      className={
        punch.voided
          ? 'attendance-record-punch-line attendance-record-punch-void'
          : 'attendance-record-punch-line'
      }
    >
      <span className="attendance-record-punch-time">{chinaTime(punch.at)}</span>
      <Tag>{labelIn(PUNCH_SOURCE_LABELS[punch.source], i18n.language)}</Tag>
      {punch.voided && <Tag color="red">{t('punches.voidedTag')}</Tag>}
      {punch.place && (
        <Typography.Text type="secondary">
          <EnvironmentOutlined /> {punch.place}
        </Typography.Text>
      )}
      {punch.note && (
        <Typography.Text type="secondary">{t('punches.note', { note: punch.note })}</Typography.Text>
      )}
      {punch.voided && punch.voidNote && (
        <Typography.Text type="danger">{t('card.void', { note: punch.voidNote })}</Typography.Text>
      )}
      {action}
    </li>
  );
}
