import Decimal from 'decimal.js';
import { bracketOf, MONTHLY_TABLE, money, taxBy } from './tables.ts';
import { NO_PRIOR, priorAfter, type WageTaxMonth, type WageTaxResult, withholdWages } from './withholding.ts';

// The year-end one-time bonus (全年一次性奖金, 财政部 税务总局公告2023年第30号, valid to 31 December 2027):
// taxed on its own (bonus ÷ 12 finds the rate in the monthly table, tax = bonus × rate − quick
// deduction) or merged into that month's wages; docs/product/salary.md, "Income tax".

export type BonusMethod = 'separate' | 'merged';

export interface SeparateBonusTax {
  rate: string;
  quickDeduction: string;
  tax: string;
}

/** 单独计税: the twelfth picks the bracket, the whole bonus is taxed at it less ONE quick deduction. */
export function separateBonusTax(bonus: string): SeparateBonusTax {
  const bracket = bracketOf(MONTHLY_TABLE, new Decimal(bonus).dividedBy(12));
  return { rate: bracket.rate, quickDeduction: money(bracket.quick), tax: money(taxBy(bracket, bonus)) };
}

/** One month of a year's withholding: which month (1–12) and the cumulative figures. */
export interface YearMonthTax extends WageTaxResult {
  month: number;
  /** The month's income as withheld on (with the bonus when merged into it). */
  income: string;
}

/**
 * A year at one employer by the cumulative method: `months[0]` is month `startMonth`, each further
 * entry the next month, every one of them employed (5,000 each).
 */
export function yearOfWages(
  months: readonly WageTaxMonth[],
  startMonth: number,
): { months: YearMonthTax[]; total: string } {
  let prior = NO_PRIOR;
  const rows = months.map((figures, index) => {
    const result = withholdWages(figures, prior, index + 1);
    prior = priorAfter(prior, figures, result.tax);
    return { month: startMonth + index, income: money(figures.income), ...result };
  });
  return { months: rows, total: money(prior.withheld) };
}

/** The year's figures with `bonus` added to the income of calendar month `month`. */
export function withBonusMerged(
  months: readonly WageTaxMonth[],
  startMonth: number,
  bonus: string,
  month: number,
): WageTaxMonth[] {
  return months.map((figures, index) =>
    startMonth + index === month
      ? { ...figures, income: new Decimal(figures.income).plus(bonus).toString() }
      : figures,
  );
}

export interface BonusComparison {
  /** Wage tax of the year plus the bonus taxed on its own. */
  separateTotal: string;
  /** Wage tax of the year with the bonus in month `month`'s wages. */
  mergedTotal: string;
  /** The cheaper; separate when they are equal (nothing in the wages changes). */
  cheaper: BonusMethod;
}

/** Both methods' totals for the year and the cheaper one (what HR is shown before choosing). */
export function compareBonusMethods(
  months: readonly WageTaxMonth[],
  startMonth: number,
  bonus: string,
  month: number,
): BonusComparison {
  const separate = new Decimal(yearOfWages(months, startMonth).total).plus(separateBonusTax(bonus).tax);
  const merged = new Decimal(
    yearOfWages(withBonusMerged(months, startMonth, bonus, month), startMonth).total,
  );
  return {
    separateTotal: money(separate),
    mergedTotal: money(merged),
    cheaper: merged.lt(separate) ? 'merged' : 'separate',
  };
}
