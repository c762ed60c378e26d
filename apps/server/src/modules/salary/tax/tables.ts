import Decimal from 'decimal.js';
import { roundMoney } from '../rounding.ts';

// The rate tables of individual income tax and the one rounding rule of tax amounts
// (docs/product/salary.md, "Income tax"). Figures are yuan; rates per cent.

/** A bracket: taxable amounts up to `upTo` (inclusive; null: no ceiling) pay `rate` % less `quick`. */
export interface Bracket {
  upTo: string | null;
  rate: string;
  quick: string;
}

/** 综合所得 annual table (个人所得税法 art. 3, 附表一), used cumulatively for wages (国家税务总局公告2018年第61号). */
export const ANNUAL_TABLE: readonly Bracket[] = [
  { upTo: '36000', rate: '3', quick: '0' },
  { upTo: '144000', rate: '10', quick: '2520' },
  { upTo: '300000', rate: '20', quick: '16920' },
  { upTo: '420000', rate: '25', quick: '31920' },
  { upTo: '660000', rate: '30', quick: '52920' },
  { upTo: '960000', rate: '35', quick: '85920' },
  { upTo: null, rate: '45', quick: '181920' },
];

/** The monthly table (按月换算后的综合所得税率表) the year-end bonus's twelfth finds its rate in (财政部 税务总局公告2023年第30号). */
export const MONTHLY_TABLE: readonly Bracket[] = [
  { upTo: '3000', rate: '3', quick: '0' },
  { upTo: '12000', rate: '10', quick: '210' },
  { upTo: '25000', rate: '20', quick: '1410' },
  { upTo: '35000', rate: '25', quick: '2660' },
  { upTo: '55000', rate: '30', quick: '4410' },
  { upTo: '80000', rate: '35', quick: '7160' },
  { upTo: null, rate: '45', quick: '15160' },
];

/** 劳务报酬 pre-withholding table (个人所得税预扣率表二, 国家税务总局公告2018年第61号). */
export const LABOR_TABLE: readonly Bracket[] = [
  { upTo: '20000', rate: '20', quick: '0' },
  { upTo: '50000', rate: '30', quick: '2000' },
  { upTo: null, rate: '40', quick: '7000' },
];

/** The bracket `amount` falls in: the first whose ceiling it does not exceed. */
export function bracketOf(table: readonly Bracket[], amount: Decimal.Value): Bracket {
  const value = new Decimal(amount);
  return table.find((b) => b.upTo === null || value.lte(b.upTo)) ?? table[table.length - 1]!;
}

/**
 * Tax amounts are rounded half-up to the cent (the `cent` rule of ROUNDING_RULES, 四舍五入到分), once,
 * on the result of `taxable × rate − quick deduction`; nothing in between is rounded.
 */
export const taxToCent = (amount: Decimal.Value): Decimal => roundMoney(amount, 'cent');

/** `taxable × rate % − quick`, rounded to the cent; never below zero. */
export function taxBy(bracket: Bracket, taxable: Decimal.Value): Decimal {
  const tax = new Decimal(taxable).times(bracket.rate).dividedBy(100).minus(bracket.quick);
  return Decimal.max(0, taxToCent(tax));
}

/** A decimal as the contracts carry money: two decimals. */
export const money = (value: Decimal.Value): string => new Decimal(value).toFixed(2);
