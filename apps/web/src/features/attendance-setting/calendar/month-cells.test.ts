import { describe, expect, it } from 'vitest';
import { monthCells } from './month-cells.ts';

describe('a month laid out Monday first', () => {
  it('starts October 2026 (a Thursday) after three blanks and ends on the 31st', () => {
    const cells = monthCells(2026, 10);
    expect(cells.slice(0, 4)).toEqual([null, null, null, '2026-10-01']);
    expect(cells).toHaveLength(3 + 31);
    expect(cells.at(-1)).toBe('2026-10-31');
  });

  it('puts a month starting on Sunday last in its first week, and knows leap Februaries', () => {
    // 2026-02-01 is a Sunday: six blanks.
    expect(monthCells(2026, 2).indexOf('2026-02-01')).toBe(6);
    expect(monthCells(2026, 2).at(-1)).toBe('2026-02-28');
    expect(monthCells(2028, 2).at(-1)).toBe('2028-02-29');
    // 2026-06-01 is a Monday: no blank.
    expect(monthCells(2026, 6)[0]).toBe('2026-06-01');
  });
});
