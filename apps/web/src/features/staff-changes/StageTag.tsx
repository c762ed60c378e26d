import { type StaffChange, StaffChangeStage } from '@renli/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<number, string> = {
  [StaffChangeStage.PENDING]: 'orange',
  [StaffChangeStage.SCHEDULED]: 'blue',
  [StaffChangeStage.EFFECTIVE]: 'green',
  [StaffChangeStage.CANCELLED]: 'default',
};

/**
 * Where a change stands: 审批中 while its approval is open, else 待处理, 待生效 with the day it takes
 * effect, 已生效 or 已撤销 (the server derives the stage from China's today).
 */
export function StageTag({ row }: { row: Pick<StaffChange, 'stage' | 'approvalId' | 'effectiveFrom'> }) {
  const { t } = useTranslation('staff-changes');
  if (row.approvalId !== null) return <Tag color="purple">{t('stage.approving')}</Tag>;
  return (
    <Tag color={COLORS[row.stage]}>
      {row.stage === StaffChangeStage.SCHEDULED
        ? t('stage.scheduledOn', { date: row.effectiveFrom })
        : t(`stage.${row.stage}`)}
    </Tag>
  );
}
