/** What the chat UI benchmark measures, its targets, and the env overrides for shorter runs. */

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

export const config = {
  /** Messages of the small (baseline) and the large conversation. */
  smallMessages: positiveInt('BENCH_CHAT_UI_SMALL', 100),
  largeMessages: positiveInt('BENCH_CHAT_UI_LARGE', 10_000),
  /** Sends in flight per seeding peer: the server stores them in batches. */
  seedInFlight: positiveInt('BENCH_CHAT_UI_SEED_IN_FLIGHT', 128),
  /** Timed opens of each conversation (after one untimed warm-up of each). */
  openRuns: positiveInt('BENCH_CHAT_UI_OPEN_RUNS', 5),
  /** 'View more' pages loaded while scrolling up the large conversation. */
  scrollPages: positiveInt('BENCH_CHAT_UI_PAGES', 10),
  sendRuns: positiveInt('BENCH_CHAT_UI_SENDS', 20),
  /** Any single wait on the page; a slow machine is still far below it. */
  waitMs: 60_000,
};

/** Demo staff accounts (seed/demo.ts): the viewer and the two peers writing to it. */
export const ACCOUNTS = { viewer: '13700000005', smallPeer: '13700000006', largePeer: '13700000007' };

export const TARGETS = {
  /** Median open of the 10 000-message conversation over the 100-message one. */
  openRatio10kTo100: 1.2,
  /** Largest DOM node count while scrolling over the count at the bottom: a virtualised list stays flat. */
  domNodesMaxToFirst: 1.25,
  /** p95 from Enter to the new row in the DOM. */
  sendRowP95Ms: 200,
  /** Gzipped JavaScript loaded until the workspace is shown (1 kB = 1000 bytes, as Vite prints). */
  initialJsGzipBytes: 150_000,
};

export const VIEWPORT = { width: 1366, height: 820 };

export function log(message: string) {
  process.stderr.write(`[bench:chat-ui] ${message}\n`);
}
