import type { GroupRule } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { type RuleBook, type RuleVersion, ruleOn } from './rule-book.ts';

// Departments: 总部 1 > 研发部 2 > 前端组 3; 销售部 4 under 总部.
const parents = new Map<number, number | null>([
  [1, null],
  [2, 1],
  [3, 2],
  [4, 1],
]);
const chain = async (deptId: number) => {
  const out: number[] = [];
  for (let at: number | null | undefined = deptId; at != null && parents.has(at); at = parents.get(at))
    out.push(at);
  return out;
};

const rule = (members: Partial<GroupRule['members']>): GroupRule => ({
  scheduleType: 'fixed',
  members: { deptIds: [], staffIds: [], excludedStaffIds: [], ...members },
  weekdayShifts: { '1': 1, '2': 1, '3': 1, '4': 1, '5': 1, '6': null, '7': null },
  followHolidays: true,
  makeupShiftId: null,
  flexibleRequiredMinutes: 0,
  flexibleLatestOn: null,
  webPunch: true,
  ipRanges: [],
  geofences: [],
  importPunches: false,
});
const version = (
  groupId: number,
  groupName: string,
  from: string,
  to: string | null,
  members: Partial<GroupRule['members']>,
): RuleVersion => ({ groupId, groupName, from, to, rule: rule(members) });

const book = (versions: RuleVersion[]): RuleBook => ({ versions, shifts: new Map(), departmentChain: chain });
const groupOn = async (b: RuleBook, staffId: number, deptId: number | null, day: string) =>
  (await ruleOn(b, { staffId, deptId }, day))?.groupName ?? null;

describe('who belongs to which group (ruleOn)', () => {
  it('inherits a department’s group down the tree, the nearest department winning', async () => {
    const b = book([
      version(1, '总部', '2026-01-01', null, { deptIds: [1] }),
      version(2, '研发', '2026-01-01', null, { deptIds: [2] }),
    ]);
    // 前端组 (3) has no group of its own: 研发部 (2) is nearer than 总部 (1).
    expect(await groupOn(b, 10, 3, '2026-03-02')).toBe('研发');
    expect(await groupOn(b, 11, 4, '2026-03-02')).toBe('总部');
    expect(await groupOn(b, 12, null, '2026-03-02')).toBeNull();
    // An unknown department (removed) belongs nowhere.
    expect(await groupOn(b, 13, 99, '2026-03-02')).toBeNull();
  });

  it('puts a named person before any department, and an exclusion out of that group only', async () => {
    const b = book([
      version(1, '总部', '2026-01-01', null, { deptIds: [1], excludedStaffIds: [20] }),
      version(2, '研发', '2026-01-01', null, { deptIds: [2], excludedStaffIds: [21] }),
      version(3, '夜班', '2026-01-01', null, { staffIds: [22] }),
    ]);
    expect(await groupOn(b, 22, 3, '2026-03-02')).toBe('夜班');
    // Excluded by 研发, so the next department up (总部) counts.
    expect(await groupOn(b, 21, 3, '2026-03-02')).toBe('总部');
    // Excluded by 总部 and in 销售部, which only 总部 names: no group.
    expect(await groupOn(b, 20, 4, '2026-03-02')).toBeNull();
    // An exclusion does not reach into a group that names the person.
    const named = book([
      version(1, '总部', '2026-01-01', null, { deptIds: [1], excludedStaffIds: [23] }),
      version(2, '专项', '2026-01-01', null, { staffIds: [23] }),
    ]);
    expect(await groupOn(named, 23, 1, '2026-03-02')).toBe('专项');
  });

  it('follows the versions’ days: a change from next Monday leaves this week alone', async () => {
    const b = book([
      version(1, '总部', '2026-01-01', '2026-03-09', { deptIds: [1] }),
      version(1, '总部', '2026-03-09', null, { deptIds: [4] }),
      version(2, '研发', '2026-03-09', null, { deptIds: [2] }),
    ]);
    // Friday 6 March: 总部 still names the whole tree.
    expect(await groupOn(b, 30, 3, '2026-03-06')).toBe('总部');
    // Monday 9 March: 总部 keeps 销售部 only, 研发 takes its own.
    expect(await groupOn(b, 30, 3, '2026-03-09')).toBe('研发');
    expect(await groupOn(b, 31, 1, '2026-03-09')).toBeNull();
    expect(await groupOn(b, 32, 4, '2026-03-09')).toBe('总部');
    // Before any version: nobody.
    expect(await groupOn(b, 30, 3, '2025-12-31')).toBeNull();
  });

  it('counts nobody in an archived group’s version without members', async () => {
    const b = book([
      version(1, '总部', '2026-01-01', '2026-04-01', { deptIds: [1] }),
      version(1, '总部', '2026-04-01', null, {}),
      version(2, '研发', '2026-01-01', null, { deptIds: [2] }),
    ]);
    expect(await groupOn(b, 40, 4, '2026-03-31')).toBe('总部');
    expect(await groupOn(b, 40, 4, '2026-04-01')).toBeNull();
    expect(await groupOn(b, 41, 3, '2026-04-01')).toBe('研发');
  });
});
