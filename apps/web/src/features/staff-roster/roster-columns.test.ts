import { describe, expect, it } from 'vitest';
import { columnsInOrder, moved, rosterColumnsKey, shownColumns } from './roster-columns.ts';

const DEFAULT = [
  'name',
  'jobNo',
  'mobile',
  'deptName',
  'positionName',
  'employeeType',
  'empStatus',
  'sex',
  'age',
  'education',
  'entryDate',
];

describe('roster columns', () => {
  it('shows the columns not hidden by default, in the declared order, until someone chooses', () => {
    expect(shownColumns(null)).toEqual(DEFAULT);
  });

  it('keeps a choice and its order, drops columns no longer known, adds new default ones at the end', () => {
    const stored = { shown: ['entryDate', 'name', 'retired'], known: [...DEFAULT, 'retired'] };
    expect(shownColumns(stored)).toEqual(['entryDate', 'name']);
    // Stored before `mobile` existed: it shows up after the choice.
    const older = { shown: ['name', 'jobNo'], known: DEFAULT.filter((key) => key !== 'mobile') };
    expect(shownColumns(older)).toEqual(['name', 'jobNo', 'mobile']);
  });

  it('moves a shown column one place, never past the ends', () => {
    expect(moved(['name', 'jobNo', 'age'], 'age', -1)).toEqual(['name', 'age', 'jobNo']);
    expect(moved(['name', 'jobNo', 'age'], 'name', 1)).toEqual(['jobNo', 'name', 'age']);
    expect(moved(['name', 'jobNo'], 'name', -1)).toEqual(['name', 'jobNo']);
    expect(moved(['name', 'jobNo'], 'jobNo', 1)).toEqual(['name', 'jobNo']);
    expect(moved(['name'], 'age', 1)).toEqual(['name']);
  });

  it('lists the shown columns first in the settings, then the others', () => {
    expect(columnsInOrder(['age', 'name']).slice(0, 4)).toEqual(['age', 'name', 'jobNo', 'mobile']);
    expect(columnsInOrder(['age', 'name'])).toHaveLength(18);
  });

  it('is remembered per login and company', () => {
    expect(rosterColumnsKey(10005, 20001)).toBe('staffRoster.columns.10005.20001');
    expect(rosterColumnsKey(10005, 20002)).not.toBe(rosterColumnsKey(10005, 20001));
  });
});
