import type { AgeBucket, TenureBucket } from '@renli/contracts';
import { addDays } from '../../core/china-time.ts';

// The arithmetic of the roster statistics (docs/product/staff.md, "Roster (花名册) and statistics"),
// apart from the queries so each rule is tested with worked numbers (stats-figures.test.ts).

/** The China day `days` after `day` (before it when negative). */
export const daysAfter = addDays;

/** A calendar month of the statistics: its first day, and its last (the as-of day in its own month). */
export interface MonthWindow {
  month: string;
  from: string;
  to: string;
}

/** The `count` calendar months ending with the month of `asOf`, oldest first; the last ends at `asOf`. */
export function monthsEndingAt(asOf: string, count = 12): MonthWindow[] {
  const year = Number(asOf.slice(0, 4));
  const month = Number(asOf.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, index) => {
    const first = new Date(Date.UTC(year, month - (count - 1 - index), 1));
    const from = first.toISOString().slice(0, 10);
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0))
      .toISOString()
      .slice(0, 10);
    return { month: from.slice(0, 7), from, to: last < asOf ? last : asOf };
  });
}

/**
 * What the versions did on one day: in-service versions (试用, 正式) that began and ended, entry
 * versions that began (入职) and dimission versions that began (离职 takes effect the day after the
 * last working day).
 */
export interface DayChanges {
  day: string;
  starts: number;
  ends: number;
  entries: number;
  exits: number;
}

/**
 * People in service on `day`: in-service versions begun on or before it, less those ended on or
 * before it (a version ends on the first day it no longer holds). Days before every window may be
 * summed into one earlier day: only the totals up to a day count.
 */
export function headcountOn(changes: readonly DayChanges[], day: string): number {
  let count = 0;
  for (const change of changes) {
    if (change.day <= day) count += change.starts - change.ends;
  }
  return count;
}

/**
 * exits ÷ ((headcount at the start + at the end) ÷ 2), in per cent with two places, rounded half up,
 * in integers (no float touches the figure shown); null when nobody was employed at either end.
 * 3 exits, 70 → 74: 3 ÷ 72 = 4.1666…% → "4.17".
 */
export function turnoverPercent(exits: number, headcountStart: number, headcountEnd: number): string | null {
  const twiceAverage = BigInt(headcountStart + headcountEnd);
  if (twiceAverage === 0n) return null;
  // exits ÷ (sum ÷ 2) × 100 in hundredths of a per cent = exits × 20000 ÷ sum; + sum ÷ 2 rounds half up.
  const hundredths = (BigInt(exits) * 20_000n * 2n + twiceAverage) / (2n * twiceAverage);
  const whole = hundredths / 100n;
  const fraction = (hundredths % 100n).toString().padStart(2, '0');
  return `${whole}.${fraction}`;
}

/** Each month's entries, exits (by last working day), headcount at its first and last day, turnover. */
export function monthlyFigures(changes: readonly DayChanges[], months: readonly MonthWindow[]) {
  return months.map(({ month, from, to }) => {
    let entries = 0;
    let exits = 0;
    for (const change of changes) {
      if (change.day >= from && change.day <= to) entries += change.entries;
      // A 离职 taking effect on `day` means the last working day was the day before.
      if (change.day > from && change.day <= daysAfter(to, 1)) exits += change.exits;
    }
    const headcountStart = headcountOn(changes, from);
    const headcountEnd = headcountOn(changes, to);
    return {
      month,
      entries,
      exits,
      headcountStart,
      headcountEnd,
      turnoverPercent: turnoverPercent(exits, headcountStart, headcountEnd),
    };
  });
}

/**
 * The latest date from which `years` completed years have passed on `day` (the rule of `ageOn`): the
 * same day `years` years earlier; a 29 February that year lacks becomes 28 February, since someone
 * born on 1 March has not had that anniversary yet. Someone born (or entered) on or before it has at
 * least `years` years on `day`.
 */
export function yearsBefore(day: string, years: number): string {
  const year = String(Number(day.slice(0, 4)) - years).padStart(4, '0');
  const date = `${year}${day.slice(4)}`;
  return daysAfter(date, 0) === date ? date : `${year}-02-28`;
}

/** Bands by their fewest completed years, youngest first: a band runs up to the next one's. */
export const AGE_BANDS: readonly (readonly [AgeBucket, number])[] = [
  ['under25', 0],
  ['25to29', 25],
  ['30to34', 30],
  ['35to39', 35],
  ['40to49', 40],
  ['50plus', 50],
];
export const TENURE_BANDS: readonly (readonly [TenureBucket, number])[] = [
  ['under1', 0],
  ['1to3', 1],
  ['3to5', 3],
  ['5to10', 5],
  ['10plus', 10],
];

/**
 * Each band as the dates (of birth, of entry) it holds on `day`: after `after` (exclusive; none for
 * the last band) up to `until` (inclusive; none for the first). Dates compare cheaply in SQL, where
 * completed years computed per row would not (docs/benchmarks.md, "Roster").
 */
export function bandDates<B extends string>(bands: readonly (readonly [B, number])[], day: string) {
  return bands.map(([bucket, fewest], index) => {
    const next = bands[index + 1];
    return {
      bucket,
      after: next ? yearsBefore(day, next[1]) : null,
      until: fewest === 0 ? null : yearsBefore(day, fewest),
    };
  });
}
