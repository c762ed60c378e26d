/** What the first-paint benchmark measures, its targets (issue 16, item 8) and the env overrides. */

import { DEMO_PASSWORD } from '../../../e2e/support/chat.ts';

const runs = Number(process.env.BENCH_FIRST_PAINT_RUNS ?? 5);
if (!Number.isInteger(runs) || runs <= 0)
  throw new Error('BENCH_FIRST_PAINT_RUNS must be a positive integer');

export const config = {
  /** Timed cold loads of each page (a fresh browser context each: empty cache and storage). */
  runs,
  /** Any single wait on the page; a slow machine is still far below it. */
  waitMs: 60_000,
};

/** The demo company account (seed/demo.ts): it lands on the workbench console. */
export const ACCOUNT = { loginCode: 'demo@renli.local', password: DEMO_PASSWORD };

export const VIEWPORT = { width: 1366, height: 820 };

export const TARGETS = {
  /** Median time from the login click until the shell is painted. */
  shellAfterLoginMs: 1000,
  /** Median requests of a cold landing page until the network is idle. */
  landingRequests: 40,
  /** Median time from navigation until the landing page's headline is painted. */
  landingFirstTextMs: 1000,
};

export function log(message: string) {
  process.stderr.write(`[bench:first-paint] ${message}\n`);
}
