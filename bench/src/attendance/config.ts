/** The attendance benchmark's knobs (docs/benchmarks.md, "Attendance") and the target of issue 20. */

const lastMonth = () => {
  const now = new Date(Date.now() + 8 * 3_600_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
};

export const CONFIG = {
  /** Staff of the bench company: 10,000 on PostgreSQL, 1,000 on the embedded PGlite. */
  staff: Number(process.env.BENCH_STAFF ?? (process.env.DATABASE_URL ? 10_000 : 1_000)),
  /** The month computed (`YYYY-MM`): last month in China by default, so every day has happened. */
  month: process.env.BENCH_MONTH ?? lastMonth(),
};

/** Issue 20: computing a month for 10,000 staff on PostgreSQL in under 60 s on this machine. */
export const TARGET_MS = 60_000;
