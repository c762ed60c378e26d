import type { MonthSummary } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { lateTrendLine, leaveMixPie } from './chart-options.ts';

const summary = {
  lateTrend: [
    { day: '2026-10-01', count: 0 },
    { day: '2026-10-02', count: 3 },
    { day: '2026-10-10', count: 1 },
  ],
  leaveMix: [
    { leaveTypeId: 7, leaveName: '事假', days: '2.50' },
    { leaveTypeId: 9, leaveName: '调休', days: '0.25' },
  ],
} as MonthSummary;

describe('the statistics’ charts', () => {
  it('draws the late count of each day against the day of the month', () => {
    const option = lateTrendLine(summary, '迟到人数');
    expect(option.xAxis).toMatchObject({ data: ['1', '2', '10'] });
    expect(option.series).toEqual([{ name: '迟到人数', type: 'line', data: [0, 3, 1] }]);
  });

  it('draws leave days by type', () => {
    const [ring] = leaveMixPie(summary).series as { data: unknown[] }[];
    expect(ring!.data).toEqual([
      { name: '事假', value: 2.5 },
      { name: '调休', value: 0.25 },
    ]);
  });
});
