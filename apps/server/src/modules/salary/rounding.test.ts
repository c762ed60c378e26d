import { ROUNDING_RULES, type RoundingRule } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { moneyText, roundMoney } from './rounding.ts';

const round = (value: string, rule: RoundingRule) => moneyText(roundMoney(value, rule));

describe('roundMoney (docs/product/salary.md, "Money and rounding")', () => {
  // value, then the expected result of each rule in ROUNDING_RULES order: cent, jiao, yuan, jiaoUp, yuanUp, yuanDown.
  const table: [string, string[]][] = [
    ['12.01', ['12.01', '12.00', '12.00', '12.10', '13.00', '12.00']],
    ['12.005', ['12.01', '12.00', '12.00', '12.10', '13.00', '12.00']],
    ['12.004', ['12.00', '12.00', '12.00', '12.10', '13.00', '12.00']],
    ['12.05', ['12.05', '12.10', '12.00', '12.10', '13.00', '12.00']],
    ['12.50', ['12.50', '12.50', '13.00', '12.50', '13.00', '12.00']],
    ['12.4999', ['12.50', '12.50', '12.00', '12.50', '13.00', '12.00']],
    ['19.4', ['19.40', '19.40', '19.00', '19.40', '20.00', '19.00']],
    ['800', ['800.00', '800.00', '800.00', '800.00', '800.00', '800.00']],
    ['0', ['0.00', '0.00', '0.00', '0.00', '0.00', '0.00']],
    // Negatives (refunds) round by size with their sign kept.
    ['-12.01', ['-12.01', '-12.00', '-12.00', '-12.10', '-13.00', '-12.00']],
    ['-12.005', ['-12.01', '-12.00', '-12.00', '-12.10', '-13.00', '-12.00']],
    ['-12.5', ['-12.50', '-12.50', '-13.00', '-12.50', '-13.00', '-12.00']],
    ['-0.004', ['0.00', '0.00', '0.00', '-0.10', '-1.00', '0.00']],
  ];
  for (const [value, expected] of table)
    it(`rounds ${value} by every rule`, () => {
      expect(ROUNDING_RULES.map((rule) => round(value, rule))).toEqual(expected);
    });

  it('rounds 大病 12.01 up to 13 (yuanUp) and half a cent up (cent)', () => {
    expect(round('12.01', 'yuanUp')).toBe('13.00');
    expect(round('25.865', 'cent')).toBe('25.87');
  });
});
