import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { askBody, chinaInstant } from './ask-body.ts';

describe('askBody', () => {
  it('waits for the type and the period, and keeps whole-day types to mornings and afternoons', () => {
    const days = {
      startDay: dayjs('2026-12-07'),
      endDay: dayjs('2026-12-08'),
      startHalf: 'pm',
      endHalf: 'am',
    } as const;
    expect(askBody('leave', { ...days }, 'day')).toBeNull();
    expect(askBody('leave', { ...days, leaveTypeId: 5, reason: ' 婚礼 ' }, 'day')).toEqual({
      kind: 'leave',
      leaveTypeId: 5,
      startDay: '2026-12-07',
      startHalf: 'am',
      endDay: '2026-12-08',
      endHalf: 'pm',
      reason: '婚礼',
    });
    expect(askBody('leave', { ...days, leaveTypeId: 1 }, 'halfDay')).toMatchObject({
      startHalf: 'pm',
      endHalf: 'am',
    });
  });

  it('sends picked times as China wall-clock instants, and a 补卡 by the spec’s field name', () => {
    expect(chinaInstant(dayjs('2026-10-01T09:30'))).toBe('2026-10-01T09:30:00+08:00');
    expect(
      askBody('overtime', {
        startAt: dayjs('2026-10-01T09:00'),
        endAt: dayjs('2026-10-01T12:00'),
        compensation: 'pay',
        staffId: 9,
      }),
    ).toEqual({
      kind: 'overtime',
      staffId: 9,
      startAt: '2026-10-01T09:00:00+08:00',
      endAt: '2026-10-01T12:00:00+08:00',
      compensation: 'pay',
      reason: '',
    });
    expect(
      askBody('missedPunch', {
        day: '2026-11-20',
        patchCardTime: dayjs('2026-11-20T09:00'),
        cause: '忘记打卡',
      }),
    ).toEqual({
      kind: 'missedPunch',
      day: '2026-11-20',
      patchCardTime: '2026-11-20T09:00:00+08:00',
      cause: '忘记打卡',
    });
  });
});
