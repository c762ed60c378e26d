/**
 * HTTP benchmark of the account endpoints against a real server on loopback (in-process, embedded
 * database unless DATABASE_URL is set). Prints JSON: requests per second for each case and its ratio
 * to the baseline (`GET /healthz`) measured in the same run, so machines can be compared by ratio.
 */
import { createHash } from 'node:crypto';
import { createTestApp } from '../../apps/server/src/test/harness.ts';
import { type Case, throughput } from './measure.ts';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

const t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000' });
await t.app.listen({ port: 0, host: '127.0.0.1' });
const { port } = t.app.server.address() as { port: number };
const base = `http://127.0.0.1:${port}`;
const md5 = (s: string) => createHash('md5').update(s).digest('hex');

const { seedDemoIfEmpty } = await import('../../apps/server/src/seed/demo.ts');
await seedDemoIfEmpty(t.deps.db);
const login = () =>
  fetch(`${base}/anon/generateToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userLoginCode: '13700000003', password: md5('Renli@2026') }),
  });
const token = ((await (await login()).json()) as { data: { access_token: string } }).data.access_token;

const cases: Case[] = [
  { name: 'healthz (baseline)', request: () => fetch(`${base}/healthz`) },
  {
    name: 'session lookup',
    request: () =>
      fetch(`${base}/companyMemberCtl/selectUserInfoByToken`, { headers: { access_token: token } }),
  },
  {
    name: 'userSig',
    request: () => fetch(`${base}/userSig/getUserSig`, { headers: { access_token: token } }),
  },
  { name: 'login (scrypt)', request: login },
];

const results = [];
for (const c of cases)
  results.push(await throughput(c, { durationMs: DURATION_MS, concurrency: CONCURRENCY }, 0));
const baseline = results[0]!.perSecond;
const summary = {
  bench: 'accounts-http',
  database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
  durationMs: DURATION_MS,
  concurrency: CONCURRENCY,
  results: results.map((r) => ({ ...r, ratioToBaseline: Number((r.perSecond / baseline).toFixed(3)) })),
};
process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
await t.close();
