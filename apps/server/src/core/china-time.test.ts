import { describe, expect, it } from 'vitest';
import { chinaDateTime, chinaDayEnd, chinaDayStart, chinaStamp } from './china-time.ts';

describe('China calendar days', () => {
  it('starts a day at 16:00 UTC the day before and ends it 24 hours later', () => {
    expect(chinaDayStart('2026-11-05').toISOString()).toBe('2026-11-04T16:00:00.000Z');
    expect(chinaDayEnd('2026-11-10').toISOString()).toBe('2026-11-10T16:00:00.000Z');
  });

  it('puts 01:30 in Beijing on 5 November inside that day, though it is still 4 November in UTC', () => {
    const at = new Date('2026-11-04T17:30:00Z');
    expect(at >= chinaDayStart('2026-11-05') && at < chinaDayEnd('2026-11-05')).toBe(true);
  });

  it('writes 15:30 UTC on 24 November as 23:30 in Beijing, and 16:05 UTC as the next China day', () => {
    expect(chinaDateTime(new Date('2026-11-24T15:30:00Z'))).toBe('2026-11-24 23:30:00');
    expect(chinaStamp(new Date('2026-11-24T16:05:09Z'))).toBe('20261125000509');
  });
});
