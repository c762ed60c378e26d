/**
 * Child process: the load generator. Connects one client per user to the chat server or the relay,
 * warms up, then searches the highest sustained send rate (steps.ts) and prints a `LoadResult`.
 * Chat and relay are driven by this same code; only the driver differs.
 */
import { chatDriver, relayDriver } from './drivers.ts';
import { done, log, onStopRequest, readInput, reply } from './stdio.ts';
import { findSustainedRate, Meter, runStep } from './steps.ts';
import type { LoadJob, LoadResult } from './types.ts';

/** First offered rate, in deliveries per second, whatever the fan-out. */
const START_DELIVERIES_PER_SECOND = 1000;

const job = await readInput<LoadJob>();
const sizes = new Set(job.rooms.map((r) => r.members.length));
if (sizes.size !== 1) throw new Error('every room of a case must have the same size');
const recipients = [...sizes][0]! - 1;
const label = `${job.caseName}/${job.system}`;

const meter = new Meter();
const driver = await (job.system === 'chat' ? chatDriver : relayDriver)(job, meter.deliver);
onStopRequest(async () => driver.close());
log(`${label}: ${job.users.length} clients connected, ${job.rooms.length} conversations`);

let step = 0;
const startRate = START_DELIVERIES_PER_SECOND / recipients;
// JIT, lazily created C2C threads and first-use caches would otherwise land on the first step.
await runStep(driver, meter, step++, { rate: startRate, seconds: 1, recipients });

const { best, steps } = await findSustainedRate(async (rate) => {
  const result = await runStep(driver, meter, step++, { rate, seconds: job.stepSeconds, recipients });
  log(
    `${label}: offered ${result.offeredSendsPerSecond}/s -> ${result.deliveriesPerSecond} deliveries/s, ` +
      `p50 ${result.p50Ms} p99 ${result.p99Ms} max ${result.maxMs} ms, late ${result.late}, ` +
      `lost ${result.lost}, refused ${result.refusedSends}: ${result.sustained ? 'sustained' : 'not sustained'}`,
  );
  return result;
}, startRate);

driver.close();
reply({
  system: job.system,
  caseName: job.caseName,
  clients: job.users.length,
  recipientsPerMessage: recipients,
  best,
  steps,
} satisfies LoadResult);
done();
