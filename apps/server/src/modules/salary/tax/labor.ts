import Decimal from 'decimal.js';
import { bracketOf, LABOR_TABLE, money, taxBy } from './tables.ts';

// Labour remuneration (劳务报酬) pre-withholding per payment (国家税务总局公告2018年第61号, 预扣率表二;
// docs/product/salary.md, "Income tax").

/** Up to this, the payment's expense allowance is 800 yuan; above it, 20 per cent. */
const FLAT_ALLOWANCE_UP_TO = '4000';
const FLAT_ALLOWANCE = '800';
const TAXED_SHARE = '0.8';

export interface LaborTax {
  /** 预扣预缴应纳税所得额. */
  taxable: string;
  rate: string;
  quickDeduction: string;
  tax: string;
  /** What the payee receives: the payment less the tax. */
  net: string;
}

export function laborRemunerationTax(amount: string): LaborTax {
  const income = new Decimal(amount);
  const taxable = income.lte(FLAT_ALLOWANCE_UP_TO)
    ? Decimal.max(0, income.minus(FLAT_ALLOWANCE))
    : income.times(TAXED_SHARE);
  const bracket = bracketOf(LABOR_TABLE, taxable);
  const tax = taxBy(bracket, taxable);
  return {
    taxable: money(taxable),
    rate: bracket.rate,
    quickDeduction: money(bracket.quick),
    tax: money(tax),
    net: money(income.minus(tax)),
  };
}
