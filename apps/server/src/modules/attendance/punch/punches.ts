import type { Punch } from '@renli/contracts';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { addDays, chinaDayEnd, chinaDayStart } from '../../../core/china-time.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { recomputeDays } from '../results/recompute.ts';
import { attendancePunches } from '../schema.ts';

// Punches as people see them, and what a new or voided punch recomputes (docs/product/attendance.md,
// "Punching and records").

export type PunchRow = typeof attendancePunches.$inferSelect;

export const presentPunch = (row: PunchRow): Punch => ({
  id: row.id,
  staffId: row.staffId,
  at: row.at.toISOString(),
  source: row.source,
  place: row.place,
  ip: row.ip,
  note: row.note,
  voided: row.voidedAt !== null,
  voidNote: row.voidNote,
});

/** A staff member's punches made in `[start, end)`, voided ones included, in time order. */
export async function punchesBetween(db: DbOrTx, compId: number, staffId: number, start: Date, end: Date) {
  const rows = await db
    .select()
    .from(attendancePunches)
    .where(
      and(
        eq(attendancePunches.compId, compId),
        eq(attendancePunches.staffId, staffId),
        gte(attendancePunches.at, start),
        lt(attendancePunches.at, end),
      ),
    )
    .orderBy(asc(attendancePunches.at), asc(attendancePunches.id));
  return rows.map(presentPunch);
}

/** The punches of the China days `from` … `to`. */
export const punchesOfDays = (db: DbOrTx, compId: number, staffId: number, from: string, to: string) =>
  punchesBetween(db, compId, staffId, chinaDayStart(from), chinaDayEnd(to));

/**
 * Recomputes the days punches of `days` can change, for these staff: each day and the day before
 * it (a cross-midnight shift belongs to the day it starts), in runs of consecutive days so a month
 * of imports is one computation per run.
 */
export async function recomputePunchDays(
  db: DbOrTx,
  compId: number,
  staffIds: readonly number[],
  days: Iterable<string>,
): Promise<void> {
  const touched = new Set<string>();
  for (const day of days) touched.add(day).add(addDays(day, -1));
  const sorted = [...touched].sort();
  let start = 0;
  for (let i = 1; i <= sorted.length; i++) {
    if (i < sorted.length && sorted[i] === addDays(sorted[i - 1]!, 1)) continue;
    await recomputeDays(db, compId, sorted[start]!, sorted[i - 1]!, staffIds);
    start = i;
  }
}
