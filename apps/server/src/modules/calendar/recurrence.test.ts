import { describe, expect, it } from 'vitest';
import { dueReminders, isOccurrence, lastEndOf, occurrenceStarts, splitSeries } from './recurrence.ts';

const at = (iso: string) => new Date(iso);
const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

// 周例会: Mondays and Wednesdays 09:30–10:30 China time (01:30Z), from Monday 2026-11-30.
const weekly = {
  startAt: at('2026-11-30T09:30:00+08:00'),
  endAt: at('2026-11-30T10:30:00+08:00'),
  repeat: { freq: 'weekly' as const, interval: 1, byWeekday: [0, 2], until: null, count: null },
  exdates: [] as string[],
};

describe('repeat rules in China time', () => {
  it('expands weekly Monday/Wednesday 09:30 to China weekdays within the window', () => {
    const starts = occurrenceStarts(weekly, at('2026-11-30T00:00:00+08:00'), at('2026-12-14T00:00:00+08:00'));
    expect(iso(starts)).toEqual([
      '2026-11-30T01:30:00.000Z',
      '2026-12-02T01:30:00.000Z',
      '2026-12-07T01:30:00.000Z',
      '2026-12-09T01:30:00.000Z',
    ]);
  });

  it('keeps a late-evening event on its China weekday (23:30 China is 15:30Z the same day)', () => {
    const late = {
      startAt: at('2026-12-01T23:30:00+08:00'), // a Tuesday in China
      endAt: at('2026-12-02T00:30:00+08:00'), // crosses midnight
      repeat: { freq: 'weekly' as const, interval: 2, byWeekday: [], until: '2026-12-31', count: null },
      exdates: [],
    };
    const starts = occurrenceStarts(late, at('2026-12-01T00:00:00+08:00'), at('2027-01-31T00:00:00+08:00'));
    expect(iso(starts)).toEqual([
      '2026-12-01T15:30:00.000Z',
      '2026-12-15T15:30:00.000Z',
      '2026-12-29T15:30:00.000Z',
    ]);
  });

  it('keeps 09:00 in July and in January alike (no daylight saving in China)', () => {
    const monthly = {
      startAt: at('2026-01-15T09:00:00+08:00'),
      endAt: at('2026-01-15T10:00:00+08:00'),
      repeat: { freq: 'monthly' as const, interval: 6, byWeekday: [], until: null, count: 3 },
      exdates: [],
    };
    const starts = occurrenceStarts(
      monthly,
      at('2026-01-01T00:00:00+08:00'),
      at('2027-12-31T00:00:00+08:00'),
    );
    expect(iso(starts)).toEqual([
      '2026-01-15T01:00:00.000Z',
      '2026-07-15T01:00:00.000Z',
      '2027-01-15T01:00:00.000Z',
    ]);
    expect(lastEndOf(monthly)?.toISOString()).toBe('2027-01-15T02:00:00.000Z');
  });

  it('includes an occurrence that started before the window and is still running, and drops exdates', () => {
    const daily = {
      startAt: at('2026-12-01T23:00:00+08:00'),
      endAt: at('2026-12-02T01:00:00+08:00'),
      repeat: { freq: 'daily' as const, interval: 1, byWeekday: [], until: null, count: null },
      exdates: ['2026-12-03T15:00:00.000Z'],
    };
    const starts = occurrenceStarts(daily, at('2026-12-03T00:00:00+08:00'), at('2026-12-05T00:00:00+08:00'));
    // 12-02 23:00 runs into 12-03; 12-03 23:00 was removed; 12-04 23:00 is in.
    expect(iso(starts)).toEqual(['2026-12-02T15:00:00.000Z', '2026-12-04T15:00:00.000Z']);
    expect(isOccurrence(daily, at('2026-12-04T23:00:00+08:00'))).toBe(true);
    expect(isOccurrence(daily, at('2026-12-03T23:00:00+08:00'))).toBe(false);
    expect(isOccurrence(daily, at('2026-12-04T22:00:00+08:00'))).toBe(false);
    expect(lastEndOf(daily)).toBeNull();
  });

  it('ends a series with until on the end of that China day plus the duration', () => {
    const until = { ...weekly, repeat: { ...weekly.repeat, until: '2026-12-09' } };
    expect(lastEndOf(until)?.toISOString()).toBe('2026-12-09T17:00:00.000Z');
  });
});

describe('this and following', () => {
  it('ends the series the China day before and hands the rest of a count to the new one', () => {
    const counted = {
      ...weekly,
      repeat: { ...weekly.repeat, count: 6 },
      exdates: ['2026-12-02T01:30:00.000Z', '2026-12-09T01:30:00.000Z'],
    };
    const split = splitSeries(counted, at('2026-12-07T09:30:00+08:00'));
    expect(split).toEqual({
      head: { ...weekly.repeat, count: null, until: '2026-12-06' },
      before: 2, // 11-30 and 12-02 (the removed one still counts towards COUNT)
      remainingCount: 4,
      headExdates: ['2026-12-02T01:30:00.000Z'],
      tailExdates: ['2026-12-09T01:30:00.000Z'],
    });
    const head = { ...counted, repeat: split!.head, exdates: split!.headExdates };
    expect(iso(occurrenceStarts(head, at('2026-11-01T00:00:00Z'), at('2027-01-01T00:00:00Z')))).toEqual([
      '2026-11-30T01:30:00.000Z',
    ]);
  });

  it('is the whole series from its first occurrence', () => {
    expect(splitSeries(weekly, weekly.startAt)).toBeNull();
  });
});

describe('reminders due', () => {
  const start = at('2026-12-07T09:30:00+08:00');
  const created = at('2026-11-01T00:00:00Z');
  it('sends 15 minutes before at 09:15 and within the next two minutes, not before nor after', () => {
    const due = (now: string) => dueReminders([start], [15], at(now), 120_000, created);
    expect(due('2026-12-07T09:14:59+08:00')).toEqual([]);
    expect(due('2026-12-07T09:15:00+08:00')).toEqual([{ occurrenceStart: start, minutesBefore: 15 }]);
    expect(due('2026-12-07T09:16:59+08:00')).toHaveLength(1);
    expect(due('2026-12-07T09:17:00+08:00')).toEqual([]);
  });

  it('sends several offsets each at its moment, once per offset', () => {
    const due = dueReminders([start], [0, 1440, 0], at('2026-12-06T09:30:30+08:00'), 120_000, created);
    expect(due).toEqual([{ occurrenceStart: start, minutesBefore: 1440 }]);
  });

  it('does not remind late for an event created after the moment', () => {
    expect(
      dueReminders([start], [15], at('2026-12-07T09:16:00+08:00'), 120_000, at('2026-12-07T09:15:30+08:00')),
    ).toEqual([]);
  });
});
