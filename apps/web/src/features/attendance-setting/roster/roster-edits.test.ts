import type { RosterGrid } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { applyToCells, cellKey, editsToCells, shownCell } from './roster-edits.ts';

const grid: RosterGrid = {
  month: '2026-05',
  days: ['2026-05-01', '2026-05-02'],
  shifts: [{ id: 7, name: '早班', code: '早' }],
  rows: [
    { staffId: 1, name: '张三', jobNo: null, deptName: null, cells: [7, null], inGroup: [true, true] },
    { staffId: 2, name: '李四', jobNo: null, deptName: null, cells: [null, 'rest'], inGroup: [false, true] },
  ],
};

describe('roster edits', () => {
  it('sets the selected cells of the group’s days only', () => {
    const edits = applyToCells(grid, new Map(), [cellKey(1, '2026-05-02'), cellKey(2, '2026-05-01')], 7);
    expect([...edits]).toEqual([['1:2026-05-02', 7]]);
    expect(shownCell(grid, edits, 0, 1)).toBe(7);
    expect(shownCell(grid, edits, 1, 0)).toBeNull();
  });

  it('drops a change that puts a cell back as saved, and sends rest as null', () => {
    let edits = applyToCells(grid, new Map(), [cellKey(1, '2026-05-01'), cellKey(2, '2026-05-02')], null);
    expect(shownCell(grid, edits, 0, 0)).toBe('rest');
    // 李四's 2 May was rest already.
    expect(editsToCells(edits)).toEqual([{ staffId: 1, day: '2026-05-01', shiftId: null }]);
    edits = applyToCells(grid, edits, [cellKey(1, '2026-05-01')], 7);
    expect(edits.size).toBe(0);
  });
});
