import { percentile, ratio, round } from '../chat-ui/stats.ts';
import type { LoopResult } from '../measure.ts';
import type { RosterCase } from './index.ts';

/** Count and latency percentiles of one case, in ms. */
function latencies(result: LoopResult) {
  const values = result.latenciesMs;
  return {
    requests: result.requests,
    failed: result.failed,
    p50Ms: round(percentile(values, 50)),
    p95Ms: round(percentile(values, 95)),
    p99Ms: round(percentile(values, 99)),
    maxMs: round(Math.max(...values)),
  };
}

/** The baseline, every case against it with its target, and whether every target is met. */
export function summarise(healthz: LoopResult, measured: { case: RosterCase; result: LoopResult }[]) {
  const baseline = latencies(healthz);
  const cases = measured.map(({ case: c, result }) => {
    const figures = latencies(result);
    return {
      name: c.name,
      body: c.body,
      ...figures,
      p99RatioToHealthz: ratio(figures.p99Ms, baseline.p99Ms),
      targetP99Ms: c.targetP99Ms,
      targetMet: c.targetP99Ms === null ? null : figures.failed === 0 && figures.p99Ms <= c.targetP99Ms,
    };
  });
  return {
    baseline: { name: healthz.name, ...baseline },
    cases,
    targetMet: cases.every((c) => c.targetMet !== false),
  };
}
