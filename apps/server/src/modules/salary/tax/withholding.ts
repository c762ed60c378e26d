import Decimal from 'decimal.js';
import { ANNUAL_TABLE, bracketOf, money, taxBy } from './tables.ts';

// Individual income tax on wages by the cumulative withholding method (累计预扣法, 国家税务总局公告
// 2018年第61号), decimal only (docs/product/salary.md, "Income tax"). Pure: the payroll gathers the figures.

/** 累计减除费用 per month employed at this employer in the year (个人所得税法 art. 6). */
export const BASIC_DEDUCTION_PER_MONTH = '5000';

/** This month's figures of one person at this employer. */
export interface WageTaxMonth {
  income: string;
  taxFree: string;
  /** The personal social insurance and housing fund (专项扣除). */
  socialAndFund: string;
  /** 专项附加扣除 of the month. */
  specialDeductions: string;
  /** 其他扣除 (enterprise annuity, commercial health insurance, tax-deferred pension…). */
  otherDeductions: string;
}

/** The year's earlier months at this employer: the sums already withheld on. */
export interface WageTaxPrior extends WageTaxMonth {
  /** Tax withheld in those months. */
  withheld: string;
}

export interface WageTaxResult {
  cumulativeIncome: string;
  cumulativeTaxFree: string;
  /** 累计减除费用: 5,000 × months employed at this employer in the year. */
  cumulativeBasicDeduction: string;
  cumulativeSocialAndFund: string;
  cumulativeSpecialDeductions: string;
  cumulativeOtherDeductions: string;
  cumulativeTaxable: string;
  /** Per cent of the annual table's bracket, and its quick deduction. */
  rate: string;
  quickDeduction: string;
  cumulativeTax: string;
  withheldBefore: string;
  /** To withhold this month: never below zero. */
  tax: string;
}

/** The month's withholding given the earlier months and the months employed in the year (this one included). */
export function withholdWages(
  month: WageTaxMonth,
  prior: WageTaxPrior,
  monthsEmployed: number,
): WageTaxResult {
  const sum = (key: keyof WageTaxMonth) => new Decimal(prior[key]).plus(month[key]);
  const income = sum('income');
  const taxFree = sum('taxFree');
  const basic = new Decimal(BASIC_DEDUCTION_PER_MONTH).times(monthsEmployed);
  const socialAndFund = sum('socialAndFund');
  const special = sum('specialDeductions');
  const other = sum('otherDeductions');
  // A negative result (deductions above income) is taxed as nothing: 累计应纳税所得额 is at least 0.
  const taxable = Decimal.max(
    0,
    income.minus(taxFree).minus(basic).minus(socialAndFund).minus(special).minus(other),
  );
  const bracket = bracketOf(ANNUAL_TABLE, taxable);
  const cumulativeTax = taxBy(bracket, taxable);
  const withheldBefore = new Decimal(prior.withheld);
  // More withheld than due so far (a lower month after higher ones): nothing this month, no refund —
  // the difference is settled at the annual reconciliation (汇算清缴).
  const tax = Decimal.max(0, cumulativeTax.minus(withheldBefore));
  return {
    cumulativeIncome: money(income),
    cumulativeTaxFree: money(taxFree),
    cumulativeBasicDeduction: money(basic),
    cumulativeSocialAndFund: money(socialAndFund),
    cumulativeSpecialDeductions: money(special),
    cumulativeOtherDeductions: money(other),
    cumulativeTaxable: money(taxable),
    rate: bracket.rate,
    quickDeduction: money(bracket.quick),
    cumulativeTax: money(cumulativeTax),
    withheldBefore: money(withheldBefore),
    tax: money(tax),
  };
}

/** Nothing earned or withheld yet: the prior of a year's first month at this employer. */
export const NO_PRIOR: WageTaxPrior = {
  income: '0',
  taxFree: '0',
  socialAndFund: '0',
  specialDeductions: '0',
  otherDeductions: '0',
  withheld: '0',
};

/** The prior of the month after `month`: its figures added, and the tax it withheld. */
export function priorAfter(prior: WageTaxPrior, month: WageTaxMonth, withheld: string): WageTaxPrior {
  const add = (a: string, b: string) => new Decimal(a).plus(b).toString();
  return {
    income: add(prior.income, month.income),
    taxFree: add(prior.taxFree, month.taxFree),
    socialAndFund: add(prior.socialAndFund, month.socialAndFund),
    specialDeductions: add(prior.specialDeductions, month.specialDeductions),
    otherDeductions: add(prior.otherDeductions, month.otherDeductions),
    withheld: add(prior.withheld, withheld),
  };
}
