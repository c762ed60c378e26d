import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { formatTimeLabel, shouldShowTimestamp, TIMESTAMP_GAP_SECONDS, timeLabelsFrom } from './time-label.ts';

const zh = timeLabelsFrom(i18n.getFixedT('zh-CN'));
const en = timeLabelsFrom(i18n.getFixedT('en'));
/** Local time, like the labels themselves. */
const at = (y: number, m: number, d: number, h = 0, min = 0, s = 0) => new Date(y, m - 1, d, h, min, s);
// A Wednesday.
const now = at(2025, 6, 18, 15, 30);

describe('formatTimeLabel', () => {
  it('shows only the time for today, from midnight on', () => {
    expect(formatTimeLabel(at(2025, 6, 18, 9, 5), now, zh)).toBe('09:05');
    expect(formatTimeLabel(at(2025, 6, 18, 0, 0), now, zh)).toBe('00:00');
  });

  it('says yesterday up to the last minute before midnight', () => {
    expect(formatTimeLabel(at(2025, 6, 17, 23, 59, 59), now, zh)).toBe('昨天 23:59');
    expect(formatTimeLabel(at(2025, 6, 17, 0, 0), now, en)).toBe('Yesterday 00:00');
    expect(formatTimeLabel(at(2025, 6, 17, 23, 59), at(2025, 6, 18, 0, 1), zh)).toBe('昨天 23:59');
  });

  it('uses the weekday from two to six days ago', () => {
    expect(formatTimeLabel(at(2025, 6, 16, 8, 0), now, zh)).toBe('星期一 08:00');
    expect(formatTimeLabel(at(2025, 6, 12, 20, 45), now, zh)).toBe('星期四 20:45');
    expect(formatTimeLabel(at(2025, 6, 12, 20, 45), now, en)).toBe('Thu 20:45');
  });

  it('switches to month/day at seven days', () => {
    expect(formatTimeLabel(at(2025, 6, 11, 23, 59), now, zh)).toBe('6/11 23:59');
    expect(formatTimeLabel(at(2025, 1, 2, 7, 3), now, en)).toBe('1/2 07:03');
  });

  it('adds the year for earlier years, even a few days back across New Year', () => {
    expect(formatTimeLabel(at(2024, 12, 31, 10, 0), now, zh)).toBe('2024/12/31 10:00');
    const newYear = at(2025, 1, 2, 9, 0);
    expect(formatTimeLabel(at(2024, 12, 31, 22, 10), newYear, zh)).toBe('星期二 22:10');
    expect(formatTimeLabel(at(2024, 12, 1, 22, 10), newYear, zh)).toBe('2024/12/1 22:10');
    expect(formatTimeLabel(at(2025, 1, 1, 22, 10), newYear, en)).toBe('Yesterday 22:10');
  });

  it('accepts Unix seconds as chat messages carry them', () => {
    const seconds = at(2025, 6, 18, 9, 5).getTime() / 1000;
    expect(formatTimeLabel(seconds, now.getTime() / 1000, zh)).toBe('09:05');
  });

  it('dates a time in the future instead of calling it today', () => {
    expect(formatTimeLabel(at(2025, 6, 20, 9, 0), now, zh)).toBe('6/20 09:00');
  });
});

describe('shouldShowTimestamp', () => {
  const t0 = 1_750_000_000;
  it('shows a timestamp before the first message', () => {
    expect(shouldShowTimestamp(undefined, t0)).toBe(true);
  });

  it('shows one after a gap of at least 600 seconds only', () => {
    expect(TIMESTAMP_GAP_SECONDS).toBe(600);
    expect(shouldShowTimestamp(t0, t0 + 599)).toBe(false);
    expect(shouldShowTimestamp(t0, t0 + 600)).toBe(true);
    expect(shouldShowTimestamp(new Date(t0 * 1000), new Date((t0 + 601) * 1000))).toBe(true);
  });
});
