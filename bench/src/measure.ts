/**
 * The closed-loop timing of the HTTP benchmarks: `concurrency` clients repeat one request until the
 * duration is over, every call timed from request to the last byte of its answer.
 */

export interface Case {
  name: string;
  request: () => Promise<Response>;
}

export interface Load {
  durationMs: number;
  concurrency: number;
}

export interface LoopResult {
  name: string;
  /** Calls answered 2xx. */
  requests: number;
  failed: number;
  seconds: number;
  /** Every call's latency, answered 2xx or not. */
  latenciesMs: number[];
}

export async function closedLoop(c: Case, load: Load): Promise<LoopResult> {
  const deadline = Date.now() + load.durationMs;
  const latenciesMs: number[] = [];
  let requests = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: load.concurrency }, async () => {
      while (Date.now() < deadline) {
        const sent = performance.now();
        const res = await c.request();
        await res.arrayBuffer();
        latenciesMs.push(performance.now() - sent);
        if (res.ok) requests++;
        else failed++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { name: c.name, requests, failed, seconds, latenciesMs };
}

/** Requests per second of one case, rounded to `digits` decimals for the JSON. */
export async function throughput(c: Case, load: Load, digits: number) {
  const { name, requests, failed, seconds } = await closedLoop(c, load);
  return { name, requests, failed, perSecond: Number((requests / seconds).toFixed(digits)) };
}

/** Runs `work` on every item, `concurrency` at a time. */
export async function forEachConcurrently<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}
