import type { AttendanceRequestKind } from '@renli/contracts';
import { Alert, Spin } from 'antd';
import { ApplyButtons } from './ApplyButtons.tsx';
import { useMyBalances } from './api.ts';
import { BalanceCards } from './BalanceCards.tsx';
import { MyRequests } from './MyRequests.tsx';

/** 我的假期: one's balances, the four ways to ask, and one's requests. */
export function MyVacation({ onApply }: { onApply(kind: AttendanceRequestKind): void }) {
  const balances = useMyBalances(true);
  return (
    <div className="vacation-mine">
      {balances.isPending && <Spin />}
      {balances.isError && <Alert type="error" showIcon title={balances.error.message} />}
      {balances.data && <BalanceCards staff={balances.data} />}
      <ApplyButtons onApply={onApply} />
      <MyRequests />
    </div>
  );
}
