import { describe, expect, it } from 'vitest';
import { TEST_TEMPLATE } from '../test-world.ts';
import { histogramOf, meanText, nineBoxOf, percentText, performanceBandOf } from './figures.ts';

describe('result analysis figures', () => {
  it('bins totals by 10 points; 100 joins the last bin, 89.99 stays in [80,90)', () => {
    const bins = histogramOf(['0', '9.99', '10', '89.99', '90', '100', '104']);
    expect(bins.map((b) => b.count)).toEqual([2, 1, 0, 0, 0, 0, 0, 0, 1, 3]);
    expect(bins[9]).toEqual({ from: 90, to: 100, count: 3 });
  });

  it('means and percents: (84.52 + 71.2 + 90) ÷ 3 = 81.91; 2 of 3 = 66.67 %', () => {
    expect(meanText(['84.52', '71.2', '90'])).toBe('81.91');
    expect(meanText([])).toBeNull();
    expect(percentText(2, 3)).toBe('66.67');
    expect(percentText(0, 0)).toBe('0.00');
  });

  it('maps grades to performance bands by coefficient: S 1.5 and A 1.2 high, B 1 mid, C 0.8 and D 0 low', () => {
    expect(['S', 'A', 'B', 'C', 'D', 'X'].map((g) => performanceBandOf(TEST_TEMPLATE.bands, g))).toEqual([
      3,
      3,
      2,
      1,
      1,
      null,
    ]);
  });

  it('counts the nine-box cells, high performance × high potential first', () => {
    const cells = nineBoxOf([
      { performance: 3, potential: 3 },
      { performance: 3, potential: 3 },
      { performance: 2, potential: 1 },
      { performance: 1, potential: null },
    ]);
    expect(cells).toHaveLength(9);
    expect(cells[0]).toEqual({ performance: 3, potential: 3, count: 2 });
    expect(cells.find((c) => c.performance === 2 && c.potential === 1)?.count).toBe(1);
    expect(cells.reduce((n, c) => n + c.count, 0)).toBe(3);
  });
});
