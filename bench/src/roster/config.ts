/** The roster benchmark's knobs (docs/benchmarks.md, "Roster") and the targets of issue 19. */
export const CONFIG = {
  /** Employments seeded into the demo company. */
  staff: Number(process.env.BENCH_STAFF ?? 50_000),
  /** How long each case (and the `/healthz` baseline) runs. */
  durationMs: Number(process.env.BENCH_DURATION_MS ?? 5000),
  /** Calls in flight at once: one by default, a person paging their roster. */
  concurrency: Number(process.env.BENCH_CONCURRENCY ?? 1),
  /** `1`: also print EXPLAIN (ANALYZE, BUFFERS) of each case's page and count queries to stderr. */
  explain: process.env.BENCH_EXPLAIN === '1',
};

/** Issue 19: a filtered, paged roster within 100 ms at p99, the roster as of another day within 200 ms. */
export const TARGET_PAGED_P99_MS = 100;
export const TARGET_AS_OF_P99_MS = 200;

/** The page the roster screen asks for. */
export const PAGE_SIZE = 20;
