import { describe, expect, it } from 'vitest';
import { ALL_TIME, dayLabel, PERIOD_FILTERS, periodFilter, rangeFilter } from './time-filter.ts';

describe('time filters', () => {
  it('has the periods (docs/chat-ui.md) ending now', () => {
    expect(PERIOD_FILTERS.map((f) => [f.key, f.value.timePosition, f.value.timePeriod])).toEqual([
      ['all', 0, 0],
      ['today', 0, 86400],
      ['threeDays', 0, 3 * 86400],
      ['sevenDays', 0, 7 * 86400],
    ]);
    expect(periodFilter('threeDays').value.timePeriod).toBe(259200);
    expect(ALL_TIME.value).toEqual({ timePosition: 0, timePeriod: 0 });
  });

  it('turns a picked range into the end of its last day and the span in seconds', () => {
    const f = rangeFilter(new Date(2026, 0, 3, 15, 30), new Date(2026, 0, 5, 9));
    expect(f.key).toBe('range');
    expect(f.value.timePosition).toBe(new Date(2026, 0, 6).getTime() / 1000);
    expect(f.value.timePeriod).toBe(3 * 86400);
    expect(f.range && [dayLabel(f.range.start), dayLabel(f.range.end)]).toEqual(['2026-01-03', '2026-01-05']);
  });

  it('covers one whole day when start and end are the same day', () => {
    const f = rangeFilter(new Date(2026, 1, 28), new Date(2026, 1, 28));
    expect(f.value.timePeriod).toBe(86400);
    expect(f.value.timePosition).toBe(new Date(2026, 2, 1).getTime() / 1000);
  });
});
