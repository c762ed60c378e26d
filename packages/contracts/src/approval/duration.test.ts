import { describe, expect, it } from 'vitest';
import { parseFormDate } from './dates.ts';
import { rangeDuration } from './duration.ts';

const range = (start: string, end: string) => ({ start, end });

describe('rangeDuration', () => {
  it('counts calendar days inclusive', () => {
    expect(rangeDuration(range('2026-11-02', '2026-11-02'), 'day', 'day')).toBe(1);
    expect(rangeDuration(range('2026-11-02', '2026-11-04'), 'day', 'day')).toBe(3);
    // Across a month end and a leap day.
    expect(rangeDuration(range('2028-02-28', '2028-03-01'), 'day', 'day')).toBe(3);
    expect(rangeDuration(range('2026-12-31', '2027-01-01'), 'day', 'day')).toBe(2);
    expect(rangeDuration(range('2026-11-02', '2026-11-04'), 'day', 'hour')).toBe(72);
  });

  it('counts half days at 0.5 each, inclusive', () => {
    expect(rangeDuration(range('2026-11-02 AM', '2026-11-02 AM'), 'halfDay', 'day')).toBe(0.5);
    expect(rangeDuration(range('2026-11-02 AM', '2026-11-02 PM'), 'halfDay', 'day')).toBe(1);
    expect(rangeDuration(range('2026-11-02 PM', '2026-11-03 AM'), 'halfDay', 'day')).toBe(1);
    expect(rangeDuration(range('2026-11-02 PM', '2026-11-04 PM'), 'halfDay', 'day')).toBe(2.5);
    expect(rangeDuration(range('2026-11-02 AM', '2026-11-04 PM'), 'halfDay', 'day')).toBe(3);
    expect(rangeDuration(range('2026-11-02 PM', '2026-11-03 AM'), 'halfDay', 'hour')).toBe(24);
  });

  it('counts minutes as hours rounded to the nearest half hour, or the days they touch', () => {
    expect(rangeDuration(range('2026-11-02 09:00', '2026-11-02 18:00'), 'minute', 'hour')).toBe(9);
    expect(rangeDuration(range('2026-11-02 09:00', '2026-11-02 10:14'), 'minute', 'hour')).toBe(1);
    expect(rangeDuration(range('2026-11-02 09:00', '2026-11-02 10:15'), 'minute', 'hour')).toBe(1.5);
    expect(rangeDuration(range('2026-11-02 09:00', '2026-11-02 10:45'), 'minute', 'hour')).toBe(2);
    expect(rangeDuration(range('2026-11-02 22:00', '2026-11-03 02:30'), 'minute', 'hour')).toBe(4.5);
    expect(rangeDuration(range('2026-11-02 09:00', '2026-11-02 09:00'), 'minute', 'hour')).toBe(0);
    expect(rangeDuration(range('2026-11-02 22:00', '2026-11-03 02:30'), 'minute', 'day')).toBe(2);
  });

  it('is 0 for reversed or malformed ranges', () => {
    expect(rangeDuration(range('2026-11-04', '2026-11-02'), 'day', 'day')).toBe(0);
    expect(rangeDuration(range('2026-11-02 PM', '2026-11-02 AM'), 'halfDay', 'day')).toBe(0);
    expect(rangeDuration(range('2026-11-02', '2026-11-02 PM'), 'day', 'day')).toBe(0);
    expect(rangeDuration(range('2026-02-30', '2026-03-02'), 'day', 'day')).toBe(0);
  });
});

describe('parseFormDate', () => {
  it('accepts only real dates and times in the precision format', () => {
    expect(parseFormDate('2026-11-02', 'day')).toEqual({ day: 20_759, minute: 0 });
    expect(parseFormDate('2026-11-02 13:05', 'minute')?.minute).toBe(785);
    expect(parseFormDate('2026-11-02 PM', 'halfDay')?.minute).toBe(720);
    for (const [text, precision] of [
      ['2026-13-01', 'day'],
      ['2026-11-2', 'day'],
      ['2026-11-02T10:00', 'minute'],
      ['2026-11-02 24:00', 'minute'],
      ['2026-11-02 10:60', 'minute'],
      ['2026-11-02 pm', 'halfDay'],
    ] as const)
      expect(parseFormDate(text, precision)).toBeNull();
  });
});
