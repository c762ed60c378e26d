import { PayslipStatus } from '@renli/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<number, string> = {
  [PayslipStatus.PUBLISHED]: 'blue',
  [PayslipStatus.READ]: 'default',
  [PayslipStatus.CONFIRMED]: 'green',
  [PayslipStatus.QUESTIONED]: 'orange',
};

/** 已发布 / 已查看 / 已确认 / 有疑问. */
export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation('salary-payslip');
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
}
