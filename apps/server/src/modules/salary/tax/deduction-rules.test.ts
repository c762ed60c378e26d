import { describe, expect, it } from 'vitest';
import {
  amountInMonth,
  type DeductionTerms,
  deductionProblems,
  monthlyAmountOf,
  monthsBetween,
  spansOverlap,
} from './deduction-rules.ts';

const terms = (over: Partial<DeductionTerms>): DeductionTerms => ({
  kind: 'children',
  childCount: null,
  sharePercent: null,
  educationType: null,
  cityTier: null,
  onlyChild: null,
  amount: null,
  startMonth: '2026-01',
  endMonth: null,
  ...over,
});

describe('monthlyAmountOf (current standards)', () => {
  it.each<[string, Partial<DeductionTerms>, string]>([
    ['two children at 100%', { kind: 'children', childCount: 2, sharePercent: 100 }, '4000.00'],
    ['one child at 50%', { kind: 'children', childCount: 1, sharePercent: 50 }, '1000.00'],
    ['infant care at 50%', { kind: 'infant', childCount: 1, sharePercent: 50 }, '1000.00'],
    ['a degree', { kind: 'continuingEducation', educationType: 'degree' }, '400.00'],
    ['a certificate', { kind: 'continuingEducation', educationType: 'certificate' }, '3600.00'],
    ['a housing loan at 50%', { kind: 'housingLoan', sharePercent: 50 }, '500.00'],
    ['rent in a tier-1 city', { kind: 'housingRent', cityTier: 1 }, '1500.00'],
    ['rent in a tier-2 city', { kind: 'housingRent', cityTier: 2 }, '1100.00'],
    ['rent in a tier-3 city', { kind: 'housingRent', cityTier: 3 }, '800.00'],
    ['elderly, only child', { kind: 'elderly', onlyChild: true }, '3000.00'],
    ['elderly, shared', { kind: 'elderly', onlyChild: false, amount: '1250.50' }, '1250.50'],
    ['serious illness (annual only)', { kind: 'seriousIllness', amount: '30000' }, '0.00'],
  ])('%s: %s', (_name, over, amount) => {
    expect(monthlyAmountOf(terms(over))).toBe(amount);
  });
});

describe('amountInMonth', () => {
  it('counts within the span, both ends included', () => {
    const rent = terms({ kind: 'housingRent', cityTier: 2, startMonth: '2026-03', endMonth: '2026-05' });
    expect(['2026-02', '2026-03', '2026-05', '2026-06'].map((m) => amountInMonth(rent, m))).toEqual([
      '0.00',
      '1100.00',
      '1100.00',
      '0.00',
    ]);
  });

  it('counts a certificate once, in the month obtained', () => {
    const cert = terms({ kind: 'continuingEducation', educationType: 'certificate', startMonth: '2026-06' });
    expect(amountInMonth(cert, '2026-06')).toBe('3600.00');
    expect(amountInMonth(cert, '2026-07')).toBe('0.00');
  });
});

describe('deductionProblems', () => {
  it('asks for the details the kind needs', () => {
    expect(deductionProblems(terms({ kind: 'children' })).map((p) => p.field)).toEqual([
      'childCount',
      'sharePercent',
    ]);
    expect(deductionProblems(terms({ kind: 'housingRent' })).map((p) => p.field)).toEqual(['cityTier']);
    expect(deductionProblems(terms({ kind: 'elderly', onlyChild: false })).map((p) => p.field)).toEqual([
      'amount',
    ]);
  });

  it('caps a degree at 48 months, a shared elderly amount at 1,500 and illness at 80,000', () => {
    const degree = (endMonth: string) =>
      deductionProblems(terms({ kind: 'continuingEducation', educationType: 'degree', endMonth }));
    expect(monthsBetween('2026-01', '2029-12')).toBe(48);
    expect(degree('2029-12')).toEqual([]);
    expect(degree('2030-01').map((p) => p.field)).toEqual(['endMonth']);
    expect(deductionProblems(terms({ kind: 'elderly', onlyChild: false, amount: '1500' }))).toEqual([]);
    expect(deductionProblems(terms({ kind: 'elderly', onlyChild: false, amount: '1500.01' }))).toHaveLength(
      1,
    );
    expect(deductionProblems(terms({ kind: 'seriousIllness', amount: '80000' }))).toEqual([]);
    expect(deductionProblems(terms({ kind: 'seriousIllness', amount: '80000.01' }))).toHaveLength(1);
  });

  it('refuses an end before the start', () => {
    const rent = terms({ kind: 'housingRent', cityTier: 1, startMonth: '2026-05', endMonth: '2026-04' });
    expect(deductionProblems(rent).map((p) => p.field)).toEqual(['endMonth']);
  });
});

describe('spansOverlap', () => {
  it('finds a shared month, open ends included', () => {
    const a = terms({ startMonth: '2026-01', endMonth: '2026-06' });
    expect(spansOverlap(a, terms({ startMonth: '2026-06', endMonth: null }))).toBe(true);
    expect(spansOverlap(a, terms({ startMonth: '2026-07', endMonth: '2026-12' }))).toBe(false);
    expect(spansOverlap(terms({ endMonth: null }), terms({ startMonth: '2030-01' }))).toBe(true);
  });
});
