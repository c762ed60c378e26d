import type { GroupRule } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { memberConflict, ruleProblem, shiftIdsOf } from './group-checks.ts';
import type { RuleVersion } from './rule-book.ts';

const base: GroupRule = {
  scheduleType: 'fixed',
  members: { deptIds: [1], staffIds: [], excludedStaffIds: [] },
  weekdayShifts: { '1': 5, '2': 5, '3': 5, '4': 5, '5': 5, '6': null, '7': null },
  followHolidays: true,
  makeupShiftId: 6,
  flexibleRequiredMinutes: 0,
  flexibleLatestOn: null,
  webPunch: true,
  ipRanges: ['10.0.0.0/8'],
  geofences: [],
  importPunches: false,
};
const shifts = new Set([5, 6]);
const problem = (rule: Partial<GroupRule>, active: ReadonlySet<number> = shifts) =>
  ruleProblem({ ...base, ...rule }, active)?.key ?? null;

describe('a group rule', () => {
  it('accepts a fixed week with a make-up shift', () => {
    expect(shiftIdsOf(base)).toEqual([5, 6]);
    expect(problem({})).toBeNull();
  });

  it('needs members, a shift on some weekday and only shifts in use', () => {
    expect(problem({ members: { deptIds: [], staffIds: [], excludedStaffIds: [3] } })).toBe(
      'attendance.rules.group.noMembers',
    );
    expect(
      problem({
        weekdayShifts: { ...base.weekdayShifts, '1': null, '2': null, '3': null, '4': null, '5': null },
      }),
    ).toBe('attendance.rules.group.fixedNeedsShift');
    expect(problem({ makeupShiftId: 7 })).toBe('attendance.rules.group.unknownShift');
    expect(problem({}, new Set([5]))).toBe('attendance.rules.group.unknownShift');
  });

  it('needs shifts for a roster and the daily minutes for flexible hours', () => {
    expect(problem({ scheduleType: 'roster' }, new Set())).toBe('attendance.rules.group.rosterNeedsShifts');
    expect(problem({ scheduleType: 'roster' })).toBeNull();
    expect(problem({ scheduleType: 'flexible' })).toBe('attendance.rules.group.flexibleMinutes');
    expect(problem({ scheduleType: 'flexible', flexibleRequiredMinutes: 961 })).toBe(
      'attendance.rules.group.flexibleMinutes',
    );
    // Flexible hours ignore the weekday shifts, archived or not.
    expect(problem({ scheduleType: 'flexible', flexibleRequiredMinutes: 480 }, new Set())).toBeNull();
  });

  it('needs a way to punch and IP ranges that parse', () => {
    expect(problem({ webPunch: false, importPunches: false })).toBe('attendance.rules.group.noPunchMethod');
    expect(ruleProblem({ ...base, ipRanges: ['10.0.0.0/8', '10.0.0.300'] }, shifts)).toEqual({
      key: 'attendance.rules.group.badIpRange',
      params: { range: '10.0.0.300' },
    });
  });
});

describe('members another group names', () => {
  const v = (groupId: number, from: string, to: string | null, members: Partial<GroupRule['members']>) =>
    ({
      groupId,
      groupName: `组${groupId}`,
      from,
      to,
      rule: { ...base, members: { deptIds: [], staffIds: [], excludedStaffIds: [], ...members } },
    }) satisfies RuleVersion;
  const versions = [
    v(1, '2026-01-01', '2026-06-01', { deptIds: [10], staffIds: [100], excludedStaffIds: [101] }),
    v(1, '2026-06-01', null, { deptIds: [11] }),
  ];
  const members = (m: Partial<GroupRule['members']>) => ({
    deptIds: [],
    staffIds: [],
    excludedStaffIds: [],
    ...m,
  });

  it('finds a person or department named on an overlapping day', () => {
    expect(memberConflict(versions, 2, '2026-03-01', null, members({ staffIds: [100] }))).toEqual({
      kind: 'staff',
      id: 100,
      groupName: '组1',
    });
    expect(memberConflict(versions, 2, '2026-07-01', null, members({ deptIds: [11] }))).toMatchObject({
      kind: 'department',
      id: 11,
    });
  });

  it('lets days that do not overlap, exclusions and the group itself pass', () => {
    // Group 1 names 100 until 1 June only.
    expect(memberConflict(versions, 2, '2026-06-01', null, members({ staffIds: [100] }))).toBeNull();
    // Until 1 January: the day group 1 starts is not covered.
    expect(memberConflict(versions, 2, '2025-10-01', '2026-01-01', members({ deptIds: [10] }))).toBeNull();
    expect(memberConflict(versions, 2, '2026-03-01', null, members({ staffIds: [101] }))).toBeNull();
    expect(memberConflict(versions, 1, '2026-03-01', null, members({ staffIds: [100] }))).toBeNull();
  });
});
