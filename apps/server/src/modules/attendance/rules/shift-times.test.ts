import { type ShiftTimes, shiftTimeline, shiftWorkMinutes } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { shiftTimesProblem } from './shift-times.ts';

const day: ShiftTimes = {
  onTime: '09:00',
  offTime: '18:00',
  offNextDay: false,
  restStart: '12:00',
  restEnd: '13:00',
  lateGraceMinutes: 5,
  earlyGraceMinutes: 0,
  seriousLateMinutes: 30,
  absentLateMinutes: 240,
  earliestOnMinutes: 120,
  latestOffMinutes: 360,
};
const night: ShiftTimes = {
  ...day,
  onTime: '22:00',
  offTime: '06:00',
  offNextDay: true,
  restStart: '02:00',
  restEnd: '02:30',
  earliestOnMinutes: 60,
  latestOffMinutes: 120,
};
const problem = (times: Partial<ShiftTimes>, base = day) => shiftTimesProblem({ ...base, ...times })?.key;

describe('shift times', () => {
  it('counts working minutes without the rest period', () => {
    // 09:00–18:00 is 540 minutes, less 60 of lunch.
    expect(shiftWorkMinutes(day)).toBe(480);
    // 22:00–06:00 the next day is 480 minutes, less a 30-minute break at 02:00.
    expect(shiftTimeline(night)).toEqual({ on: 1320, off: 1800, rest: { start: 1560, end: 1590 } });
    expect(shiftWorkMinutes(night)).toBe(450);
    expect(shiftTimesProblem(day)).toBeNull();
    expect(shiftTimesProblem(night)).toBeNull();
  });

  it('needs the off time after the on time unless it is the next day', () => {
    expect(problem({ offTime: '09:00' })).toBe('attendance.rules.shift.offBeforeOn');
    expect(problem({ offTime: '08:00', restStart: null, restEnd: null })).toBe(
      'attendance.rules.shift.offBeforeOn',
    );
    // The same times on a cross-midnight shift: 09:00 → 08:00 the next day is 23 hours, too long.
    expect(problem({ offTime: '08:00', offNextDay: true })).toBe('attendance.rules.shift.workLength');
  });

  it('keeps the rest period inside the working time', () => {
    expect(problem({ restStart: '08:00', restEnd: '09:30' })).toBe('attendance.rules.shift.restOutside');
    expect(problem({ restStart: '17:30', restEnd: '18:30' })).toBe('attendance.rules.shift.restOutside');
    expect(problem({ restStart: '13:00', restEnd: '12:00' })).toBe('attendance.rules.shift.restOutside');
    expect(problem({ restEnd: null })).toBe('attendance.rules.shift.restIncomplete');
    // A night shift's break before midnight is on the first day, after it on the next.
    expect(problem({ restStart: '23:30', restEnd: '00:15' }, night)).toBeUndefined();
    expect(problem({ restStart: '06:30', restEnd: '07:00' }, night)).toBe(
      'attendance.rules.shift.restOutside',
    );
  });

  it('bounds the working length to more than nothing and at most 16 hours', () => {
    // 06:00–23:00 less an hour is exactly 16 hours: allowed; a minute more is not.
    expect(
      problem({ onTime: '06:00', offTime: '23:00', earliestOnMinutes: 0, latestOffMinutes: 0 }),
    ).toBeUndefined();
    expect(problem({ onTime: '06:00', offTime: '23:01', earliestOnMinutes: 0, latestOffMinutes: 0 })).toBe(
      'attendance.rules.shift.workLength',
    );
  });

  it('orders the thresholds and keeps the grace inside the shift', () => {
    expect(problem({ lateGraceMinutes: 40 })).toBe('attendance.rules.shift.thresholdOrder');
    expect(problem({ absentLateMinutes: 20 })).toBe('attendance.rules.shift.thresholdOrder');
    // 480 working minutes: 240 + 240 of grace leave nothing to be late for.
    expect(
      problem({
        lateGraceMinutes: 240,
        seriousLateMinutes: 240,
        absentLateMinutes: 240,
        earlyGraceMinutes: 240,
      }),
    ).toBe('attendance.rules.shift.graceTooLong');
  });

  it('keeps one day’s punch windows within 24 hours', () => {
    // 540 minutes on to off, 120 before and 780 after: 1440, allowed; one more minute is not.
    expect(problem({ latestOffMinutes: 780 })).toBeUndefined();
    expect(problem({ latestOffMinutes: 781 })).toBe('attendance.rules.shift.windowTooWide');
  });
});
