import type { CalendarDay, CalendarYear } from '@renli/contracts';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { addDays } from '../../../core/china-time.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { attendanceCalendarDays } from '../schema.ts';
import { isWeekend, statutoryDay, statutoryYear } from './statutory-calendar.ts';

type CompanyDayRow = Pick<typeof attendanceCalendarDays.$inferSelect, 'day' | 'type' | 'name'>;

/**
 * A day the company set: its type and name win; like the law's days, a weekend made a workday is a
 * make-up day (the fixed schedule works it with its make-up shift) and a weekday off is `inLieu`.
 */
export const companyDay = ({ day, type, name }: CompanyDayRow): CalendarDay => ({
  day,
  type,
  name,
  makeup: type === 'workday' && isWeekend(day),
  inLieu: type === 'restday' && !isWeekend(day),
  source: 'company',
});

const companyRows = (db: DbOrTx, compId: number, from: string, to: string) =>
  db
    .select()
    .from(attendanceCalendarDays)
    .where(
      and(
        eq(attendanceCalendarDays.compId, compId),
        gte(attendanceCalendarDays.day, from),
        lte(attendanceCalendarDays.day, to),
      ),
    )
    .orderBy(asc(attendanceCalendarDays.day));

/**
 * Each day of `[from, to]` as the company's attendance counts it: its own days over the statutory
 * calendar (docs/product/attendance.md, "Calendar"). One query; the statutory years are cached.
 */
export async function companyCalendar(
  db: DbOrTx,
  compId: number,
  from: string,
  to: string,
): Promise<Map<string, CalendarDay>> {
  const own = new Map((await companyRows(db, compId, from, to)).map((row) => [row.day, row]));
  const out = new Map<string, CalendarDay>();
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const mine = own.get(day);
    out.set(day, mine ? companyDay(mine) : statutoryDay(day));
  }
  return out;
}

/** The company's calendar of a year with its own days' notes and the statutory days they replace. */
export async function calendarYear(db: DbOrTx, compId: number, year: number): Promise<CalendarYear> {
  const statutory = statutoryYear(year);
  const rows = await companyRows(db, compId, `${year}-01-01`, `${year}-12-31`);
  const own = new Map(rows.map((row) => [row.day, row]));
  return {
    year,
    covered: statutory.covered,
    days: [...statutory.days.values()].map((day) => {
      const mine = own.get(day.day);
      return mine ? companyDay(mine) : day;
    }),
    companyDays: rows.map((row) => ({
      day: row.day,
      note: row.note,
      statutory: statutory.days.get(row.day)!,
    })),
    mismatches: statutory.mismatches,
  };
}
