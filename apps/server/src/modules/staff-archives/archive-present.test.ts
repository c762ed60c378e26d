import { describe, expect, it } from 'vitest';
import { tenureMonths } from './archive-present.ts';

describe('months of service', () => {
  it('counts a month once its day comes again', () => {
    expect(tenureMonths('2023-03-15', '2026-03-14')).toBe(35);
    expect(tenureMonths('2023-03-15', '2026-03-15')).toBe(36);
    expect(tenureMonths('2025-12-31', '2026-01-30')).toBe(0);
    expect(tenureMonths('2025-12-31', '2026-01-31')).toBe(1);
  });

  it('is nothing before entry or on the entry day', () => {
    expect(tenureMonths('2026-04-01', '2026-03-15')).toBe(0);
    expect(tenureMonths('2026-03-15', '2026-03-15')).toBe(0);
  });
});
