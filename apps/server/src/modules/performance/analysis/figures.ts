import type { GradeBand } from '@renli/contracts';
import type Decimal from 'decimal.js';
import { PerfDecimal, scoreText } from '../engine/score.ts';

// The pure figures of result analysis (docs/product/performance.md, "Result analysis"): score bins,
// means, the performance band of a grade and the nine-box grid.

/** Ten 10-point bins [0,10) … [90,100]; a total of 100 or more falls in the last, below 0 in the first. */
export function histogramOf(totals: readonly Decimal.Value[]) {
  const bins = Array.from({ length: 10 }, (_, i) => ({ from: i * 10, to: i * 10 + 10, count: 0 }));
  for (const total of totals) {
    const index = Math.min(9, Math.max(0, new PerfDecimal(total).div(10).floor().toNumber()));
    bins[index]!.count += 1;
  }
  return bins;
}

/** The mean of decimal strings as score text, or null for none. */
export function meanText(values: readonly Decimal.Value[]): string | null {
  if (values.length === 0) return null;
  return scoreText(values.reduce<Decimal>((sum, v) => sum.plus(v), new PerfDecimal(0)).div(values.length));
}

/** `part` of `whole` in percent, two decimals ("0.00" of nothing). */
export const percentText = (part: number, whole: number) =>
  whole === 0 ? '0.00' : scoreText(new PerfDecimal(part).times(100).div(whole));

/**
 * The performance band of a grade for the nine-box grid: 3 高 when its coefficient is above 1 (S, A),
 * 2 中 at exactly 1 (B), 1 低 below (C, D); null for a grade without a band.
 */
export function performanceBandOf(bands: readonly GradeBand[], grade: string | null): 1 | 2 | 3 | null {
  const band = bands.find((b) => b.grade === grade);
  if (!band) return null;
  const c = new PerfDecimal(band.coefficient);
  return c.gt(1) ? 3 : c.eq(1) ? 2 : 1;
}

/** The nine cells (performance 3…1 × potential 3…1) with their counts; people without either are left out. */
export function nineBoxOf(people: readonly { performance: number | null; potential: number | null }[]) {
  const cells: { performance: number; potential: number; count: number }[] = [];
  for (const performance of [3, 2, 1])
    for (const potential of [3, 2, 1])
      cells.push({
        performance,
        potential,
        count: people.filter((p) => p.performance === performance && p.potential === potential).length,
      });
  return cells;
}
