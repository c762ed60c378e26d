import { describe, expect, it } from 'vitest';
import { money, nextMonth, screenPath, sumMoney } from './kind.ts';

describe('salary-insurance helpers', () => {
  it('groups thousands on the string', () => {
    expect(money('2676.00')).toBe('2,676.00');
    expect(money('1234567.5')).toBe('1,234,567.5');
    expect(money('-100.50')).toBe('-100.50');
    expect(money('7460')).toBe('7,460');
    expect(money(null)).toBe('—');
  });

  it('sums in cents: 1,600.00 − 100.50 of an adjustment is 1,499.50; no float drift', () => {
    expect(sumMoney(['1600.00', '-100.50'])).toBe('1499.50');
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(['-12.01', '-0.99'])).toBe('-13.00');
    expect(sumMoney(['-0.5'])).toBe('-0.50');
    expect(sumMoney([])).toBe('0.00');
  });

  it('names the screens of each kind and the next month', () => {
    expect(screenPath('social', 'schemes')).toBe('/salary/social/sss');
    expect(screenPath('fund', 'enrolments', 'hrm')).toBe('/salary/housingfund/pfl/hrm');
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(nextMonth('2026-07')).toBe('2026-08');
  });
});
