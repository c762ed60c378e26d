import type { StaffBalances } from '@renli/contracts';
import { Card, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAmount } from './words.ts';

/**
 * One card per leave type: what is left (types with a balance) or used this year (the others), what
 * waits for approval, and what lapses soon ("年假 剩余 3.5 天，将于 03-31 过期 1 天").
 */
export function BalanceCards({ staff }: { staff: StaffBalances }) {
  const { t } = useTranslation('attendance-vacation');
  const amount = useAmount();
  return (
    <div className="vacation-cards">
      {staff.balances.map((b) => (
        <Card key={b.leaveTypeId} size="small" className="vacation-card">
          <Statistic title={b.leaveTypeName} value={b.remaining ?? b.used} suffix={t(`unit.${b.unit}`)} />
          <Typography.Text type="secondary">
            {b.remaining === null ? t('balance.noBalance') : `${t('balance.used')} ${amount(b.used, b.unit)}`}
            {b.pending !== '0' && ` · ${t('balance.pending')} ${amount(b.pending, b.unit)}`}
          </Typography.Text>
          {b.expiring && (
            <Typography.Text type="warning" className="vacation-expiring">
              {t('balance.expiring', { until: b.expiring.until, amount: amount(b.expiring.amount, b.unit) })}
            </Typography.Text>
          )}
          {b.balanceRule === 'annual' && staff.workStartDate === null && (
            <Typography.Text type="secondary" className="vacation-expiring">
              {t('balance.noWorkStart')}
            </Typography.Text>
          )}
        </Card>
      ))}
    </div>
  );
}
