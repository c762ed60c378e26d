import { TARGETS } from './config.ts';
import type { Driver } from './drivers.ts';
import { log } from './stdio.ts';
import type { StepResult } from './types.ts';

/** Send scheduler resolution; sends due in between go out together. */
const TICK_MS = 2;
/** How long a step's deliveries may still arrive after its last send before they count as late. */
const DRAIN_MS = 2_000;
/** An overloaded step leaves a backlog; the next step starts only when it is gone. */
const SETTLE_LIMIT_MS = 60_000;
/** A step is kept on schedule if its sends took at most this much longer than planned. */
const SCHEDULE_SLACK = 1.05;

/**
 * Send-to-deliver latencies of the current step. Each message's text is `<step>|<send time>` taken
 * from performance.now() in this process, so sender and receiver share one clock; deliveries of an
 * earlier step (late backlog) are not counted against the current one.
 */
export class Meter {
  private step = -1;
  latencies: number[] = [];
  lastAt = 0;

  begin(step: number) {
    this.step = step;
    this.latencies = [];
    this.lastAt = 0;
  }

  readonly deliver = (text: string) => {
    const now = performance.now();
    const bar = text.indexOf('|');
    if (Number(text.slice(0, bar)) !== this.step) return;
    this.latencies.push(now - Number(text.slice(bar + 1)));
    this.lastAt = now;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(done: () => boolean, limitMs: number): Promise<boolean> {
  const deadline = performance.now() + limitMs;
  while (!done()) {
    if (performance.now() > deadline) return false;
    await sleep(10);
  }
  return true;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] as number;
}

const round = (n: number, digits = 1) => Number(n.toFixed(digits));

/**
 * Offers `rate` sends per second for `seconds`, open loop (a slow server does not slow the sender
 * down), round-robin over the driver's slots, then waits for the deliveries. Sustained means: sent on
 * schedule, nothing refused, every delivery on time, p99 within the target.
 */
export async function runStep(
  driver: Driver,
  meter: Meter,
  step: number,
  options: { rate: number; seconds: number; recipients: number },
): Promise<StepResult> {
  const { rate, seconds, recipients } = options;
  meter.begin(step);
  const refusedBefore = driver.refusedSends();
  const total = Math.max(1, Math.round(rate * seconds));
  const start = performance.now();
  let sent = 0;
  let lastSendAt = start;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      // Send i is due at i / rate seconds after the start.
      const due = Math.min(total, Math.floor((rate * (performance.now() - start)) / 1000) + 1);
      for (; sent < due; sent++) driver.send(sent % driver.slots, `${step}|${performance.now()}`);
      lastSendAt = performance.now();
      if (sent === total) {
        clearInterval(timer);
        resolve();
      }
    }, TICK_MS);
  });
  // On schedule, the last send goes out at (total - 1) / rate: sendSeconds is then total / rate.
  const plannedSeconds = total / rate;
  const sendSeconds = Math.max(plannedSeconds, (lastSendAt - start) / 1000 + 1 / rate);
  const expected = total * recipients;
  await waitUntil(() => meter.latencies.length >= expected, DRAIN_MS);
  const onTime = meter.latencies.length;
  const activeSeconds = Math.max(plannedSeconds, (meter.lastAt - start) / 1000);
  // Wait out the backlog (late deliveries keep counting for this step), so the next step starts clean
  // and the percentiles include every delivery, however late.
  const refused = () => driver.refusedSends() - refusedBefore;
  const settled = await waitUntil(
    () => driver.inFlight() === 0 && meter.latencies.length >= (total - refused()) * recipients,
    SETTLE_LIMIT_MS,
  );
  if (!settled) log(`step ${step}: backlog still draining after ${SETTLE_LIMIT_MS} ms, moving on`);
  const sorted = Float64Array.from(meter.latencies).sort();
  const p99 = percentile(sorted, 0.99);
  return {
    offeredSendsPerSecond: round(rate, 2),
    sentPerSecond: round(total / sendSeconds, 2),
    deliveriesPerSecond: Math.round(onTime / activeSeconds),
    expected,
    onTime,
    late: sorted.length - onTime,
    lost: expected - sorted.length,
    refusedSends: refused(),
    p50Ms: round(percentile(sorted, 0.5)),
    p99Ms: round(p99),
    maxMs: round(percentile(sorted, 1)),
    sustained:
      onTime === expected &&
      refused() === 0 &&
      sendSeconds <= plannedSeconds * SCHEDULE_SLACK &&
      p99 <= TARGETS.p99Ms,
  };
}

const MAX_STEPS = 10;
/** Stop refining once the highest sustained and the lowest failed rate are this close. */
const RESOLUTION = 1.2;

/**
 * The highest sustained rate: double from `startRate` until a step fails (halve if the first fails),
 * then bisect geometrically between the best sustained and the lowest failed rate.
 */
export async function findSustainedRate(
  run: (rate: number) => Promise<StepResult>,
  startRate: number,
): Promise<{ best: StepResult | null; steps: StepResult[] }> {
  const steps: StepResult[] = [];
  let best: StepResult | null = null;
  let floor = 0;
  let ceiling = Number.POSITIVE_INFINITY;
  let rate = startRate;
  for (let i = 0; i < MAX_STEPS; i++) {
    const result = await run(rate);
    steps.push(result);
    if (result.sustained && rate > floor) {
      best = result;
      floor = rate;
    } else if (!result.sustained) {
      ceiling = Math.min(ceiling, rate);
    }
    if (ceiling === Number.POSITIVE_INFINITY) rate *= 2;
    else if (floor === 0) rate /= 2;
    else if (ceiling / floor <= RESOLUTION) break;
    else rate = Math.sqrt(floor * ceiling);
  }
  return { best, steps };
}
