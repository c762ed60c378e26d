import { describe, expect, it } from 'vitest';
import { calculateYear } from './calculator.ts';

const months = (income: string, count = 12) =>
  Array.from({ length: count }, () => ({
    income,
    socialAndFund: '0',
    specialDeductions: '0',
    otherDeductions: '0',
    taxFree: '0',
  }));

describe('calculateYear (the tax calculator)', () => {
  it('answers the months alone without a bonus', () => {
    const result = calculateYear({ startMonth: 1, months: months('10000') });
    expect(result.bonus).toBeNull();
    expect(result.months).toHaveLength(12);
    // 5,000 taxable a month: 150 a month in the 3% bracket until cumulative 36,000 (July: 35,000 → 1,050).
    expect(result.months[0]).toMatchObject({ month: 1, tax: '150.00', rate: '3' });
    // August: 40,000 × 10% − 2,520 = 1,480, less 1,050 withheld = 430.
    expect(result.months[7]).toMatchObject({ month: 8, rate: '10', tax: '430.00' });
    expect(result.wageTax).toBe('3480.00');
    expect(result.yearTax).toBe('3480.00');
  });

  it('taxes the bonus separately when asked', () => {
    const result = calculateYear({
      startMonth: 1,
      months: months('10000'),
      bonus: { amount: '20000', month: 12, method: 'separate' },
    });
    expect(result.bonus).toMatchObject({ method: 'separate', rate: '3', tax: '600.00', cheaper: 'separate' });
    expect(result.yearTax).toBe('4080.00');
  });

  it('merges the bonus into its month when asked, reporting what merging adds', () => {
    const result = calculateYear({
      startMonth: 1,
      months: months('10000'),
      bonus: { amount: '20000', month: 12, method: 'merged' },
    });
    expect(result.months[11]!.income).toBe('30000.00');
    expect(result.bonus).toMatchObject({
      method: 'merged',
      rate: null,
      tax: '2000.00',
      mergedTotal: '5480.00',
    });
    expect(result.yearTax).toBe('5480.00');
  });

  it('picks the cheaper method for best', () => {
    const low = calculateYear({
      startMonth: 1,
      months: months('4000'),
      bonus: { amount: '20000', month: 12, method: 'best' },
    });
    expect(low.bonus).toMatchObject({ method: 'merged', separateTotal: '600.00', mergedTotal: '240.00' });
    expect(low.yearTax).toBe('240.00');
    const high = calculateYear({
      startMonth: 1,
      months: months('10000'),
      bonus: { amount: '20000', month: 12, method: 'best' },
    });
    expect(high.bonus!.method).toBe('separate');
  });
});
