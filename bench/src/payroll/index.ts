/**
 * Payroll benchmark (issue 21; docs/benchmarks.md, "Payroll"): a run of 10,000 staff (1,000 on
 * PGlite; BENCH_STAFF) with 40 wage items — 20 fixed (some pro-rated by a mid-month entry), 10 HR
 * inputs, 8 formulas, gross and net — calculated by the payroll pipeline (one compiled plan) and its
 * lines written in bulk (jsonb_to_recordset), against a plain SELECT of the written lines as the
 * baseline. Prints JSON with staff/s, the ratio and the target (≥ 500 staff/s); progress on stderr.
 *
 * The run's inputs are built in memory in the shape the wage, social and tax parts answer
 * (`gatherRun`), so the numbers measure the pipeline (the real formula and tax engines) and the writes.
 */

import { sql } from 'drizzle-orm';
import type { Database } from '../../../apps/server/src/db/client.ts';
import type { gatherRun } from '../../../apps/server/src/modules/salary/payroll/runs.ts';
import { openTestDatabase } from '../../../apps/server/src/test/database.ts';
import { queryRows } from '../approval/report.ts';
import { loadAverageNow, machineInfo } from '../machine.ts';
import { CONFIG, TARGET_STAFF_PER_SECOND } from './config.ts';
import { benchGroup, benchMembers, seedPayrollStaff } from './seed.ts';

const progress = (line: string) => process.stderr.write(`payroll bench: ${line}\n`);
const round = (ms: number) => Math.round(ms);

async function timed<T>(work: () => Promise<T> | T): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

async function benchmark(db: Database, loadAverageAtStart: number) {
  const { seedDemoIfEmpty } = await import('../../../apps/server/src/seed/demo.ts');
  await seedDemoIfEmpty(db);
  const [company] = await queryRows<{ id: number }>(db, sql`select id from companies order by id limit 1`);
  const compId = Number(company!.id);

  progress(`seeding ${CONFIG.staff} staff`);
  const seed = await timed(() => seedPayrollStaff(db, compId, CONFIG.staff, CONFIG.month));
  const staffIds = seed.value;
  const runs = await import('../../../apps/server/src/modules/salary/payroll/runs.ts');
  const { payrollRuns } = await import('../../../apps/server/src/modules/salary/payroll/schema.ts');
  const group = benchGroup();
  const [run] = await db
    .insert(payrollRuns)
    .values({ compId, month: CONFIG.month, groupId: group.id, name: '基准薪资组', employeeType: 1 })
    .returning();

  const members = benchMembers(staffIds, CONFIG.month);
  const gathered: Awaited<ReturnType<typeof gatherRun>> = {
    group,
    members,
    attendance: { locked: true, staff: new Map() },
    coefficients: new Map(),
    contributions: new Map(
      staffIds.map((staffId) => [
        staffId,
        {
          staffId,
          socialCompany: '2600.00',
          socialPersonal: '1050.00',
          fundCompany: '840.00',
          fundPersonal: '840.00',
          lines: [],
        },
      ]),
    ),
    special: new Map(staffIds.map((staffId) => [staffId, '2000.00'])),
    priors: new Map(),
    facts: new Map(
      staffIds.map((staffId) => [
        staffId,
        { staffName: '', jobNo: null, deptId: null, employeeType: 1, entryDate: '2020-01-01', status: 2 },
      ]),
    ),
    entered: new Map(staffIds.map((staffId, n) => [staffId, { in0: String(100 + (n % 50)), in3: '88.50' }])),
  };

  progress('calculating (warm-up on 100 people)');
  runs.computeRun(CONFIG.month, { ...gathered, members: members.slice(0, 100) });
  const compute = await timed(() => runs.computeRun(CONFIG.month, gathered));
  progress(`calculated ${compute.value.length} lines in ${round(compute.ms)} ms; writing`);
  const write = await timed(() => db.transaction((tx) => runs.writeLines(tx, compId, run!, compute.value)));
  progress(`wrote them in ${round(write.ms)} ms; selecting them back (baseline)`);
  const baseline = await timed(() =>
    queryRows(db, sql`select * from payroll_lines where run_id = ${run!.id}`),
  );
  const totalMs = compute.ms + write.ms;
  const [version] = await queryRows<{ v: string }>(db, sql`select version() as v`);
  const staffPerSecond = Math.round(staffIds.length / (totalMs / 1000));
  return {
    bench: 'payroll',
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    databaseVersion: version?.v ?? '',
    month: CONFIG.month,
    staff: staffIds.length,
    items: group.items.length,
    seedMs: round(seed.ms),
    computeMs: round(compute.ms),
    writeMs: round(write.ms),
    staffPerSecond,
    baseline: { name: 'select the run’s lines', rows: baseline.value.length, ms: round(baseline.ms) },
    ratioToSelect: Number((totalMs / baseline.ms).toFixed(1)),
    targetStaffPerSecond: TARGET_STAFF_PER_SECOND,
    targetMet: staffPerSecond >= TARGET_STAFF_PER_SECOND,
    machine: machineInfo(loadAverageAtStart),
  };
}

const loadAverageAtStart = loadAverageNow();
const database = await openTestDatabase();
try {
  process.stdout.write(`${JSON.stringify(await benchmark(database.db, loadAverageAtStart), null, 2)}\n`);
} finally {
  await database.close();
}
