import { describe, expect, it } from 'vitest';
import { TEST_TEMPLATE } from '../test-world.ts';
import { type ArchivedResult, coefficientOf, lastDayOf } from './coefficient.ts';

const result = (
  periodEnd: string,
  grade: string | null,
  calibratedGrade: string | null = null,
  cycleId = 1,
) => ({ periodEnd, cycleId, grade, calibratedGrade, bands: TEST_TEMPLATE.bands }) satisfies ArchivedResult;

describe('the performance coefficient', () => {
  it('knows the last day of a month (leap February included)', () => {
    expect(lastDayOf('2026-06')).toBe('2026-06-30');
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
  });

  it('takes the latest result ending in or before the month: Q1 A (1.2), Q2 C (0.8) → 0.8 in July', () => {
    const results = [result('2026-03-31', 'A'), result('2026-06-30', 'C')];
    expect(coefficientOf(results, '2026-07-31')).toBe('0.8');
    expect(coefficientOf(results, '2026-06-30')).toBe('0.8');
    expect(coefficientOf(results, '2026-05-31')).toBe('1.2');
  });

  it('prefers the calibrated grade: B calibrated to S gives 1.5', () => {
    expect(coefficientOf([result('2026-03-31', 'B', 'S')], '2026-04-30')).toBe('1.5');
  });

  it('is 1 without a result before the month, and D gives 0.5', () => {
    expect(coefficientOf([result('2026-06-30', 'A')], '2026-05-31')).toBe('1');
    expect(coefficientOf([], '2026-05-31')).toBe('1');
    expect(coefficientOf([result('2026-03-31', 'D')], '2026-04-30')).toBe('0.5');
  });
});
