import type { RoundingRule } from '@renli/contracts';
import Decimal from 'decimal.js';

// The named rounding rules (docs/product/salary.md, "Money and rounding"), one place for every part
// of salary. A rule rounds the amount's size and keeps its sign, so a refund (a negative adjustment)
// rounds exactly as the payment it undoes: yuanUp takes 12.01 to 13 and -12.01 to -13.

const RULES: Record<RoundingRule, { places: number; mode: Decimal.Rounding }> = {
  cent: { places: 2, mode: Decimal.ROUND_HALF_UP },
  jiao: { places: 1, mode: Decimal.ROUND_HALF_UP },
  yuan: { places: 0, mode: Decimal.ROUND_HALF_UP },
  jiaoUp: { places: 1, mode: Decimal.ROUND_UP },
  yuanUp: { places: 0, mode: Decimal.ROUND_UP },
  yuanDown: { places: 0, mode: Decimal.ROUND_DOWN },
};

/** Enough digits that no quotient (a wage ÷ 21.75 ÷ 8…) loses a cent before its final rounding. */
export const SalaryDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** `value` rounded by `rule` (decimal.js's ROUND_UP/DOWN/HALF_UP work on the size, away from or toward zero). */
export function roundMoney(value: Decimal.Value, rule: RoundingRule): Decimal {
  const { places, mode } = RULES[rule];
  return new SalaryDecimal(value).toDecimalPlaces(places, mode);
}

/** The money string of an amount: always two decimals ("13.00"), never "-0.00". */
export function moneyText(value: Decimal.Value): string {
  const exact = new SalaryDecimal(value);
  return exact.isZero() ? '0.00' : exact.toFixed(2);
}
