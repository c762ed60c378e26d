import type { TaxCalculation, TaxMonthFigures } from '@renli/contracts';
import Decimal from 'decimal.js';
import { compareBonusMethods, separateBonusTax, withBonusMerged, yearOfWages } from './bonus.ts';
import { money } from './tables.ts';

export interface CalculatorInput {
  startMonth: number;
  months: readonly TaxMonthFigures[];
  bonus?: { amount: string; month: number; method: 'separate' | 'merged' | 'best' } | null;
}

/**
 * The tax calculator (docs/product/salary.md, "Income tax"): the months by the cumulative method and
 * the bonus by the method asked for (`best`: the cheaper for the year, separate on a tie).
 */
export function calculateYear({ startMonth, months, bonus }: CalculatorInput): TaxCalculation {
  const wages = yearOfWages(months, startMonth);
  if (!bonus) return { months: wages.months, wageTax: wages.total, bonus: null, yearTax: wages.total };

  const comparison = compareBonusMethods(months, startMonth, bonus.amount, bonus.month);
  const method = bonus.method === 'best' ? comparison.cheaper : bonus.method;
  if (method === 'separate') {
    const own = separateBonusTax(bonus.amount);
    return {
      months: wages.months,
      wageTax: wages.total,
      bonus: { amount: money(bonus.amount), month: bonus.month, method, ...own, ...comparison },
      yearTax: comparison.separateTotal,
    };
  }
  const merged = yearOfWages(withBonusMerged(months, startMonth, bonus.amount, bonus.month), startMonth);
  return {
    months: merged.months,
    wageTax: merged.total,
    bonus: {
      amount: money(bonus.amount),
      month: bonus.month,
      method,
      rate: null,
      quickDeduction: null,
      tax: money(new Decimal(merged.total).minus(wages.total)),
      ...comparison,
    },
    yearTax: merged.total,
  };
}
