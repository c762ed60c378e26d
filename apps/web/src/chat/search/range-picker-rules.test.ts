import { describe, expect, it } from 'vitest';
import { addMonths, inRange, type MonthRef, monthGrid, movePanel, pickDay } from './range-picker-rules.ts';

const d = (month: number, day: number) => new Date(2026, month, day);

describe('month grid', () => {
  it('has six Monday-first weeks with only the panel month clickable', () => {
    const grid = monthGrid({ year: 2026, month: 4 });
    expect(grid).toHaveLength(42);
    // 1 May 2026 is a Friday: Monday 27 April opens the grid.
    expect(grid[0]?.date).toEqual(new Date(2026, 3, 27));
    expect(grid.slice(0, 4).every((c) => !c.inMonth)).toBe(true);
    expect(grid[4]).toEqual({ date: new Date(2026, 4, 1), inMonth: true });
    expect(grid.filter((c) => c.inMonth)).toHaveLength(31);
    expect(grid.at(-1)?.inMonth).toBe(false);
  });
});

describe('panel moves', () => {
  const pair: [MonthRef, MonthRef] = [
    { year: 2025, month: 11 },
    { year: 2026, month: 0 },
  ];

  it('never lets the panels meet or cross', () => {
    expect(movePanel(pair, 'left', 1)).toBeNull();
    expect(movePanel(pair, 'right', -1)).toBeNull();
  });

  it('moves either panel away freely, across years', () => {
    expect(movePanel(pair, 'left', -1)).toEqual([{ year: 2025, month: 10 }, pair[1]]);
    expect(movePanel(pair, 'right', 1)).toEqual([pair[0], { year: 2026, month: 1 }]);
    expect(addMonths({ year: 2026, month: 0 }, -1)).toEqual({ year: 2025, month: 11 });
  });
});

describe('picking days', () => {
  it('takes the first click as start and the second as end', () => {
    const first = pickDay({ start: null, end: null }, d(0, 3));
    expect(first).toEqual({ start: d(0, 3), end: null, done: false });
    expect(pickDay(first, d(0, 9))).toEqual({ start: d(0, 3), end: d(0, 9), done: true });
  });

  it('swaps an end earlier than the start', () => {
    expect(pickDay({ start: d(1, 10), end: null }, d(0, 20))).toEqual({
      start: d(0, 20),
      end: d(1, 10),
      done: true,
    });
  });

  it('starts over after a finished range', () => {
    expect(pickDay({ start: d(0, 1), end: d(0, 2) }, d(0, 7))).toEqual({
      start: d(0, 7),
      end: null,
      done: false,
    });
  });

  it('shades the days between start and end', () => {
    const s = { start: d(0, 3), end: d(0, 5) };
    expect([2, 3, 4, 5, 6].map((day) => inRange(s, d(0, day)))).toEqual([false, true, true, true, false]);
    expect(inRange({ start: d(0, 3), end: null }, d(0, 3))).toBe(true);
  });
});
