import type { CalendarDay, DayType } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import type { CompanyActor } from '../../../core/actor.ts';
import { chinaToday } from '../../../core/china-time.ts';
import { diffRows, writeAudit } from '../../../core/resources/audit.ts';
import type { Database, Tx } from '../../../db/client.ts';
import { assertMonthsOpen } from '../results/locks.ts';
import { recomputeDays } from '../results/recompute.ts';
import { attendanceCalendarDays } from '../schema.ts';
import { companyDay } from './company-calendar.ts';
import { statutoryDay } from './statutory-calendar.ts';

/** The audit log's name for the company's calendar days: who set or restored a day, and when. */
const AUDIT_NAME = 'attendanceCalendarDay';

type Row = typeof attendanceCalendarDays.$inferSelect;
const audited = (row: Row | undefined) =>
  row ? { id: row.id, version: 0, day: row.day, type: row.type, name: row.name, note: row.note } : null;

const rowOf = async (tx: Tx, compId: number, day: string) =>
  (
    await tx
      .select()
      .from(attendanceCalendarDays)
      .where(and(eq(attendanceCalendarDays.compId, compId), eq(attendanceCalendarDays.day, day)))
      .for('update')
  )[0];

/**
 * A change of a day's type changes the expected hours of everyone that day. Days up to today have
 * results to recompute; a future day is computed when it comes. Locked months were refused before.
 */
async function recomputeIfPast(tx: Tx, compId: number, day: string) {
  if (day <= chinaToday()) await recomputeDays(tx, compId, day, day);
}

export interface CalendarDayInput {
  day: string;
  type: DayType;
  name: string | null;
  note: string | null;
}

/** Sets the company's own day over the statutory calendar (docs/product/attendance.md, "Calendar"). */
export function setCalendarDay(
  db: Database,
  actor: CompanyActor,
  input: CalendarDayInput,
): Promise<CalendarDay> {
  return db.transaction(async (tx) => {
    await assertMonthsOpen(tx, actor.compId, [input.day]);
    const before = await rowOf(tx, actor.compId, input.day);
    const values = { type: input.type, name: input.name, note: input.note };
    const [row] = await tx
      .insert(attendanceCalendarDays)
      .values({ compId: actor.compId, day: input.day, createdBy: actor.userId, ...values })
      .onConflictDoUpdate({
        target: [attendanceCalendarDays.compId, attendanceCalendarDays.day],
        set: { ...values, updatedAt: new Date() },
      })
      .returning();
    await writeAudit(tx, actor, AUDIT_NAME, [
      {
        recordId: row!.id,
        action: before ? 'update' : 'insert',
        changes: diffRows(audited(before), audited(row)),
      },
    ]);
    await recomputeIfPast(tx, actor.compId, input.day);
    return companyDay(row!);
  });
}

/** Removes the company's own day: the statutory day counts again. Answers it. */
export function clearCalendarDay(db: Database, actor: CompanyActor, day: string): Promise<CalendarDay> {
  return db.transaction(async (tx) => {
    await assertMonthsOpen(tx, actor.compId, [day]);
    const before = await rowOf(tx, actor.compId, day);
    if (before) {
      await tx.delete(attendanceCalendarDays).where(eq(attendanceCalendarDays.id, before.id));
      await writeAudit(tx, actor, AUDIT_NAME, [
        { recordId: before.id, action: 'delete', changes: diffRows(audited(before), null) },
      ]);
      await recomputeIfPast(tx, actor.compId, day);
    }
    return statutoryDay(day);
  });
}
