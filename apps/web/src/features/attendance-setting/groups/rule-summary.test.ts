import { describe, expect, it } from 'vitest';
import { newRule, weekdayRuns } from './rule-summary.ts';

describe('a fixed week in words', () => {
  it('joins consecutive weekdays of the same shift', () => {
    expect(weekdayRuns(newRule(5).weekdayShifts)).toEqual([
      { from: '1', to: '5', shiftId: 5 },
      { from: '6', to: '7', shiftId: null },
    ]);
    expect(weekdayRuns({ '1': 5, '2': 6, '3': 6, '4': null, '5': 5, '6': 5, '7': null })).toEqual([
      { from: '1', to: '1', shiftId: 5 },
      { from: '2', to: '3', shiftId: 6 },
      { from: '4', to: '4', shiftId: null },
      { from: '5', to: '6', shiftId: 5 },
      { from: '7', to: '7', shiftId: null },
    ]);
  });
});
