import type { RosterStats } from '@renli/contracts';
import { Card, List, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { signOfEmployeeType } from './sign.ts';

interface Props {
  contracts: RosterStats['contractsExpiring'];
  signType: 1 | 2 | undefined;
}

/** The labour contract page of the same staff (docs/product/labor-contracts.md): `#/staff/laborcontract/:sign?`. */
export const laborContractsPath = (signType: 1 | 2 | undefined) => {
  const sign = signOfEmployeeType(signType);
  return sign ? `/staff/laborcontract/${sign}` : '/staff/laborcontract';
};

/**
 * 合同即将到期: effective labour contracts ending within 30 and 60 days of the statistics' day, and
 * the soonest of them, each opening the labour contract page where HR renews or terminates it.
 */
export function ContractsExpiringCard({ contracts, signType }: Props) {
  const { t } = useTranslation('staff-roster');
  const path = laborContractsPath(signType);
  return (
    <Card
      size="small"
      title={t('stats.contracts')}
      extra={<Link to={path}>{t('stats.allContracts')}</Link>}
      className="staff-roster-chart staff-roster-contracts"
    >
      <div className="staff-roster-contract-counts">
        <Statistic title={t('stats.within30')} value={contracts.within30} />
        <Statistic title={t('stats.within60')} value={contracts.within60} />
      </div>
      <List
        size="small"
        dataSource={contracts.soon}
        rowKey="contractId"
        locale={{ emptyText: t('stats.noContracts') }}
        renderItem={(contract) => (
          <List.Item
            extra={
              <span>
                {contract.endDate}
                <span className="staff-roster-muted">
                  {contract.daysLeft === 0
                    ? t('stats.endsToday')
                    : t('stats.daysLeft', { days: contract.daysLeft })}
                </span>
              </span>
            }
          >
            <Link to={path}>{contract.name}</Link>
            <span className="staff-roster-muted">{contract.contractNo}</span>
          </List.Item>
        )}
      />
    </Card>
  );
}
