import { describe, expect, it } from 'vitest';
import { chinaDayEnd, chinaDayStart, chinaMonth } from './china-time.ts';

describe('China calendar days', () => {
  it('starts a day at 16:00 UTC the day before and ends it 24 hours later', () => {
    expect(chinaDayStart('2026-11-05').toISOString()).toBe('2026-11-04T16:00:00.000Z');
    expect(chinaDayEnd('2026-11-10').toISOString()).toBe('2026-11-10T16:00:00.000Z');
  });

  it('puts 01:30 in Beijing on 5 November inside that day, though it is still 4 November in UTC', () => {
    const at = new Date('2026-11-04T17:30:00Z');
    expect(at >= chinaDayStart('2026-11-05') && at < chinaDayEnd('2026-11-05')).toBe(true);
  });
});
