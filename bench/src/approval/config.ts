/** The approval benchmark's knobs (docs/benchmarks.md, "Approvals") and the target of issue 18. */
export const CONFIG = {
  /** Instances submitted and advanced through the flow while timed. */
  instances: Number(process.env.BENCH_INSTANCES ?? 1000),
  /** Finished and running instances already in the tables before the timed run. */
  history: Number(process.env.BENCH_HISTORY ?? 100_000),
  /** Calls in flight at once (also the /healthz baseline's). */
  concurrency: Number(process.env.BENCH_CONCURRENCY ?? 8),
  /** How long the `/healthz` baseline is measured. */
  baselineMs: Number(process.env.BENCH_DURATION_MS ?? 3000),
};

/** Issue 18: p99 of every action within 50 ms with 100,000 instances in the table. */
export const TARGET_P99_MS = 50;

/** The page the 待我审批 screen asks for (apps/web's approval lists read 50 rows). */
export const TODO_PAGE_SIZE = 50;
