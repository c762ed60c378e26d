import type { LeaveUnit } from '@renli/contracts';
import { useTranslation } from 'react-i18next';

/** An amount with its unit in the reader's words ("2.5 天", "6 hours"). */
export function useAmount() {
  const { t } = useTranslation('attendance-vacation');
  return (amount: string, unit: LeaveUnit) => t('amount', { amount, unit: t(`unit.${unit}`) });
}
