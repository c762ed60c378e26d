/** Small statistics over timings; every figure is rounded for the JSON. */

export const round = (n: number, digits = 1) => Number(n.toFixed(digits));

export const ratio = (a: number, b: number) => (b > 0 ? round(a / b, 3) : null);

/** Nearest-rank percentile (p in 0..100) of a non-empty list. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Median, p95, min and max of timings in ms, plus the runs themselves. */
export function summary(values: number[]) {
  return {
    medianMs: round(median(values)),
    p95Ms: round(percentile(values, 95)),
    minMs: round(Math.min(...values)),
    maxMs: round(Math.max(...values)),
    runsMs: values.map((v) => round(v)),
  };
}
