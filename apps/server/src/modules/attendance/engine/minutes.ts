import { chinaDayStart } from '../../../core/china-time.ts';

// The engine counts in whole minutes from the China midnight that starts the plan's day
// (docs/product/attendance.md, "Daily results"): 09:00 is 540, 06:00 of the next day is 1800, a
// punch the evening before is negative. An instant counts at its whole minute (seconds dropped), so
// the minutes always agree with the HH:mm the reasons show.

/** A half-open stretch of minutes `[from, to)`. */
export type Stretch = readonly [number, number];

const MINUTE_MS = 60_000;
export const DAY_MINUTES = 1440;

// A month's recompute asks for the same day's midnight for every punch of the staff member: parse once.
let lastDay = '';
let lastStart = 0;

/** The whole minute of `at` counted from the China midnight starting `day`. */
export function minuteOf(day: string, at: Date): number {
  if (day !== lastDay) {
    lastStart = chinaDayStart(day).getTime();
    lastDay = day;
  }
  return Math.floor((at.getTime() - lastStart) / MINUTE_MS);
}

/** `HH:mm` as minutes after midnight. */
export const clockMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The China wall clock (`HH:mm`) of a minute, whichever day it falls on. The end of a stretch that
 * stops at the day's own midnight reads `24:00`.
 */
export function clockOf(minute: number, end = false): string {
  if (end && minute === DAY_MINUTES) return '24:00';
  const inDay = ((minute % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
}

/** The minutes of a list of stretches (assumed not to overlap). */
export const lengthOf = (stretches: readonly Stretch[]) =>
  stretches.reduce((sum, [from, to]) => sum + (to - from), 0);

/** The parts of `stretches` inside `[from, to)`. */
export function clip(stretches: readonly Stretch[], [from, to]: Stretch): Stretch[] {
  const out: Stretch[] = [];
  for (const [a, b] of stretches) {
    const start = Math.max(a, from);
    const end = Math.min(b, to);
    if (start < end) out.push([start, end]);
  }
  return out;
}

/** The parts of `stretches` outside every one of `cut`. */
export function subtract(stretches: readonly Stretch[], cut: readonly Stretch[]): Stretch[] {
  let rest: Stretch[] = [...stretches];
  for (const [from, to] of cut) {
    rest = rest.flatMap(([a, b]): Stretch[] => {
      if (to <= a || from >= b) return [[a, b]];
      const parts: Stretch[] = [];
      if (a < from) parts.push([a, from]);
      if (to < b) parts.push([to, b]);
      return parts;
    });
  }
  return rest;
}
