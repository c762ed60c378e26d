import type { AssetKind } from '@renli/contracts';
import { formatYuan } from './format.ts';

/** An asset amount as the ledger shows it: yuan for the balance, a count otherwise; `signed` adds '+'. */
export const amountText = (kind: AssetKind, value: number, signed = false) => {
  const sign = signed && value > 0 ? '+' : '';
  return kind === 'balance' ? `${sign}${formatYuan(value)}` : `${sign}${value}`;
};
