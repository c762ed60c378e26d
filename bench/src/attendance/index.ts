/**
 * Attendance benchmark (issue 20; docs/benchmarks.md, "Attendance"): a company of 10,000 staff (1,000
 * on PGlite; BENCH_STAFF) in one fixed group (09:00–18:00) with a month of punches, some late, some
 * missing, some absent, some on leave, seeded straight into a fresh database (embedded PGlite, or a
 * throw-away database on DATABASE_URL). Then `recomputeDays` for the whole month, twice (the first
 * run stores every day, the second replaces them), against a plain SELECT of the same punches as the
 * baseline, and the month's statistics (first page, summary). Prints JSON with the timings, the
 * ratios and the target (a month under 60 s); progress on stderr.
 */

import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../../apps/server/src/core/actor.ts';
import { addDays, chinaDayEnd, chinaDayStart } from '../../../apps/server/src/core/china-time.ts';
import type { Database } from '../../../apps/server/src/db/client.ts';
import { companyCalendar } from '../../../apps/server/src/modules/attendance/calendar/company-calendar.ts';
import { recomputeDays } from '../../../apps/server/src/modules/attendance/results/recompute.ts';
import { attendancePunches } from '../../../apps/server/src/modules/attendance/schema.ts';
import { monthDays } from '../../../apps/server/src/modules/attendance/stats/figures.ts';
import {
  monthSummary,
  selectMonthPage,
} from '../../../apps/server/src/modules/attendance/stats/month-rows.ts';
import { openTestDatabase } from '../../../apps/server/src/test/database.ts';
import { queryRows } from '../approval/report.ts';
import { loadAverageNow, machineInfo } from '../machine.ts';
import { CONFIG, TARGET_MS } from './config.ts';
import { HABITS, SHIFT, seedAttendance } from './seed.ts';

const progress = (line: string) => process.stderr.write(`attendance bench: ${line}\n`);
const round = (ms: number) => Math.round(ms);

/** How long `work` takes, in ms, and what it answered. */
async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

async function benchmark(db: Database, loadAverageAtStart: number) {
  const { seedDemoIfEmpty } = await import('../../../apps/server/src/seed/demo.ts');
  await seedDemoIfEmpty(db);
  const [company] = await queryRows<{ id: number }>(db, sql`select id from companies order by id limit 1`);
  const compId = Number(company!.id);
  const { first, last, days } = monthDays(CONFIG.month);
  const calendar = await companyCalendar(db, compId, first, last);
  const workdays = days.filter((day) => calendar.get(day)?.type === 'workday');

  progress(
    `seeding ${CONFIG.staff} staff and their punches of ${CONFIG.month} (${workdays.length} working days)`,
  );
  const seed = await timed(() => seedAttendance(db, compId, CONFIG.staff, first, workdays));
  progress(`seeded in ${round(seed.ms)} ms: ${JSON.stringify(seed.value)}`);

  // The baseline: the punches recomputation reads (the month and a day either side), plainly selected.
  const selectPunches = () =>
    db
      .select({ staffId: attendancePunches.staffId, at: attendancePunches.at })
      .from(attendancePunches)
      .where(
        and(
          eq(attendancePunches.compId, compId),
          gte(attendancePunches.at, chinaDayStart(addDays(first, -1))),
          lt(attendancePunches.at, chinaDayEnd(addDays(last, 1))),
          isNull(attendancePunches.voidedAt),
        ),
      )
      .orderBy(asc(attendancePunches.staffId), asc(attendancePunches.at));
  progress('selecting the punches (warm-up, then timed)');
  await selectPunches();
  const baseline = await timed(selectPunches);

  progress('recomputing the month (storing every day)');
  const firstRun = await timed(() => recomputeDays(db, compId, first, last));
  progress(`stored ${firstRun.value} days in ${round(firstRun.ms)} ms; recomputing again (replacing them)`);
  const secondRun = await timed(() => recomputeDays(db, compId, first, last));
  progress(`replaced ${secondRun.value} days in ${round(secondRun.ms)} ms`);

  const actor: CompanyActor = {
    userId: 0,
    compId,
    staffId: null,
    isCompany: true,
    staffAdmin: false,
    managedTypes: [1, 2],
  };
  progress('reading the month’s statistics');
  const page = await timed(() =>
    selectMonthPage(db, actor, { month: CONFIG.month, pageNum: 1, pageSize: 20 }),
  );
  const summary = await timed(() => monthSummary(db, actor, { month: CONFIG.month }));

  const [version] = await queryRows<{ v: string }>(db, sql`select version() as v`);
  const slowest = Math.max(firstRun.ms, secondRun.ms);
  return {
    bench: 'attendance',
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    databaseVersion: version?.v ?? '',
    month: CONFIG.month,
    staff: CONFIG.staff,
    workdays: workdays.length,
    shift: `${SHIFT.onTime}–${SHIFT.offTime}`,
    habits: HABITS,
    rows: { punches: seed.value.punches, leaveDays: seed.value.leaveDays, daysStored: firstRun.value },
    seedMs: round(seed.ms),
    baseline: { name: 'select the month’s punches', rows: baseline.value.length, ms: round(baseline.ms) },
    recompute: {
      firstMs: round(firstRun.ms),
      againMs: round(secondRun.ms),
      firstRatioToSelect: Number((firstRun.ms / baseline.ms).toFixed(1)),
      againRatioToSelect: Number((secondRun.ms / baseline.ms).toFixed(1)),
      daysPerSecond: Math.round(firstRun.value / (firstRun.ms / 1000)),
    },
    statistics: {
      firstPageMs: round(page.ms),
      summaryMs: round(summary.ms),
      people: page.value.total,
      lateTotal: summary.value.totals.lateCount,
    },
    targetMs: TARGET_MS,
    targetMet: slowest <= TARGET_MS,
    machine: machineInfo(loadAverageAtStart),
  };
}

const loadAverageAtStart = loadAverageNow();
const database = await openTestDatabase();
try {
  process.stdout.write(`${JSON.stringify(await benchmark(database.db, loadAverageAtStart), null, 2)}\n`);
} finally {
  // Drops the throw-away database on DATABASE_URL even when the run failed.
  await database.close();
}
