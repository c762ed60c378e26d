/**
 * Approval engine benchmark (issue 18; docs/benchmarks.md, "Approvals"): a real server in-process on
 * loopback (embedded PGlite, or a throw-away database on DATABASE_URL) with the demo company, a
 * published five-node template and BENCH_HISTORY instances already in the tables; then BENCH_INSTANCES
 * are submitted and approved through every node over HTTP with the people's own tokens. Prints JSON:
 * instances per second and count/p50/p95/p99/max per action, each p99 against `GET /healthz`'s
 * measured in the same run, and whether every p99 is within 50 ms. Progress goes to stderr.
 */
import { inArray, sql } from 'drizzle-orm';
import { approvalInstances } from '../../../apps/server/src/modules/approval/schema.ts';
import { createTestApp, type TestApp } from '../../../apps/server/src/test/harness.ts';
import { round } from '../chat-ui/stats.ts';
import { loadAverageNow, machineInfo } from '../machine.ts';
import { closedLoop } from '../measure.ts';
import { createClient } from './client.ts';
import { CONFIG, TARGET_P99_MS } from './config.ts';
import { seedHistory } from './history.ts';
import { actionReport, latencySummary, queryRows, tableSizes } from './report.ts';
import { runInstances } from './run.ts';
import { prepare } from './setup.ts';

const progress = (line: string) => process.stderr.write(`approval bench: ${line}\n`);

async function benchmark(t: TestApp, loadAverageAtStart: number) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  const client = createClient(`http://127.0.0.1:${port}`);
  const db = t.deps.db;
  const bench = await prepare(t, client);

  progress(`seeding ${CONFIG.history} historical instances`);
  const seeded = performance.now();
  await seedHistory(db, {
    compId: bench.compId,
    templateId: bench.template.id,
    versionId: bench.template.currentVersionId!,
    flow: bench.flow,
    initiators: bench.staff,
    count: CONFIG.history,
  });
  const seedMs = Math.round(performance.now() - seeded);
  const tablesBefore = await tableSizes(db);
  progress(`seeded in ${seedMs} ms: ${JSON.stringify(tablesBefore.rows)}; measuring /healthz`);

  const healthz = await closedLoop(
    { name: 'healthz (baseline)', request: () => fetch(`http://127.0.0.1:${port}/healthz`) },
    { durationMs: CONFIG.baselineMs, concurrency: CONFIG.concurrency },
  );
  const baseline = latencySummary(healthz.latenciesMs);

  progress(`running ${CONFIG.instances} instances through ${bench.approvals.length} approvals`);
  const started = performance.now();
  const { ids, phases } = await runInstances({
    client,
    concurrency: CONFIG.concurrency,
    instances: CONFIG.instances,
    templateId: bench.template.id,
    initiatorToken: bench.initiatorToken,
    approvals: bench.approvals,
    tokens: bench.tokens,
  });
  const seconds = (performance.now() - started) / 1000;

  const ended = await db
    .select({ id: approvalInstances.id, state: approvalInstances.state })
    .from(approvalInstances)
    .where(inArray(approvalInstances.id, ids));
  const notApproved = ended.filter((row) => row.state !== 'approved');
  if (ended.length !== CONFIG.instances || notApproved.length > 0)
    throw new Error(`not every instance ended approved: ${JSON.stringify(notApproved.slice(0, 10))}`);

  const [version] = await queryRows<{ v: string }>(db, sql`select version() as v`);
  const { actions, targetMet } = actionReport(client.latencies, baseline.p99Ms);
  return {
    bench: 'approval-engine',
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    databaseVersion: version?.v ?? '',
    instances: CONFIG.instances,
    history: CONFIG.history,
    concurrency: CONFIG.concurrency,
    flow: {
      nodes: bench.approverNodes.map((n) => ({ id: n.id, mode: n.mode, approvers: n.userIds.length })),
      approvalsPerInstance: bench.approvals.length,
      callsPerInstance: 1 + bench.approvals.length * 3,
    },
    seedMs,
    tables: { before: tablesBefore, after: await tableSizes(db) },
    seconds: round(seconds, 2),
    instancesPerSecond: round(CONFIG.instances / seconds, 2),
    phases: phases.map((p) => ({ ...p, seconds: round(p.seconds, 2) })),
    baseline: { name: healthz.name, requests: healthz.requests, failed: healthz.failed, ...baseline },
    actions,
    targetP99Ms: TARGET_P99_MS,
    targetMet,
    everyInstanceApproved: true,
    machine: machineInfo(loadAverageAtStart),
  };
}

const loadAverageAtStart = loadAverageNow();
const t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000' });
try {
  process.stdout.write(`${JSON.stringify(await benchmark(t, loadAverageAtStart), null, 2)}\n`);
} finally {
  // Drops the throw-away database on DATABASE_URL even when the run failed.
  await t.close();
}
