import {
  amountSchema,
  type ContributionKind,
  FUND_ITEMS,
  percentSchema,
  SOCIAL_ITEMS,
  salaryMoneySchema,
} from '@renli/contracts';
import { chinaToday } from '../../lib/china-today.ts';

// What the three screens share for both kinds (docs/product/salary.md, "Social insurance and housing
// fund"): one component per screen, told its kind by the route.

export type Screen = 'schemes' | 'enrolments' | 'month';

const PAGES: Record<ContributionKind, { group: string } & Record<Screen, string>> = {
  social: { group: 'social', schemes: 'sss', enrolments: 'ssa', month: 'ssr' },
  fund: { group: 'housingfund', schemes: 'pfs', enrolments: 'pfl', month: 'pfr' },
};

/** A screen of the kind, keeping the `:sign` (hrm / hro) the caller came with. */
export const screenPath = (kind: ContributionKind, screen: Screen, sign?: string) =>
  `/salary/${PAGES[kind].group}/${PAGES[kind][screen]}${sign ? `/${sign}` : ''}`;

export const itemsOf = (kind: ContributionKind) => (kind === 'social' ? SOCIAL_ITEMS : FUND_ITEMS);

/** `12345.60` → `12,345.60`, on the string (money never becomes a float here). */
export function money(value: string | null | undefined) {
  if (value === null || value === undefined) return '—';
  const [whole = '', cents] = value.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return cents === undefined ? grouped : `${grouped}.${cents}`;
}

export const thisMonth = () => chinaToday().slice(0, 7);

/** The month after `month` (`YYYY-MM`). */
export function nextMonth(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** antd form rules from the contracts' schemas: the message is the feature's own text. */
const ruleOf = (schema: { safeParse: (v: unknown) => { success: boolean } }) => (message: string) => ({
  validator: (_: unknown, value: unknown) =>
    value === undefined || value === null || value === '' || schema.safeParse(value).success
      ? Promise.resolve()
      : Promise.reject(new Error(message)),
});
export const percentRule = ruleOf(percentSchema);
export const amountRule = ruleOf(amountSchema);
export const signedMoneyRule = ruleOf(salaryMoneySchema);

/** `12.30` → 1230n; amounts are summed in whole cents, never as floats. */
export const centsOf = (value: string) => {
  const negative = value.startsWith('-');
  const [whole = '0', cents = ''] = value.replace('-', '').split('.');
  const size = BigInt(whole || '0') * 100n + BigInt(cents.padEnd(2, '0').slice(0, 2));
  return negative ? -size : size;
};

/** The sum of decimal strings with two places (`['1600.00', '-0.5']` → `1599.50`). */
export function sumMoney(values: readonly string[]): string {
  const total = values.reduce((sum, value) => sum + centsOf(value), 0n);
  const size = total < 0n ? -total : total;
  return `${total < 0n ? '-' : ''}${size / 100n}.${String(size % 100n).padStart(2, '0')}`;
}
