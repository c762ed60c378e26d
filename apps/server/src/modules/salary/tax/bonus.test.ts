import { describe, expect, it } from 'vitest';
import { compareBonusMethods, separateBonusTax, yearOfWages } from './bonus.ts';
import type { WageTaxMonth } from './withholding.ts';

const monthly = (income: string): WageTaxMonth[] =>
  Array.from({ length: 12 }, () => ({
    income,
    taxFree: '0',
    socialAndFund: '0',
    specialDeductions: '0',
    otherDeductions: '0',
  }));

describe('separateBonusTax (全年一次性奖金单独计税)', () => {
  it.each([
    // bonus, its twelfth's bracket, tax = bonus × rate − one quick deduction
    ['36000.00', '3', '1080.00'],
    ['36000.12', '10', '3390.01'], // 3,000.01 a month: 3,600.012 − 210
    ['144000.00', '10', '14190.00'],
    ['144000.12', '20', '27390.02'],
    ['300000.00', '20', '58590.00'],
    ['300000.12', '25', '72340.03'],
    ['420000.00', '25', '102340.00'],
    ['420000.12', '30', '121590.04'],
    ['660000.00', '30', '193590.00'],
    ['660000.12', '35', '223840.04'],
    ['960000.00', '35', '328840.00'],
    ['960000.12', '45', '416840.05'],
  ])('a bonus of %s is taxed at %s%%: %s', (bonus, rate, tax) => {
    expect(separateBonusTax(bonus)).toMatchObject({ rate, tax });
  });
});

describe('compareBonusMethods', () => {
  it('prefers separate when the wages already fill the 10% bracket', () => {
    // Wages 10,000 a month: cumulative taxable 60,000 → 3,480 for the year. Separately 20,000 ÷ 12
    // is in the 3% bracket: 600, total 4,080. Merged into December: 80,000 → 5,480.
    expect(yearOfWages(monthly('10000'), 1).total).toBe('3480.00');
    expect(compareBonusMethods(monthly('10000'), 1, '20000', 12)).toEqual({
      separateTotal: '4080.00',
      mergedTotal: '5480.00',
      cheaper: 'separate',
    });
  });

  it('prefers merged when the wages leave the basic deduction unused', () => {
    // Wages 4,000 a month leave 12,000 of the 60,000 deduction: merged 68,000 − 60,000 = 8,000 × 3%.
    expect(compareBonusMethods(monthly('4000'), 1, '20000', 12)).toEqual({
      separateTotal: '600.00',
      mergedTotal: '240.00',
      cheaper: 'merged',
    });
  });

  it('calls it separate when both come to the same', () => {
    expect(compareBonusMethods(monthly('5000'), 1, '20000', 12).cheaper).toBe('separate');
  });

  it('numbers the months from the first month employed', () => {
    const year = yearOfWages(monthly('10000').slice(0, 6), 7);
    expect(year.months.map((m) => m.month)).toEqual([7, 8, 9, 10, 11, 12]);
    // Six months employed: 30,000 taxable × 3%.
    expect(year.total).toBe('900.00');
  });
});
