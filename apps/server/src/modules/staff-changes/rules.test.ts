import { EmploymentStatus, type JobFacts } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { daysFrom } from '../staff-archives/probation.ts';
import { effectiveFromOf, isOpen, requestedChanges } from './rules.ts';
import { dateProblems } from './validate.ts';

const current: JobFacts = {
  deptId: 7,
  positionId: 3,
  rankId: null,
  employeeType: 1,
  empStatus: EmploymentStatus.OFFICIAL,
  workLocation: '杭州',
  clientCompany: null,
  salaryGrade: 'P3',
};

describe('a change in facts', () => {
  it('转正 makes the employment official, with the new salary grade if given', () => {
    const base = { kind: 1 as const, staffId: 1, effectiveDate: '2026-12-01' };
    expect(requestedChanges(base, current)).toEqual({ empStatus: EmploymentStatus.OFFICIAL });
    expect(requestedChanges({ ...base, newSalaryGrade: 'P4' }, current)).toEqual({
      empStatus: 2,
      salaryGrade: 'P4',
    });
  });

  it('调动 keeps what is blank or unchanged: department 7 → 9 and 杭州 kept is one change', () => {
    const transfer = { kind: 2 as const, staffId: 1, effectiveDate: '2026-12-01' };
    expect(
      requestedChanges(
        { ...transfer, newDeptId: 9, newWorkLocation: '杭州', newSalaryGrade: '', newRankId: null },
        current,
      ),
    ).toEqual({ deptId: 9 });
    expect(requestedChanges({ ...transfer, newDeptId: 7, newPositionId: 3 }, current)).toEqual({});
  });

  it('离职 ends the employment from the day after the last working day, across a month and a year', () => {
    const dimission = { kind: 3 as const, staffId: 1, effectiveDate: '2026-12-31' };
    expect(requestedChanges(dimission, current)).toEqual({ empStatus: EmploymentStatus.LEFT });
    expect(effectiveFromOf(3, '2026-12-31')).toBe('2027-01-01');
    expect(effectiveFromOf(3, '2028-02-28')).toBe('2028-02-29');
    expect(effectiveFromOf(2, '2026-12-31')).toBe('2026-12-31');
  });
});

describe('one open change of a kind', () => {
  it('is open while asked for, or confirmed before its first day; closed once in effect or cancelled', () => {
    expect(isOpen(1, '2026-01-01', '2026-11-25')).toBe(true);
    expect(isOpen(2, '2026-11-26', '2026-11-25')).toBe(true);
    expect(isOpen(2, '2026-11-25', '2026-11-25')).toBe(false);
    expect(isOpen(3, '2026-12-01', '2026-11-25')).toBe(false);
  });
});

describe('the date of a change', () => {
  const employment = { entryDate: '2026-03-01', latestFrom: '2026-06-01' };
  it('转正 not before entry; every kind after the latest version', () => {
    expect(dateProblems(1, '2026-02-28', employment)).toEqual([
      { field: 'effectiveDate', key: 'staffChange.officialBeforeEntry', params: { date: '2026-03-01' } },
    ]);
    expect(dateProblems(1, '2026-06-01', employment)).toEqual([
      { field: 'effectiveDate', key: 'staffChange.dateNotAfterLatest', params: { date: '2026-06-01' } },
    ]);
    expect(dateProblems(2, '2026-06-02', employment)).toEqual([]);
  });

  it('离职 may end on the day of the latest version (it leaves the next day), not before', () => {
    expect(dateProblems(3, '2026-06-01', employment)).toEqual([]);
    expect(dateProblems(3, '2026-05-31', employment)).toEqual([
      { field: 'effectiveDate', key: 'staffChange.lastDayBeforeLatest', params: { date: '2026-06-01' } },
    ]);
    // A confirmed change moving its own version leaves the latest check to the employment module.
    expect(dateProblems(3, '2026-05-31', { ...employment, latestFrom: null })).toEqual([]);
  });
});

describe('days left of a probation', () => {
  it('counts whole China days, negative once past', () => {
    expect(daysFrom('2026-11-25', '2026-12-25')).toBe(30);
    expect(daysFrom('2026-11-25', '2026-11-25')).toBe(0);
    expect(daysFrom('2026-03-01', '2026-02-26')).toBe(-3);
  });
});
