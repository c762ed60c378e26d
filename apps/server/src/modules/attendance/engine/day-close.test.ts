import { describe, expect, it } from 'vitest';
import { dayClosesAt } from './day-close.ts';
import { calendarDay, NIGHT, OFFICE } from './test-plans.ts';
import type { DayPlan } from './types.ts';

const plan = (over: Partial<DayPlan>): DayPlan => ({
  day: '2026-11-25',
  calendar: calendarDay('2026-11-25'),
  employed: true,
  groupId: 1,
  scheduleType: 'fixed',
  shift: null,
  flexible: null,
  ...over,
});

describe('when a day is final', () => {
  it('closes a 09:00–18:00 day when its off window ends: 18:00 + 360 min = 24:00 China time', () => {
    expect(dayClosesAt(plan({ shift: OFFICE })).toISOString()).toBe('2026-11-25T16:00:00.000Z');
  });

  it('closes a 22:00–06:00 night shift the next morning: 06:00 + 360 min = 12:00 on the 26th', () => {
    expect(dayClosesAt(plan({ shift: NIGHT })).toISOString()).toBe('2026-11-26T04:00:00.000Z');
  });

  it('closes a rest day or a flexible day at the end of its China day', () => {
    expect(dayClosesAt(plan({})).toISOString()).toBe('2026-11-25T16:00:00.000Z');
    const flexible = plan({ scheduleType: 'flexible', flexible: { requiredMinutes: 480, latestOn: null } });
    expect(dayClosesAt(flexible).toISOString()).toBe('2026-11-25T16:00:00.000Z');
  });
});
