/**
 * Resource-kit list benchmark (docs/modules.md, "List performance"): a company with many staff
 * records, listed through `/compStaffMember/selectPage` the ways the roster screen asks (first page,
 * a deep page, a name search, a department filter) and exported, against a real server on loopback
 * (in-process; embedded database unless DATABASE_URL is set). Prints JSON: requests per second per
 * case and its ratio to the baseline (`GET /healthz`) measured in the same run.
 */
import { createHash } from 'node:crypto';
import { like, sql } from 'drizzle-orm';
import { companyStaff } from '../../../apps/server/src/modules/staff/schema.ts';
import { createTestApp } from '../../../apps/server/src/test/harness.ts';
import { type Case, throughput } from '../measure.ts';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const STAFF = Number(process.env.BENCH_STAFF ?? 20_000);

const t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000' });
await t.app.listen({ port: 0, host: '127.0.0.1' });
const { port } = t.app.server.address() as { port: number };
const base = `http://127.0.0.1:${port}`;
const md5 = (s: string) => createHash('md5').update(s).digest('hex');

const { seedDemoIfEmpty } = await import('../../../apps/server/src/seed/demo.ts');
const { DEMO_PASSWORD, DEMO_COMPANY } = await import('../../../apps/server/src/seed/demo-data.ts');
await seedDemoIfEmpty(t.deps.db);
const answer = await fetch(`${base}/anon/generateToken`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ userLoginCode: DEMO_COMPANY.loginCode, password: md5(DEMO_PASSWORD) }),
});
const token = ((await answer.json()) as { data: { access_token: string } }).data.access_token;

// STAFF logins and staff records in the demo company, spread over its departments, in one statement each.
const seeded = performance.now();
await t.deps.db.execute(sql`
  insert into users (login_code, password_hash, user_type, user_name)
  select 'bench' || n || '@renli.local', 'x', 1, '员工' || n from generate_series(1, ${STAFF}) n`);
await t.deps.db.execute(sql`
  insert into company_staff (comp_id, user_id, staff_name, dept_id, employee_type, job_no)
  select c.id, u.id, u.user_name, d.id, 1 + (u.id % 2), 'B' || u.id
  from users u
  cross join lateral (select id from companies order by id limit 1) c
  cross join lateral (
    select id from departments where comp_id = c.id order by (id + u.id) % 7 limit 1
  ) d
  where u.login_code like 'bench%'`);
const seedMs = Math.round(performance.now() - seeded);

const post = (path: string, body: unknown) => () =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', access_token: token },
    body: JSON.stringify(body),
  });
const [someone] = await t.deps.db
  .select({ deptId: companyStaff.deptId })
  .from(companyStaff)
  .where(like(companyStaff.jobNo, 'B%'))
  .limit(1);
const deptId = someone?.deptId;

const cases: Case[] = [
  { name: 'healthz (baseline)', request: () => fetch(`${base}/healthz`) },
  {
    name: 'roster page 1 (default order)',
    request: post('/compStaffMember/selectPage', { pageNum: 1, pageSize: 20 }),
  },
  {
    name: 'roster page 500 (deep offset)',
    request: post('/compStaffMember/selectPage', { pageNum: 500, pageSize: 20 }),
  },
  {
    name: 'roster name search',
    request: post('/compStaffMember/selectPage', { pageNum: 1, pageSize: 20, searchText: '员工1234' }),
  },
  {
    name: 'roster department filter',
    request: post('/compStaffMember/selectPage', { pageNum: 1, pageSize: 20, deptId }),
  },
  {
    name: 'roster sorted by name',
    request: post('/compStaffMember/selectPage', {
      pageNum: 1,
      pageSize: 20,
      sortField: 'staffName',
      sortOrder: 'ascend',
    }),
  },
];

const results = [];
for (const c of cases)
  results.push(await throughput(c, { durationMs: DURATION_MS, concurrency: CONCURRENCY }, 1));
const baseline = results[0]!.perSecond;
const summary = {
  bench: 'resource-lists',
  database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
  staff: STAFF,
  seedMs,
  durationMs: DURATION_MS,
  concurrency: CONCURRENCY,
  results: results.map((r) => ({ ...r, ratioToBaseline: Number((r.perSecond / baseline).toFixed(4)) })),
};
process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
await t.close();
