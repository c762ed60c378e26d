import type { Reason } from '@renli/contracts';
import Decimal from 'decimal.js';
import { addDays, daysBetween } from '../../../core/china-time.ts';
import { reason } from './findings.ts';

// Statutory annual leave, 职工带薪年休假条例 art. 3 and 企业职工带薪年休假实施办法 arts. 3–5
// (docs/product/attendance.md, "Annual leave and overtime").

/** The days a year of cumulative work (累计工作时间) gives: under 1 year 0, 1–<10 5, 10–<20 10, 20+ 15. */
export function annualTier(years: number): number {
  if (years >= 20) return 15;
  if (years >= 10) return 10;
  return years >= 1 ? 5 : 0;
}

const THRESHOLDS = [1, 10, 20] as const;

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Whole years from `from` to `to`: the anniversary completes a year (a 02-29 start on 03-01 of a common year). */
export function wholeYears(from: string, to: string): number {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  return to.slice(5) < from.slice(5) ? years - 1 : years;
}

/** The day `years` whole years after `from` are complete. */
export function anniversary(from: string, years: number): string {
  const year = Number(from.slice(0, 4)) + years;
  const monthDay = from.slice(5);
  if (monthDay === '02-29' && !isLeap(year)) return `${year}-03-01`;
  return `${year}-${monthDay}`;
}

export interface AnnualEntitlement {
  /** Whole days for the year. */
  days: number;
  /** The value before fractions are dropped, cut (not rounded) to two decimals: 4.999 reads 4.99, never 5.00 beside 4 days. */
  exact: string;
  reason: Reason;
}

const monthDay = (day: string) => day.slice(5);

/**
 * A staff member's statutory annual leave for `year`. Cumulative years of work count from
 * `workStartDate` (unknown, or later than the entry: from the entry day, as the time at this company is
 * work in any case) to the year's first day, or to the entry day in the entry year. The entry year is
 * pro-rated by the calendar days left from the entry day (inclusive) ÷ 365 × the days its years give
 * (实施办法 art. 5). When the years reach 1, 10 or 20 during the year, the year is pro-rated the same
 * way in two parts, before and from the anniversary: art. 3 entitles from the day 12 months are
 * complete and art. 5's formula is the law's only pro-rating, so the rise counts from that day
 * rather than waiting for next year (never less than the year-start value). Fractions under one day
 * are dropped once, from the total.
 */
export function annualLeaveEntitlement({
  workStartDate,
  entryDate,
  year,
}: {
  workStartDate: string | null;
  entryDate: string;
  year: number;
}): AnnualEntitlement {
  const yearStart = `${year}-01-01`;
  const yearEnd = `${year}-12-31`;
  if (entryDate > yearEnd) return { days: 0, exact: '0.00', reason: reason('annualNotEmployed', { year }) };
  const from = entryDate > yearStart ? entryDate : yearStart;
  const workStart = workStartDate !== null && workStartDate < entryDate ? workStartDate : entryDate;
  const years = wholeYears(workStart, from);
  const tier = annualTier(years);
  const threshold = THRESHOLDS.find((limit) => limit > years);
  const crossDay = threshold === undefined ? null : anniversary(workStart, threshold);
  const daysTo = (start: string, end: string) => daysBetween(start, end) + 1;

  if (threshold !== undefined && crossDay !== null && crossDay <= yearEnd) {
    const firstDays = daysTo(from, addDays(crossDay, -1));
    const secondDays = daysTo(crossDay, yearEnd);
    const secondTier = annualTier(threshold);
    const total = new Decimal(firstDays * tier + secondDays * secondTier).div(365);
    const exact = total.toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
    const days = total.floor().toNumber();
    return {
      days,
      exact,
      reason: reason('annualCrossing', {
        from: monthDay(from),
        firstDays,
        firstTier: tier,
        crossDay: monthDay(crossDay),
        threshold,
        secondDays,
        secondTier,
        exact,
        days,
      }),
    };
  }
  if (tier === 0) return { days: 0, exact: '0.00', reason: reason('annualUnderOneYear') };
  if (from === yearStart)
    return { days: tier, exact: `${tier}.00`, reason: reason('annualFull', { years, days: tier }) };
  const remaining = daysTo(from, yearEnd);
  const total = new Decimal(remaining * tier).div(365);
  const exact = total.toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
  const days = total.floor().toNumber();
  return {
    days,
    exact,
    reason: reason('annualEntryYear', { years, entry: monthDay(from), remaining, tier, exact, days }),
  };
}
