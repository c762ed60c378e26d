import type { ShiftTimes } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { clockOf, timelinePlan } from './timeline.ts';

const day: ShiftTimes = {
  onTime: '09:00',
  offTime: '18:00',
  offNextDay: false,
  restStart: '12:00',
  restEnd: '13:00',
  lateGraceMinutes: 10,
  earlyGraceMinutes: 0,
  seriousLateMinutes: 30,
  absentLateMinutes: 240,
  earliestOnMinutes: 60,
  latestOffMinutes: 120,
};

describe('the shift preview', () => {
  it('lays a day shift from the earliest on-punch to the latest off-punch', () => {
    // 08:00 (480) to 20:00 (1200): window, 10 minutes of grace, work, lunch, work, window.
    expect(timelinePlan(day)).toEqual({
      from: 480,
      to: 1200,
      segments: [
        { kind: 'onWindow', from: 480, to: 540 },
        { kind: 'grace', from: 540, to: 550 },
        { kind: 'work', from: 550, to: 720 },
        { kind: 'rest', from: 720, to: 780 },
        { kind: 'work', from: 780, to: 1080 },
        { kind: 'offWindow', from: 1080, to: 1200 },
      ],
      ticks: [540, 720, 780, 1080],
    });
  });

  it('runs a night shift into the next day and skips a rest period outside it', () => {
    const plan = timelinePlan({
      ...day,
      onTime: '22:00',
      offTime: '06:00',
      offNextDay: true,
      restStart: '07:00',
      restEnd: '08:00',
      lateGraceMinutes: 0,
    });
    expect(plan).toEqual({
      from: 1260,
      to: 1920,
      segments: [
        { kind: 'onWindow', from: 1260, to: 1320 },
        { kind: 'work', from: 1320, to: 1800 },
        { kind: 'offWindow', from: 1800, to: 1920 },
      ],
      ticks: [1320, 1800],
    });
    expect(timelinePlan({ ...day, offTime: '08:00' })).toBeNull();
  });

  it('reads minutes as clock times, marking the next day and the day before', () => {
    expect(clockOf(540)).toEqual({ time: '09:00', day: 0 });
    expect(clockOf(1800)).toEqual({ time: '06:00', day: 1 });
    expect(clockOf(-60)).toEqual({ time: '23:00', day: -1 });
  });
});
