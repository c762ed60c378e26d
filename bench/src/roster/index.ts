/**
 * Roster benchmark (issue 19; docs/benchmarks.md, "Roster"): a real server in-process on loopback
 * (embedded PGlite, or a throw-away database on DATABASE_URL) with the demo company and 50,000
 * employments seeded straight into the tables; then `/staffRoster/selectPage` the ways the screen
 * asks (first page, a division's departments, a name search, sorted by entry date, a deep page, as of
 * a year ago) and the statistics, each for BENCH_DURATION_MS, against `GET /healthz` measured in the
 * same run. Prints JSON: p50/p95/p99/max per case, p99 against the baseline's, and the targets
 * (paged p99 ≤ 100 ms, as-of p99 ≤ 200 ms). Progress (and with BENCH_EXPLAIN=1 the plans) on stderr.
 */
import { createHash } from 'node:crypto';
import { staffRosterEndpoints as api, type RosterPage } from '@renli/contracts';
import { sql } from 'drizzle-orm';
import { chinaToday } from '../../../apps/server/src/core/china-time.ts';
import { DEMO_COMPANY, DEMO_PASSWORD } from '../../../apps/server/src/seed/demo-data.ts';
import { createTestApp, type TestApp } from '../../../apps/server/src/test/harness.ts';
import { queryRows } from '../approval/report.ts';
import { loadAverageNow, machineInfo } from '../machine.ts';
import { closedLoop } from '../measure.ts';
import { CONFIG, PAGE_SIZE, TARGET_AS_OF_P99_MS, TARGET_PAGED_P99_MS } from './config.ts';
import { explainCases } from './explain.ts';
import { summarise } from './report.ts';
import { seedRoster } from './seed.ts';

const progress = (line: string) => process.stderr.write(`roster bench: ${line}\n`);
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** One way the screen asks, and the p99 it must keep (none: measured for the record only). */
export interface RosterCase {
  name: string;
  path: string;
  body: Record<string, unknown>;
  targetP99Ms: number | null;
}

async function benchmark(t: TestApp, loadAverageAtStart: number) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;
  const db = t.deps.db;
  const { seedDemoIfEmpty } = await import('../../../apps/server/src/seed/demo.ts');
  await seedDemoIfEmpty(db);
  const [company] = await queryRows<{ id: number }>(db, sql`select id from companies order by id limit 1`);
  const compId = Number(company!.id);
  const today = chinaToday();

  progress(`seeding ${CONFIG.staff} employments`);
  const seeded = performance.now();
  await seedRoster(db, compId, CONFIG.staff, today);
  const seedMs = Math.round(performance.now() - seeded);
  const [rows] = await queryRows<{ staff: string; versions: string; departments: string }>(
    db,
    sql`select (select count(*) from staff_archives where comp_id = ${compId}) as staff,
      (select count(*) from staff_job_versions where comp_id = ${compId}) as versions,
      (select count(*) from departments where comp_id = ${compId}) as departments`,
  );
  progress(`seeded in ${seedMs} ms: ${JSON.stringify(rows)}`);
  const [division] = await queryRows<{ id: number }>(
    db,
    sql`select id from departments where comp_id = ${compId} and name = '事业部1'`,
  );

  const login = await fetch(`${base}/anon/generateToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userLoginCode: DEMO_COMPANY.loginCode, password: md5(DEMO_PASSWORD) }),
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', access_token: token },
      body: JSON.stringify(body),
    });

  const yearAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 365 * 86_400_000).toISOString().slice(0, 10);
  const page = api.selectPage.path;
  const paged = TARGET_PAGED_P99_MS;
  // Half-way down the roster: the offset a person jumping pages reaches.
  const deepPage = Math.max(1, Math.floor(CONFIG.staff / PAGE_SIZE / 2));
  const cases: RosterCase[] = [
    { name: 'first page', path: page, body: { pageNum: 1, pageSize: PAGE_SIZE }, targetP99Ms: paged },
    {
      name: 'department subtree (事业部1, 10 departments)',
      path: page,
      body: { pageNum: 1, pageSize: PAGE_SIZE, deptId: Number(division!.id) },
      targetP99Ms: paged,
    },
    {
      name: 'search by name',
      path: page,
      body: { pageNum: 1, pageSize: PAGE_SIZE, searchText: '王伟' },
      targetP99Ms: paged,
    },
    {
      name: 'sorted by entry date',
      path: page,
      body: { pageNum: 1, pageSize: PAGE_SIZE, sortField: 'entryDate', sortOrder: 'ascend' },
      targetP99Ms: paged,
    },
    {
      name: `deep page (${deepPage})`,
      path: page,
      body: { pageNum: deepPage, pageSize: PAGE_SIZE },
      targetP99Ms: paged,
    },
    {
      name: 'contract ending within 30 days',
      path: page,
      body: { pageNum: 1, pageSize: PAGE_SIZE, contractEndingWithin: 30 },
      targetP99Ms: paged,
    },
    {
      name: 'as of a year ago',
      path: page,
      body: { pageNum: 1, pageSize: PAGE_SIZE, asOf: yearAgo },
      targetP99Ms: TARGET_AS_OF_P99_MS,
    },
    { name: 'statistics (today)', path: api.stats.path, body: {}, targetP99Ms: null },
  ];

  // Every case answers before it is timed: a benchmark of refusals is void.
  const checked: Record<string, number> = {};
  for (const c of cases) {
    const res = await post(c.path, c.body);
    const envelope = (await res.json()) as { code: number; message: string; data: RosterPage };
    if (envelope.code !== 200) throw new Error(`${c.name}: ${res.status} ${envelope.message}`);
    if ('total' in envelope.data) {
      if (envelope.data.list.length === 0) throw new Error(`${c.name}: an empty page`);
      checked[c.name] = envelope.data.total;
    }
  }
  progress(`rows matching: ${JSON.stringify(checked)}`);
  if (CONFIG.explain) await explainCases(db, compId, today, cases, progress);

  const load = { durationMs: CONFIG.durationMs, concurrency: CONFIG.concurrency };
  progress('measuring /healthz');
  const healthz = await closedLoop(
    { name: 'healthz (baseline)', request: () => fetch(`${base}/healthz`) },
    load,
  );
  const measured = [];
  for (const c of cases) {
    progress(`measuring ${c.name}`);
    measured.push({
      case: c,
      result: await closedLoop({ name: c.name, request: () => post(c.path, c.body) }, load),
    });
  }
  const [version] = await queryRows<{ v: string }>(db, sql`select version() as v`);
  return {
    bench: 'roster',
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    databaseVersion: version?.v ?? '',
    rows: {
      staff: Number(rows!.staff),
      versions: Number(rows!.versions),
      departments: Number(rows!.departments),
    },
    rowsMatching: checked,
    seedMs,
    durationMs: CONFIG.durationMs,
    concurrency: CONFIG.concurrency,
    ...summarise(healthz, measured),
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
