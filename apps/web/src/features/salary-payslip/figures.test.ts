import type { PayslipFigure } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { formatYuan, sectionsOf } from './figures.ts';

const f = (code: string, effect: PayslipFigure['effect'], value = '1.00'): PayslipFigure => ({
  code,
  name: code,
  effect,
  value,
});

describe('sectionsOf', () => {
  it('puts earnings, deductions and the taken-off system items in their sections, without gross and net', () => {
    const sections = sectionsOf([
      f('base', 'earning'),
      f('gross', 'system'),
      f('late', 'deduction'),
      f('socialPersonal', 'system'),
      f('fundPersonal', 'system'),
      f('taxable', 'system'),
      f('tax', 'system'),
      f('meal', 'afterTaxEarning'),
      f('union', 'afterTaxDeduction'),
      f('days', 'info'),
      f('net', 'system'),
    ]);
    expect(sections.earnings.map((x) => x.code)).toEqual(['base', 'meal']);
    expect(sections.deductions.map((x) => x.code)).toEqual([
      'late',
      'socialPersonal',
      'fundPersonal',
      'tax',
      'union',
    ]);
    expect(sections.others.map((x) => x.code)).toEqual(['taxable', 'days']);
  });
});

describe('formatYuan', () => {
  it.each([
    ['8123.45', '8,123.45'],
    ['1234567.5', '1,234,567.50'],
    ['-86.1', '-86.10'],
    ['0', '0.00'],
    ['999', '999.00'],
    ['abc', 'abc'],
  ])('%s -> %s', (value, shown) => expect(formatYuan(value)).toBe(shown));
});
