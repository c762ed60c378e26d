import type { ShiftTimes } from '@renli/contracts';
import { clip, clockMinutes, DAY_MINUTES, lengthOf, type Stretch, subtract } from './minutes.ts';

/** A shift laid on its day's minutes (docs/product/attendance.md, "Daily results"). */
export interface ShiftClock {
  /** On and off in the day's minutes; a cross-midnight off is past 1440. */
  on: number;
  off: number;
  /** `[on, off)` without the rest period. */
  working: Stretch[];
  expected: number;
  /** 上午 and 下午 of the shift, for leave in half days: on → rest start and rest end → off (split at the midpoint without a rest). */
  am: Stretch[];
  pm: Stretch[];
}

/**
 * The shift's times as minutes of the day it starts. A time of the shift earlier than its on time
 * belongs to the next day (a 22:00–06:00 shift's 02:00 rest is 1560); an off time not after the on
 * time is the next day's even without `offNextDay`. A rest period that ends before it starts, or
 * lies outside the shift, is ignored.
 */
export function shiftClock(shift: ShiftTimes): ShiftClock {
  const on = clockMinutes(shift.onTime);
  const later = (time: string) => {
    const minute = clockMinutes(time);
    return minute < on ? minute + DAY_MINUTES : minute;
  };
  let off = clockMinutes(shift.offTime) + (shift.offNextDay ? DAY_MINUTES : 0);
  if (off <= on) off += DAY_MINUTES;
  const whole: Stretch = [on, off];
  let rest: Stretch | null = null;
  if (shift.restStart !== null && shift.restEnd !== null) {
    const inShift = clip([[later(shift.restStart), later(shift.restEnd)]], whole);
    rest = inShift[0] ?? null;
  }
  const working = subtract([whole], rest ? [rest] : []);
  const middle = on + Math.floor((off - on) / 2);
  const [amEnd, pmStart] = rest ?? [middle, middle];
  return {
    on,
    off,
    working,
    expected: lengthOf(working),
    am: clip(working, [on, amEnd]),
    pm: clip(working, [pmStart, off]),
  };
}
