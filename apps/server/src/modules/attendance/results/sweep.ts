import { and, countDistinct, eq, sql } from 'drizzle-orm';
import { addDays, chinaToday } from '../../../core/china-time.ts';
import { sweep } from '../../../core/sweep.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { employmentSpans, spanOn } from '../../staff-archives/spans.ts';
import { attendanceDailyResults, attendanceGroupRules } from '../schema.ts';
import { recomputeDays } from './recompute.ts';

const SWEEP_INTERVAL_MS = 10 * 60_000;
/** Days looked back on: a night shift closes the next morning, and a restart may have missed a day. */
const LOOK_BACK_DAYS = 3;

/**
 * Stores the days that closed since they were last computed (docs/product/attendance.md, "Daily
 * results"): nobody punches on an absent day, so no change would compute it. For each company with
 * attendance rules and each recent day, only when fewer days are stored than people were employed;
 * answers how many days it stored.
 */
export async function storeClosedDays(db: DbOrTx, now: Date = new Date()): Promise<number> {
  const today = chinaToday(now);
  const from = addDays(today, -LOOK_BACK_DAYS);
  const companies = await db
    .selectDistinct({ compId: attendanceGroupRules.compId })
    .from(attendanceGroupRules);
  let stored = 0;
  for (const { compId } of companies) {
    const [spans, counts] = await Promise.all([
      employmentSpans(db, compId, from, today),
      db
        .select({ day: attendanceDailyResults.day, n: countDistinct(attendanceDailyResults.staffId) })
        .from(attendanceDailyResults)
        .where(and(eq(attendanceDailyResults.compId, compId), sql`${attendanceDailyResults.day} >= ${from}`))
        .groupBy(attendanceDailyResults.day),
    ]);
    const storedOn = new Map(counts.map((row) => [row.day, Number(row.n)]));
    for (let day = from; day <= today; day = addDays(day, 1)) {
      const employed = [...spans.values()].filter((list) => spanOn(list, day)).length;
      if ((storedOn.get(day) ?? 0) < employed)
        stored += await recomputeDays(db, compId, day, day, undefined, now);
    }
  }
  return stored;
}

/** Runs `storeClosedDays` every ten minutes and once the app is ready. */
export const closedDaysSweep = sweep('attendance closed days', SWEEP_INTERVAL_MS, ({ db }) =>
  storeClosedDays(db),
);
