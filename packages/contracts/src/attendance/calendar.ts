import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { calendarDaySchema, dayTypeSchema } from './model.ts';

/**
 * The attendance calendar (docs/product/attendance.md, "Calendar"): the statutory calendar with the
 * company's own days over it, a year at a time, and HR's overrides of single days.
 */

/** Years the calendar answers: the law's dates are derived from the 1999 version to the lunar tables' end. */
export const CALENDAR_YEAR_MIN = 2000;
export const CALENDAR_YEAR_MAX = 2099;
export const CALENDAR_NAME_MAX = 20;
export const CALENDAR_NOTE_MAX = 200;

const inYears = (day: string) => {
  const year = Number(day.slice(0, 4));
  return year >= CALENDAR_YEAR_MIN && year <= CALENDAR_YEAR_MAX;
};
const calendarDay = z.iso.date().refine(inYears, 'attendance.calendar.yearOutOfRange');

/** Empty text is no text. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/**
 * A festival whose statutory days as the law derives them disagree with the holiday data (its day
 * count, or a law day the data makes a working day): shown to HR, never silently resolved.
 */
export const calendarMismatchSchema = z.object({
  /** The festival (国庆节). */
  name: z.string(),
  /** Its statutory days by the law that year. */
  lawDays: z.array(z.iso.date()),
  /** How many statutory days the holiday data gives it (null: the data does not name it). */
  dataDays: z.number().int().nullable(),
});
export type CalendarMismatch = z.infer<typeof calendarMismatchSchema>;

/** A day the company set itself, with its note and the statutory day it replaces (for "restore"). */
export const companyCalendarDaySchema = z.object({
  day: z.iso.date(),
  note: z.string().nullable(),
  statutory: calendarDaySchema,
});
export type CompanyCalendarDay = z.infer<typeof companyCalendarDaySchema>;

export const calendarYearSchema = z.object({
  year: z.number().int(),
  /**
   * Whether the holiday data has the year's State Council notice. Without it the statutory days
   * still come from the law, but the holiday periods and 调休 are unknown: ordinary weeks otherwise.
   */
  covered: z.boolean(),
  /** Every day of the year, January 1 first, as the company's attendance counts it. */
  days: z.array(calendarDaySchema),
  companyDays: z.array(companyCalendarDaySchema),
  mismatches: z.array(calendarMismatchSchema),
});
export type CalendarYear = z.infer<typeof calendarYearSchema>;

export const calendarYearQuerySchema = z.object({
  year: z.coerce.number().int().min(CALENDAR_YEAR_MIN).max(CALENDAR_YEAR_MAX),
});

export const setCalendarDayBodySchema = z.object({
  day: calendarDay,
  type: dayTypeSchema,
  name: optionalText(CALENDAR_NAME_MAX),
  note: optionalText(CALENDAR_NOTE_MAX),
});
export type SetCalendarDayBody = z.input<typeof setCalendarDayBodySchema>;

export const clearCalendarDayBodySchema = z.object({ day: calendarDay });

const P = '/clockRuleCtl/calendar';

/** `/clockRuleCtl/calendar`: the year (any member of the company) and HR's overrides of single days. */
export const attendanceCalendarEndpoints = defineEndpoints('attendanceCalendar', {
  selectYear: {
    method: 'GET',
    path: `${P}/selectYear`,
    access: 'user',
    summary:
      'The company’s attendance calendar of a year: each day’s type (workday, restday, holiday), holiday name, 调休 marks and source; whether the holiday data covers the year',
    query: calendarYearQuerySchema,
    data: calendarYearSchema,
  },
  setDay: {
    method: 'POST',
    path: `${P}/setDay`,
    access: 'user',
    summary: 'HR: set one day’s type (and name, note) for the company, over the statutory calendar',
    body: setCalendarDayBodySchema,
    data: calendarDaySchema,
  },
  clearDay: {
    method: 'POST',
    path: `${P}/clearDay`,
    access: 'user',
    summary: 'HR: remove the company’s own day, back to the statutory calendar; answers the statutory day',
    body: clearCalendarDayBodySchema,
    data: calendarDaySchema,
  },
});
