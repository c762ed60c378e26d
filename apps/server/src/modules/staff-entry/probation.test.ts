import { describe, expect, it } from 'vitest';
import { probationEndOf } from './probation.ts';

describe('the last day of probation', () => {
  it('is the day before the same day of the month N months later', () => {
    expect(probationEndOf('2026-01-05', 3)).toBe('2026-04-04');
    expect(probationEndOf('2026-03-01', 1)).toBe('2026-03-31');
    expect(probationEndOf('2026-08-15', 6)).toBe('2027-02-14');
    // Across a year end, and the 1st of a month ending on the previous month's last day.
    expect(probationEndOf('2026-11-01', 3)).toBe('2027-01-31');
    expect(probationEndOf('2026-03-01', 2)).toBe('2026-04-30');
  });

  it("is that month's last day when it has no such day", () => {
    expect(probationEndOf('2026-11-30', 3)).toBe('2027-02-28');
    expect(probationEndOf('2026-01-31', 1)).toBe('2026-02-28');
    expect(probationEndOf('2026-01-29', 1)).toBe('2026-02-28');
    // 2028 is a leap year: 29 February exists.
    expect(probationEndOf('2027-11-30', 3)).toBe('2028-02-29');
    expect(probationEndOf('2027-11-29', 3)).toBe('2028-02-28');
    expect(probationEndOf('2026-08-31', 1)).toBe('2026-09-30');
  });

  it('is none without probation', () => {
    expect(probationEndOf('2026-01-05', 0)).toBeNull();
  });
});
