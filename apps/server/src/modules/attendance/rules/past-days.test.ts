import { describe, expect, it } from 'vitest';
import { monthsOf, pastPart } from './past-days.ts';

describe('the past days a change reaches', () => {
  const today = '2026-05-20';

  it('runs from the change’s day to the day before the next version, never past today', () => {
    expect(pastPart('2026-05-01', '2026-05-11', today)).toEqual({ from: '2026-05-01', to: '2026-05-10' });
    expect(pastPart('2026-05-01', '2026-06-01', today)).toEqual({ from: '2026-05-01', to: '2026-05-20' });
    expect(pastPart('2026-05-01', null, today)).toEqual({ from: '2026-05-01', to: '2026-05-20' });
    expect(pastPart('2026-05-20', null, today)).toEqual({ from: '2026-05-20', to: '2026-05-20' });
  });

  it('is nothing for a change from a day still to come', () => {
    expect(pastPart('2026-05-21', null, today)).toBeNull();
    // A version replaced on its own first day holds no day at all.
    expect(pastPart('2026-05-01', '2026-05-01', today)).toBeNull();
  });

  it('names each month of a range once, across a year’s end', () => {
    expect(monthsOf({ from: '2025-11-30', to: '2026-02-01' })).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
    expect(monthsOf({ from: '2026-01-31', to: '2026-01-31' })).toEqual(['2026-01-01']);
  });
});
