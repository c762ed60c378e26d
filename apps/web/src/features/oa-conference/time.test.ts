import { describe, expect, it } from 'vitest';
import { chinaClock, chinaDay, chinaInstant, minutesOf, QUARTERS, spanText } from './time.ts';

describe('meeting times in China', () => {
  it('turns a China date and clock into the instant, 24:00 being the next midnight', () => {
    expect(chinaInstant('2026-11-26', '09:30')).toBe('2026-11-26T01:30:00.000Z');
    expect(chinaInstant('2026-11-26', '24:00')).toBe('2026-11-26T16:00:00.000Z');
  });
  it('reads an instant back as China date and clock', () => {
    expect(chinaDay('2026-11-26T16:30:00.000Z')).toBe('2026-11-27');
    expect(chinaClock('2026-11-26T16:30:00.000Z')).toBe('00:30');
    expect(minutesOf('14:45')).toBe(885);
  });
  it('offers 97 quarter hours from 00:00 to 24:00', () => {
    expect(QUARTERS).toHaveLength(97);
    expect(QUARTERS[37]).toBe('09:15');
    expect(QUARTERS.at(-1)).toBe('24:00');
  });
  it('writes a span with the weekday', () => {
    expect(spanText('2026-11-26T06:00:00.000Z', '2026-11-26T07:30:00.000Z', 'zh-CN')).toBe(
      '11月26日周四 14:00–15:30',
    );
  });
});
