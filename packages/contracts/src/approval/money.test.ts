import { describe, expect, it } from 'vitest';
import { compareDecimal, formatDecimal, parseDecimal } from './decimal.ts';
import { moneyInCapitals, sumColumn } from './money.ts';

describe('moneyInCapitals', () => {
  it.each([
    ['0', '零元整'],
    ['0.00', '零元整'],
    ['6000.50', '陆仟元伍角整'],
    ['6000.5', '陆仟元伍角整'],
    ['10', '壹拾元整'],
    ['15', '壹拾伍元整'],
    ['100005.07', '壹拾万零伍元零柒分'],
    ['1000000000.01', '壹拾亿元零壹分'],
    ['12345678901.23', '壹佰贰拾叁亿肆仟伍佰陆拾柒万捌仟玖佰零壹元贰角叁分'],
    ['1001', '壹仟零壹元整'],
    ['10010', '壹万零壹拾元整'],
    ['100100', '壹拾万零壹佰元整'],
    ['1000001', '壹佰万零壹元整'],
    ['1010', '壹仟零壹拾元整'],
    ['20001234', '贰仟万壹仟贰佰叁拾肆元整'],
    ['100000000', '壹亿元整'],
    ['100010000', '壹亿零壹万元整'],
    ['0.05', '伍分'],
    ['0.5', '伍角整'],
    ['0.55', '伍角伍分'],
    ['3.08', '叁元零捌分'],
    ['-3', '负叁元整'],
    ['-0.5', '负伍角整'],
    ['1000000000000', '壹万亿元整'],
    ['1000010000000', '壹万亿零壹仟万元整'],
    ['9999999999999.99', '玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
  ])('%s → %s', (amount, capitals) => {
    expect(moneyInCapitals(amount)).toBe(capitals);
  });

  it('rounds beyond fen and answers nothing for what is not a decimal', () => {
    expect(moneyInCapitals('1.005')).toBe('壹元零壹分');
    expect(moneyInCapitals('')).toBe('');
    expect(moneyInCapitals('12a')).toBe('');
    expect(moneyInCapitals('1e3')).toBe('');
    expect(moneyInCapitals('1,000')).toBe('');
  });
});

describe('sumColumn', () => {
  it('adds decimal strings and numbers exactly, skipping empty cells', () => {
    const rows = [{ amount: '0.10' }, { amount: '0.20' }, { amount: 1.5 }, { amount: '' }, {}];
    expect(sumColumn(rows, 'amount')).toBe('1.80');
    expect(sumColumn([], 'amount')).toBe('0.00');
    // As floats 0.1 + 0.2 is 0.30000000000000004; a thousand of them drifts further.
    expect(
      sumColumn(
        Array.from({ length: 1000 }, () => ({ a: '0.10' })),
        'a',
      ),
    ).toBe('100.00');
    expect(sumColumn([{ a: '9999999999999.99' }, { a: '0.01' }], 'a')).toBe('10000000000000.00');
  });
});

describe('decimals', () => {
  it('parses strings and numbers, refusing the rest', () => {
    expect(parseDecimal('6000.50')).toEqual({ units: 600050n, scale: 2 });
    expect(parseDecimal(' -3 ')).toEqual({ units: -3n, scale: 0 });
    expect(parseDecimal(1e21)).toEqual({ units: 10n ** 21n, scale: 0 });
    expect(parseDecimal(5e-7)).toEqual({ units: 5n, scale: 7 });
    for (const bad of ['', ' ', '1.', '.5', '1e3', 'abc', null, undefined, Number.NaN, [], {}])
      expect(parseDecimal(bad)).toBeNull();
  });

  it('compares across scales and rounds half away from zero', () => {
    const d = (text: string) => parseDecimal(text) ?? { units: 0n, scale: 0 };
    expect(compareDecimal(d('5000'), d('5000.00'))).toBe(0);
    expect(compareDecimal(d('5000.01'), d('5000'))).toBe(1);
    expect(compareDecimal(d('-1'), d('0.5'))).toBe(-1);
    expect(formatDecimal(d('2.345'), 2)).toBe('2.35');
    expect(formatDecimal(d('-2.345'), 2)).toBe('-2.35');
    expect(formatDecimal(d('2.344'), 2)).toBe('2.34');
    expect(formatDecimal(d('7'), 2)).toBe('7.00');
    expect(formatDecimal(d('0.004'), 2)).toBe('0.00');
  });
});
