import { describe, expect, it } from 'vitest';
import { chinaDateLabel, dayPartInChina } from './china-date.ts';

describe('the date and hour in China', () => {
  it('greets by the hour in Beijing, not the browser’s', () => {
    expect(dayPartInChina(new Date('2026-11-24T20:30:00Z'))).toBe('night'); // 04:30
    expect(dayPartInChina(new Date('2026-11-24T21:00:00Z'))).toBe('morning'); // 05:00
    expect(dayPartInChina(new Date('2026-11-25T04:00:00Z'))).toBe('afternoon'); // 12:00
    expect(dayPartInChina(new Date('2026-11-25T10:00:00Z'))).toBe('evening'); // 18:00
  });

  it('writes today in China in the UI language', () => {
    // Still the 24th in UTC, already the 25th in Beijing.
    const lateEvening = new Date('2026-11-24T17:00:00Z');
    expect(chinaDateLabel(lateEvening, 'zh-CN')).toBe('2026年11月25日星期三');
    expect(chinaDateLabel(lateEvening, 'en')).toBe('Wednesday, 25 November 2026');
  });
});
