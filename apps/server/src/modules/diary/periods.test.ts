import { describe, expect, it } from 'vitest';
import {
  chinaInstant,
  countStates,
  currentPeriods,
  dueDayOf,
  isoWeekOf,
  periodDays,
  periodKeyOf,
  periodLabel,
  periodsBetween,
  remindAtOf,
  reminderWindowOpen,
  submissionState,
} from './periods.ts';

// A company calendar around 国庆 2026: 10-01 (Thu) to 10-07 (Wed) off, Saturday 10-10 a 调休 workday.
const HOLIDAYS = new Set(['2026-10-01', '2026-10-02', '2026-10-05', '2026-10-06', '2026-10-07']);
const MAKEUP = new Set(['2026-10-10']);
const isWorkday = (day: string) => {
  if (MAKEUP.has(day)) return true;
  if (HOLIDAYS.has(day)) return false;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

describe('period keys', () => {
  it('names the ISO week, Monday to Sunday, with week 1 holding the first Thursday', () => {
    expect(isoWeekOf('2026-11-26')).toBe('2026-W48');
    expect(isoWeekOf('2026-11-23')).toBe('2026-W48');
    expect(isoWeekOf('2026-11-29')).toBe('2026-W48');
    // 2027-01-01 is a Friday: it belongs to 2026's week 53.
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
    // 2024-12-30 is a Monday of the week holding 2025-01-02 (Thursday): 2025-W01.
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
  });

  it('keys a day, a week and a month, and reads them back as days', () => {
    expect(periodKeyOf('day', '2026-11-26')).toBe('2026-11-26');
    expect(periodKeyOf('week', '2026-11-26')).toBe('2026-W48');
    expect(periodKeyOf('month', '2026-11-26')).toBe('2026-11');
    expect(periodDays('week', '2026-W48')).toEqual({ first: '2026-11-23', last: '2026-11-29' });
    expect(periodDays('week', '2025-W01')).toEqual({ first: '2024-12-30', last: '2025-01-05' });
    expect(periodDays('month', '2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(periodDays('day', '2026-02-30')).toBeNull();
    expect(periodDays('week', '2025-W53')).toBeNull();
    expect(periodDays('month', '2026-13')).toBeNull();
  });

  it('lists the periods overlapping a range and labels them', () => {
    expect(periodsBetween('week', '2026-11-01', '2026-11-30')).toEqual([
      '2026-W44',
      '2026-W45',
      '2026-W46',
      '2026-W47',
      '2026-W48',
      '2026-W49',
    ]);
    expect(periodsBetween('month', '2026-10-15', '2026-12-01')).toEqual(['2026-10', '2026-11', '2026-12']);
    expect(periodLabel('2026-W48')).toBe('2026年第48周');
    expect(periodLabel('2026-03')).toBe('2026年3月');
  });
});

describe('due times', () => {
  const daily = { period: 'day' as const, dueWeekday: null, dueDay: null, dueTime: '18:00' };

  it('asks daily reports on workdays only: a 调休 Saturday yes, a holiday or a Sunday no', () => {
    expect(dueDayOf(daily, '2026-10-10', isWorkday)).toBe('2026-10-10');
    expect(dueDayOf(daily, '2026-10-05', isWorkday)).toBeNull();
    expect(dueDayOf(daily, '2026-10-11', isWorkday)).toBeNull();
    expect(dueDayOf(daily, '2026-10-09', isWorkday)).toBe('2026-10-09');
  });

  it('moves a weekly due on a holiday back to the last workday of the week, or drops the week', () => {
    const friday = { period: 'week' as const, dueWeekday: 5, dueDay: null, dueTime: '17:30' };
    // Week 40 (9/28–10/4): Friday 10/2 is a holiday, so Wednesday 9/30 is the due.
    expect(dueDayOf(friday, '2026-W40', isWorkday)).toBe('2026-09-30');
    // Week 41 (10/5–10/11): Friday 10/9 is a workday.
    expect(dueDayOf(friday, '2026-W41', isWorkday)).toBe('2026-10-09');
    // A Saturday due in week 41 falls on the 调休 Saturday itself.
    expect(dueDayOf({ ...friday, dueWeekday: 6 }, '2026-W41', isWorkday)).toBe('2026-10-10');
    // Monday 10/5 is off and nothing before it in the week: no due that week.
    expect(dueDayOf({ ...friday, dueWeekday: 1 }, '2026-W41', isWorkday)).toBeNull();
  });

  it('takes a short month’s last day for the 31st, then the workday before', () => {
    const monthly = { period: 'month' as const, dueWeekday: null, dueDay: 31, dueTime: '18:00' };
    // November 2026 has 30 days; the 30th is a Monday.
    expect(dueDayOf(monthly, '2026-11', isWorkday)).toBe('2026-11-30');
    // October 31st 2026 is a Saturday: back to Friday the 30th.
    expect(dueDayOf(monthly, '2026-10', isWorkday)).toBe('2026-10-30');
  });

  it('puts the due and the reminder in China time', () => {
    const due = chinaInstant('2026-10-10', '18:00');
    expect(due.toISOString()).toBe('2026-10-10T10:00:00.000Z');
    const remind = remindAtOf(due, 30);
    expect(remind.toISOString()).toBe('2026-10-10T09:30:00.000Z');
    expect(reminderWindowOpen(remind, due, new Date('2026-10-10T09:29:59Z'))).toBe(false);
    expect(reminderWindowOpen(remind, due, new Date('2026-10-10T09:30:00Z'))).toBe(true);
    expect(reminderWindowOpen(remind, due, new Date('2026-10-10T10:00:00Z'))).toBe(true);
    expect(reminderWindowOpen(remind, due, new Date('2026-10-10T10:31:00Z'))).toBe(false);
  });

  it('looks at this period and the one before for reminders', () => {
    // 00:10 on 12-01 China time is still 11-30 16:10 UTC.
    expect(currentPeriods('day', new Date('2026-11-30T16:10:00Z'))).toEqual(['2026-11-30', '2026-12-01']);
    expect(currentPeriods('week', new Date('2026-11-26T02:00:00Z'))).toEqual(['2026-W47', '2026-W48']);
    expect(currentPeriods('month', new Date('2026-11-26T02:00:00Z'))).toEqual(['2026-10', '2026-11']);
  });
});

describe('submission states and rates', () => {
  const due = new Date('2026-10-10T10:00:00Z');
  it('calls a report on time up to the due, late after it, missing once the due has passed', () => {
    expect(submissionState(new Date('2026-10-10T10:00:00Z'), due, new Date('2026-10-11T00:00:00Z'))).toBe(
      'onTime',
    );
    expect(submissionState(new Date('2026-10-10T10:00:01Z'), due, new Date('2026-10-11T00:00:00Z'))).toBe(
      'late',
    );
    expect(submissionState(null, due, new Date('2026-10-10T09:00:00Z'))).toBe('pending');
    expect(submissionState(null, due, new Date('2026-10-10T10:00:01Z'))).toBe('missing');
  });

  it('rates submitted over expected, pending left out, half up to one decimal', () => {
    const states = [
      ...Array(30).fill('onTime'),
      ...Array(7).fill('late'),
      ...Array(3).fill('missing'),
      'pending',
    ] as const;
    expect(countStates(states)).toEqual({ expected: 40, onTime: 30, late: 7, missing: 3, rate: '92.5' });
    // 2 of 3: 66.666… → 66.7
    expect(countStates(['onTime', 'late', 'missing']).rate).toBe('66.7');
    // 1 of 8: 12.5 exactly; 1 of 16: 6.25 → 6.3 (half up)
    expect(countStates(['onTime', ...Array(7).fill('missing')]).rate).toBe('12.5');
    expect(countStates(['late', ...Array(15).fill('missing')]).rate).toBe('6.3');
    expect(countStates(['pending']).rate).toBeNull();
  });
});
