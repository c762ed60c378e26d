import { describe, expect, it } from 'vitest';
import type { DayPlan } from '../engine/types.ts';
import { carryOverUntil } from './accrual.ts';
import { addMonths, dayPeriod, instantPeriod, monthsOf, overtimeDayType } from './request-rules.ts';

const problemKeys = (checked: ReturnType<typeof dayPeriod>) =>
  'problems' in checked ? checked.problems.map((p) => `${p.field}:${p.key}`) : [];

describe('dayPeriod', () => {
  it('turns halves into instants at China midnight and noon', () => {
    const checked = dayPeriod(
      { startDay: '2026-05-06', startHalf: 'pm', endDay: '2026-05-08', endHalf: 'am' },
      null,
    );
    expect('ok' in checked && [checked.ok.startAt.toISOString(), checked.ok.endAt.toISOString()]).toEqual([
      '2026-05-06T04:00:00.000Z',
      '2026-05-08T04:00:00.000Z',
    ]);
  });

  it('refuses an end before the start, an afternoon-to-morning day, half days of a day type, over a year', () => {
    expect(
      problemKeys(
        dayPeriod({ startDay: '2026-05-06', startHalf: 'am', endDay: '2026-05-05', endHalf: 'pm' }, null),
      ),
    ).toEqual(['endDay:attendance.leave.endBeforeStart']);
    expect(
      problemKeys(
        dayPeriod({ startDay: '2026-05-06', startHalf: 'pm', endDay: '2026-05-06', endHalf: 'am' }, null),
      ),
    ).toEqual(['endDay:attendance.leave.endBeforeStart']);
    expect(
      problemKeys(
        dayPeriod(
          { startDay: '2026-05-06', startHalf: 'am', endDay: '2026-05-06', endHalf: 'am' },
          { type: '婚假' },
        ),
      ),
    ).toEqual(['startHalf:attendance.leave.wholeDays']);
    expect(
      problemKeys(
        dayPeriod({ startDay: '2026-01-01', startHalf: 'am', endDay: '2027-01-02', endHalf: 'pm' }, null),
      ),
    ).toEqual(['endDay:attendance.leave.tooLongDays']);
    expect(problemKeys(dayPeriod({ startDay: '2026-01-01', startHalf: 'am', endHalf: 'pm' }, null))).toEqual([
      'endDay:attendance.leave.periodRequired',
    ]);
  });
});

describe('instantPeriod', () => {
  it('takes whole and half hours up to the limit, and names the China days it touches', () => {
    const checked = instantPeriod(
      { startAt: '2026-05-06T22:00:00+08:00', endAt: '2026-05-07T06:30:00+08:00' },
      24,
    );
    expect('ok' in checked && [checked.ok.firstDay, checked.ok.lastDay]).toEqual([
      '2026-05-06',
      '2026-05-07',
    ]);
    // Ending at midnight stays on the day it started.
    const midnight = instantPeriod(
      { startAt: '2026-05-06T18:00:00+08:00', endAt: '2026-05-07T00:00:00+08:00' },
      24,
    );
    expect('ok' in midnight && midnight.ok.lastDay).toBe('2026-05-06');
  });

  it('refuses quarter hours, an empty period and more than the limit', () => {
    const keys = (startAt: string, endAt: string, max = 24) => {
      const checked = instantPeriod({ startAt, endAt }, max);
      return 'problems' in checked ? checked.problems.map((p) => p.key) : [];
    };
    expect(keys('2026-05-06T09:15:00+08:00', '2026-05-06T10:00:00+08:00')).toEqual([
      'attendance.leave.halfHours',
    ]);
    expect(keys('2026-05-06T10:00:00+08:00', '2026-05-06T10:00:00+08:00')).toEqual([
      'attendance.leave.endBeforeStart',
    ]);
    expect(keys('2026-05-06T08:00:00+08:00', '2026-05-07T08:30:00+08:00')).toEqual([
      'attendance.leave.tooLongHours',
    ]);
    expect(keys('2026-05-06T08:00:00+08:00', '2026-05-07T08:00:00+08:00')).toEqual([]);
  });
});

describe('overtime day types', () => {
  const plan = (
    type: 'workday' | 'restday' | 'holiday',
    shift: boolean,
    groupId: number | null = 1,
  ): DayPlan =>
    ({
      day: '2026-10-01',
      calendar: { day: '2026-10-01', type, name: null, makeup: false, inLieu: false, source: 'law' },
      employed: true,
      groupId,
      scheduleType: groupId === null ? null : 'roster',
      shift: shift ? ({ shiftId: 1, name: '白班' } as DayPlan['shift']) : null,
      flexible: null,
    }) as DayPlan;

  it('is a holiday on a statutory holiday whatever the roster, else what the schedule says', () => {
    expect(overtimeDayType(plan('holiday', true))).toBe('holiday');
    // A roster's day off on a calendar workday is the staff member's rest day (200 %, not 150 %).
    expect(overtimeDayType(plan('workday', false))).toBe('restday');
    expect(overtimeDayType(plan('restday', true))).toBe('workday');
    expect(overtimeDayType(plan('workday', false, null))).toBe('workday');
  });
});

describe('dates', () => {
  it('adds months, keeping to the month’s last day', () => {
    expect([addMonths('2026-01-31', 1), addMonths('2026-08-31', 6), addMonths('2026-11-15', 14)]).toEqual([
      '2026-02-28',
      '2027-02-28',
      '2028-01-15',
    ]);
  });

  it('names a day of each month a period touches', () => {
    expect(monthsOf('2026-11-20', '2027-01-03')).toEqual(['2026-11-20', '2026-12-01', '2027-01-01']);
    expect(monthsOf('2026-11-20', '2026-11-22')).toEqual(['2026-11-20']);
  });

  it('carries annual leave over to a day of the next year, or not at all', () => {
    expect([
      carryOverUntil(2026, '03-31'),
      carryOverUntil(2026, null),
      carryOverUntil(2027, '02-29'),
    ]).toEqual(['2027-03-31', '2026-12-31', '2028-02-29']);
    expect(carryOverUntil(2026, '02-29')).toBe('2027-02-28');
  });
});
