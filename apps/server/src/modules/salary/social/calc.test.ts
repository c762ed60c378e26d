import type { ItemRule } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { clampBase, computeLines, sumMoney, versionIn } from './calc.ts';

const rule = (
  item: ItemRule['item'],
  companyRate: string,
  personalRate: string,
  extra: Partial<ItemRule> = {},
): ItemRule => ({
  item,
  companyRate,
  personalRate,
  companyFixed: '0',
  personalFixed: '0',
  rounding: 'cent',
  ...extra,
});

// 上海 2024 figures of the platform dictionary: base 7,460–37,302, pension 16 % / 8 %.
const shanghai = {
  effectiveFrom: '2025-07',
  baseMin: '7460',
  baseMax: '37302',
  items: [
    rule('pension', '16', '8'),
    rule('medical', '9', '2'),
    rule('unemployment', '0.5', '0.5'),
    rule('injury', '0.26', '0'),
    rule('maternity', '1', '0'),
  ],
};

describe('contribution arithmetic', () => {
  it('charges 上海 pension 16 % / 8 % of a 10,000 base as 1,600.00 / 800.00', () => {
    const lines = computeLines('10000', shanghai);
    expect(lines[0]).toEqual({
      item: 'pension',
      base: '10000.00',
      companyRate: '16',
      personalRate: '8',
      company: '1600.00',
      personal: '800.00',
    });
    expect(lines.map((l) => [l.item, l.company, l.personal])).toEqual([
      ['pension', '1600.00', '800.00'],
      ['medical', '900.00', '200.00'],
      ['unemployment', '50.00', '50.00'],
      ['injury', '26.00', '0.00'],
      ['maternity', '100.00', '0.00'],
    ]);
    expect(sumMoney(lines.map((l) => l.company))).toBe('2676.00');
    expect(sumMoney(lines.map((l) => l.personal))).toBe('1050.00');
  });

  it('raises a base of 3,000 to the floor of 7,460 and lowers 50,000 to the ceiling', () => {
    expect(clampBase('3000', '7460', '37302')).toMatchObject({ clamped: 'floor' });
    expect(clampBase('3000', '7460', '37302').base.toFixed(2)).toBe('7460.00');
    expect(clampBase('50000', '7460', '37302').base.toFixed(2)).toBe('37302.00');
    expect(clampBase('37302', '7460', '37302').clamped).toBeNull();
    const [pension] = computeLines('3000', shanghai);
    expect(pension).toMatchObject({ base: '7460.00', company: '1193.60', personal: '596.80' });
  });

  it('adds a fixed amount and rounds by the item’s rule (北京 大病 3 yuan; yuanUp 12.01 -> 13)', () => {
    const illness = rule('seriousIllness', '0', '0', { personalFixed: '3', rounding: 'cent' });
    const [line] = computeLines('8000', { ...shanghai, items: [illness] });
    expect(line).toMatchObject({ company: '0.00', personal: '3.00' });
    // 8,005 × 0.15 % = 12.0075: to the cent 12.01, any remainder to the yuan 13.
    const cent = rule('seriousIllness', '0.15', '0');
    const up = rule('seriousIllness', '0.15', '0', { rounding: 'yuanUp' });
    expect(computeLines('8005', { ...shanghai, items: [cent] })[0]!.company).toBe('12.01');
    expect(computeLines('8005', { ...shanghai, items: [up] })[0]!.company).toBe('13.00');
    // 上海 injury 0.26 % of 7,777.77 = 20.222202: cent 20.22, jiaoUp 20.30, yuanDown 20.
    const injury = (rounding: ItemRule['rounding']) =>
      computeLines('7777.77', { ...shanghai, items: [rule('injury', '0.26', '0', { rounding })] })[0]!
        .company;
    expect([injury('cent'), injury('jiaoUp'), injury('yuanDown')]).toEqual(['20.22', '20.30', '20.00']);
  });

  it('finds the version in force in a month', () => {
    const versions = [
      { effectiveFrom: '2024-07' },
      { effectiveFrom: '2025-07' },
      { effectiveFrom: '2025-01' },
    ];
    expect(versionIn(versions, '2024-06')).toBeUndefined();
    expect(versionIn(versions, '2024-07')?.effectiveFrom).toBe('2024-07');
    expect(versionIn(versions, '2025-06')?.effectiveFrom).toBe('2025-01');
    expect(versionIn(versions, '2026-03')?.effectiveFrom).toBe('2025-07');
  });
});
