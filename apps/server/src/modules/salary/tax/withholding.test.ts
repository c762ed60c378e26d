import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { NO_PRIOR, priorAfter, type WageTaxMonth, withholdWages } from './withholding.ts';

const month = (income: string, extra: Partial<WageTaxMonth> = {}): WageTaxMonth => ({
  income,
  taxFree: '0',
  socialAndFund: '0',
  specialDeductions: '0',
  otherDeductions: '0',
  ...extra,
});

/** Withholds `months` one after another from January; answers each month's result. */
function run(months: WageTaxMonth[]) {
  let prior = NO_PRIOR;
  return months.map((figures, index) => {
    const result = withholdWages(figures, prior, index + 1);
    prior = priorAfter(prior, figures, result.tax);
    return result;
  });
}

describe('withholdWages (累计预扣法)', () => {
  it("gives the State Taxation Administration's worked example: 555, 625, 1,850", () => {
    // 国家税务总局公告2018年第61号, 解读 example 1: 30,000 a month, 三险一金 4,500, 专项附加扣除 2,000
    // (children's education and elderly support). Jan (30,000−5,000−4,500−2,000)×3% = 555;
    // Feb 37,000×10%−2,520−555 = 625; Mar 55,500×10%−2,520−555−625 = 1,850.
    const figures = month('30000', { socialAndFund: '4500', specialDeductions: '2000' });
    const [jan, feb, mar] = run([figures, figures, figures]);
    expect(jan).toMatchObject({
      cumulativeTaxable: '18500.00',
      rate: '3',
      cumulativeTax: '555.00',
      tax: '555.00',
    });
    expect(feb).toMatchObject({
      cumulativeIncome: '60000.00',
      cumulativeBasicDeduction: '10000.00',
      cumulativeSocialAndFund: '9000.00',
      cumulativeSpecialDeductions: '4000.00',
      cumulativeTaxable: '37000.00',
      rate: '10',
      quickDeduction: '2520.00',
      cumulativeTax: '1180.00',
      withheldBefore: '555.00',
      tax: '625.00',
    });
    expect(mar).toMatchObject({ cumulativeTaxable: '55500.00', cumulativeTax: '3030.00', tax: '1850.00' });
  });

  it.each([
    ['36000.00', '3', '1080.00'],
    ['36000.01', '10', '1080.00'],
    ['144000.00', '10', '11880.00'],
    ['144000.01', '20', '11880.00'],
    ['300000.00', '20', '43080.00'],
    ['300000.01', '25', '43080.00'],
    ['420000.00', '25', '73080.00'],
    ['420000.01', '30', '73080.00'],
    ['660000.00', '30', '145080.00'],
    ['660000.01', '35', '145080.00'],
    ['960000.00', '35', '250080.00'],
    ['960000.01', '45', '250080.00'],
  ])('at a cumulative taxable %s the rate is %s%% and the tax %s', (taxable, rate, tax) => {
    // One month employed: income = taxable + 5,000.
    const result = withholdWages(month(new Decimal(taxable).plus(5000).toFixed(2)), NO_PRIOR, 1);
    expect(result.cumulativeTaxable).toBe(taxable);
    expect(result.rate).toBe(rate);
    expect(result.tax).toBe(tax);
  });

  it('rounds the tax half-up to the cent, not to even', () => {
    // 40,000.25 × 10% − 2,520 = 1,480.025 → 1,480.03 (half-even would give 1,480.02).
    expect(withholdWages(month('45000.25'), NO_PRIOR, 1).tax).toBe('1480.03');
  });

  it('withholds nothing when deductions exceed income (the taxable stays 0)', () => {
    const result = withholdWages(
      month('3000', { socialAndFund: '500', specialDeductions: '1000' }),
      NO_PRIOR,
      1,
    );
    expect(result).toMatchObject({
      cumulativeTaxable: '0.00',
      rate: '3',
      cumulativeTax: '0.00',
      tax: '0.00',
    });
  });

  it('withholds 0, never a refund, when more was withheld before than is due now', () => {
    // Jan 20,000: 15,000 × 3% = 450. Feb nothing: cumulative 10,000 × 3% = 300 < 450 → 0.
    const [jan, feb] = run([month('20000'), month('0')]);
    expect(jan!.tax).toBe('450.00');
    expect(feb).toMatchObject({ cumulativeTax: '300.00', withheldBefore: '450.00', tax: '0.00' });
  });

  it('deducts 5,000 per month employed at this employer, not per calendar month', () => {
    // Joined in July: July is the first month employed.
    const result = withholdWages(month('12000', { taxFree: '1000', otherDeductions: '500' }), NO_PRIOR, 1);
    expect(result.cumulativeBasicDeduction).toBe('5000.00');
    // 12,000 − 1,000 − 5,000 − 500 = 5,500 × 3% = 165.
    expect(result).toMatchObject({ cumulativeTaxable: '5500.00', tax: '165.00' });
  });
});
