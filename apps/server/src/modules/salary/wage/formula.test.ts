import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { translate } from '../../../core/i18n/index.ts';
import { roundMoney } from '../rounding.ts';
import { compileFormulas, type FormulaSource } from './formula.ts';

const d = (value: string | number) => new Decimal(value);
const values = (entries: Record<string, string | number>) =>
  new Map(Object.entries(entries).map(([k, v]) => [k, d(v)]));

/** One formula `x` over the given values, as a string with all its digits. */
function calc(formula: string, given: Record<string, string | number> = {}) {
  const plan = compileFormulas([{ code: 'x', name: '结果', formula }], Object.keys(given));
  return plan.evaluate(values(given)).get('x')!.toString();
}

/** The Chinese message of what `run` throws. */
function failure(run: () => unknown) {
  try {
    run();
  } catch (error) {
    const { key, params } = error as { key: string; params: Record<string, string> };
    return translate('zh-CN', key, params);
  }
  throw new Error('expected a failure');
}

describe('formula arithmetic in decimals', () => {
  it('keeps precedence: * and / before + and -, parentheses first', () => {
    expect(calc('2 + 3 * 4')).toBe('14');
    expect(calc('(2 + 3) * 4')).toBe('20');
    expect(calc('10 - 4 - 3')).toBe('3');
    expect(calc('-2 * 3 + 1')).toBe('-5');
    expect(calc('1 + 2 > 2 and 3 < 2')).toBe('0');
  });

  it('never touches a float: 0.1 + 0.2 is 0.3', () => {
    expect(calc('0.1 + 0.2')).toBe('0.3');
    expect(calc('a * 3', { a: '1.15' })).toBe('3.45');
  });

  it('pro-rates absence exactly: (6000 + 2000) / 21.75 * 2 = 735.63 at the cent', () => {
    const plan = compileFormulas(
      [{ code: 'absence', formula: '(base + post) / payDays * absentDays', rounding: 'cent' }],
      ['base', 'post', 'payDays', 'absentDays'],
    );
    const out = plan.evaluate(values({ base: '6000', post: '2000', payDays: '21.75', absentDays: '2' }));
    // 8000 / 21.75 = 367.816091954…; × 2 = 735.632183908… → 735.63
    expect(out.get('absence')!.toFixed(2)).toBe('735.63');
  });

  it('takes the ternary and if() branches', () => {
    expect(calc('a > 5000 ? 300 : 100', { a: 6000 })).toBe('300');
    expect(calc('a > 5000 ? 300 : 100', { a: 5000 })).toBe('100');
    expect(calc('if(a >= 22, 200, 0)', { a: 22 })).toBe('200');
    expect(calc('not a', { a: 0 })).toBe('1');
    expect(calc('a == 1 or b == 1', { a: 0, b: 1 })).toBe('1');
  });

  it('runs min, max, abs, floor, ceil and round(x, n) half up', () => {
    expect(calc('min(a, 3000, 2500.5)', { a: 2600 })).toBe('2500.5');
    expect(calc('max(a - 5000, 0)', { a: 4200 })).toBe('0');
    expect(calc('abs(-12.5)')).toBe('12.5');
    expect(calc('floor(10 / 3)')).toBe('3');
    expect(calc('ceil(10 / 3)')).toBe('4');
    expect(calc('floor(-1.5)')).toBe('-2');
    expect(calc('round(2.345, 2)')).toBe('2.35');
    expect(calc('round(2.5)')).toBe('3');
    expect(calc('ceil(1.231, 2)')).toBe('1.24');
  });

  it('rounds an item by its rule before other formulas read it', () => {
    const plan = compileFormulas(
      [
        { code: 'third', formula: '100 / 3', rounding: 'cent' },
        { code: 'triple', formula: 'third * 3' },
      ],
      [],
    );
    expect(plan.evaluate(new Map()).get('triple')!.toString()).toBe('99.99');
  });
});

describe('rounding rules', () => {
  it.each([
    ['cent', '12.345', '12.35'],
    ['cent', '-12.345', '-12.35'],
    ['jiao', '12.35', '12.4'],
    ['yuan', '12.5', '13'],
    ['yuan', '12.49', '12'],
    ['jiaoUp', '12.01', '12.1'],
    ['yuanUp', '12.01', '13'],
    ['yuanUp', '12.00', '12'],
    ['yuanDown', '12.99', '12'],
  ] as const)('%s: %s → %s', (rule, value, expected) => {
    expect(roundMoney(value, rule).toString()).toBe(expected);
  });
});

describe('formula errors, in clear Chinese', () => {
  it('refuses division by zero, naming the item', () => {
    const plan = compileFormulas(
      [{ code: 'perf', name: '绩效工资', formula: 'base / days' }],
      ['base', 'days'],
    );
    expect(failure(() => plan.evaluate(values({ base: 1000, days: 0 })))).toBe('「绩效工资」的公式除以零');
  });

  it('lets the branch not taken divide by zero', () => {
    expect(calc('if(days > 0, base / days, 0)', { base: 1000, days: 0 })).toBe('0');
    expect(calc('days > 0 ? base / days : 0', { base: 1000, days: 0 })).toBe('0');
  });

  it('lists a cycle', () => {
    const items: FormulaSource[] = [
      { code: 'a', name: '甲', formula: 'b + 1' },
      { code: 'b', name: '乙', formula: 'c * 2' },
      { code: 'c', name: '丙', formula: 'a - 1' },
    ];
    expect(failure(() => compileFormulas(items, []))).toBe('工资项公式循环引用：甲 → 乙 → 丙 → 甲');
    expect(failure(() => compileFormulas([{ code: 'a', name: '甲', formula: 'a + 1' }], []))).toBe(
      '工资项公式循环引用：甲 → 甲',
    );
  });

  it('names an unknown name', () => {
    expect(failure(() => compileFormulas([{ code: 'a', name: '甲', formula: 'bonus * 2' }], ['base']))).toBe(
      '「甲」的公式引用了不存在的工资项或变量「bonus」',
    );
  });

  it('refuses syntax errors and anything outside the language', () => {
    expect(failure(() => calc('(1 + 2'))).toMatch(/^「结果」的公式写法有误/);
    expect(failure(() => calc('2 ^ 3'))).toMatch(/^「结果」的公式写法有误/);
    expect(failure(() => calc('a = 3'))).toMatch(/^「结果」的公式写法有误/);
    expect(failure(() => calc('sin(1)'))).toBe(
      '「结果」的公式使用了不支持的函数「sin」，可用：min、max、round、floor、ceil、abs、if',
    );
    expect(failure(() => calc('"text"'))).toBe('「结果」的公式使用了不支持的写法「text」');
    expect(failure(() => calc('a.b', { a: 1 }))).toBe('「结果」的公式使用了不支持的写法「.b」');
    expect(failure(() => calc('[1, 2]'))).toBe('「结果」的公式使用了不支持的写法「[]」');
    expect(failure(() => calc('min + 1'))).toBe('「结果」的公式中 min 是函数，请写成 min(…)');
    expect(failure(() => calc('if(1, 2)'))).toBe('「结果」的公式中函数 if 的参数个数不对');
    expect(failure(() => calc('round(1.5, 11)'))).toBe('「结果」的公式中保留的小数位应为 0–10 的整数');
    expect(failure(() => calc('   '))).toBe('「结果」的公式不能为空');
    expect(failure(() => calc('constructor'))).toBe(
      '「结果」的公式引用了不存在的工资项或变量「constructor」',
    );
  });

  it('says which value is missing at run time', () => {
    const plan = compileFormulas([{ code: 'a', name: '甲', formula: 'base' }], ['base']);
    expect(failure(() => plan.evaluate(new Map()))).toBe('「甲」的公式缺少「base」的值');
  });
});

describe('dependency order', () => {
  it('orders each formula after what it reads, whatever the listing order', () => {
    const plan = compileFormulas(
      [
        { code: 'net', formula: 'gross - cut' },
        { code: 'cut', formula: 'base / 10' },
        { code: 'gross', formula: 'base + cut' },
        { code: 'base', formula: null },
      ],
      [],
    );
    expect(plan.order).toEqual(['cut', 'gross', 'net']);
    expect(
      plan
        .evaluate(values({ base: 5000 }))
        .get('net')!
        .toString(),
    ).toBe('5000');
  });

  it('runs a chain of 40 items, each reading the one before', () => {
    const items: FormulaSource[] = Array.from({ length: 40 }, (_, i) => ({
      code: `i${i}`,
      formula: i === 0 ? 'seed * 1.01' : `i${i - 1} * 1.01`,
    })).reverse();
    const plan = compileFormulas(items, ['seed']);
    expect(plan.order[0]).toBe('i0');
    expect(plan.order.at(-1)).toBe('i39');
    // 100 × 1.01^40 = 148.8863734… ; forty products at 40 digits agree with it to 30 places.
    const expected = Decimal.clone({ precision: 80 }).pow('1.01', 40).times(100);
    expect(
      plan
        .evaluate(values({ seed: 100 }))
        .get('i39')!
        .toFixed(30),
    ).toBe(expected.toFixed(30));
    expect(
      plan
        .evaluate(values({ seed: 100 }))
        .get('i39')!
        .toFixed(2),
    ).toBe('148.89');
  });
});
