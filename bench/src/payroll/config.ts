/** The payroll benchmark's knobs (docs/benchmarks.md, "Payroll") and the target of issue 21. */

export const CONFIG = {
  /** Staff of the bench run: 10,000 on PostgreSQL, 1,000 on the embedded PGlite. */
  staff: Number(process.env.BENCH_STAFF ?? (process.env.DATABASE_URL ? 10_000 : 1_000)),
  // A month the demo (which calculates last month's runs) never touches.
  month: process.env.BENCH_MONTH ?? '2025-06',
};

/** Issue 21: a run of 10,000 staff with 40 items on PostgreSQL at 500 staff/s or more. */
export const TARGET_STAFF_PER_SECOND = 500;
