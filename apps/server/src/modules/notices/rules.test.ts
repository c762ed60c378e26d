import { describe, expect, it } from 'vitest';
import { audienceOf, belowFromParents } from './audience.ts';
import { isDue, isPinnedNow, minutesUntilRemind, statusOnPublish } from './schedule.ts';

// The tree: 1 总经办 ─ 2 财务部 ─ 4 会计组
//                   └ 3 销售部 ─ 5 华东区 ─ 6 上海组
const parents = new Map<number, number | null>([
  [1, null],
  [2, 1],
  [3, 1],
  [4, 2],
  [5, 3],
  [6, 5],
]);
const below = belowFromParents(parents);
const people = [
  { staffId: 10, userId: 100, deptId: 1 },
  { staffId: 20, userId: 200, deptId: 2 },
  { staffId: 40, userId: 400, deptId: 4 },
  { staffId: 50, userId: 500, deptId: 5 },
  { staffId: 60, userId: 600, deptId: 6 },
  { staffId: 70, userId: 700, deptId: null },
];
const staffOf = (audience: { all: boolean; departmentIds: number[]; staffIds: number[] }) =>
  audienceOf(audience, people, below).map((p) => p.staffId);

describe('audience', () => {
  it('widens a department to those below it', () => {
    expect(below(2).sort()).toEqual([2, 4]);
    expect(below(3).sort()).toEqual([3, 5, 6]);
    expect(below(6)).toEqual([6]);
    expect(below(1).sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('covers the departments with those below them plus named people, each once', () => {
    expect(staffOf({ all: false, departmentIds: [2], staffIds: [] })).toEqual([20, 40]);
    expect(staffOf({ all: false, departmentIds: [5], staffIds: [70, 60] })).toEqual([50, 60, 70]);
    expect(staffOf({ all: false, departmentIds: [2, 4], staffIds: [40] })).toEqual([20, 40]);
    expect(staffOf({ all: false, departmentIds: [], staffIds: [10] })).toEqual([10]);
  });

  it('whole company is everyone, with or without a department', () => {
    expect(staffOf({ all: true, departmentIds: [2], staffIds: [] })).toEqual([10, 20, 40, 50, 60, 70]);
  });

  it('survives a loop in the tree', () => {
    const looped = belowFromParents(
      new Map([
        [1, 2],
        [2, 1],
      ]),
    );
    expect(looped(1).sort()).toEqual([1, 2]);
  });
});

describe('schedule', () => {
  const now = new Date('2026-11-26T02:00:00Z'); // 10:00 China time
  it('publishes now without a time or with a past one, schedules a future one', () => {
    expect(statusOnPublish(null, now)).toBe('published');
    expect(statusOnPublish(new Date('2026-11-26T01:59:00Z'), now)).toBe('published');
    expect(statusOnPublish(new Date('2026-11-26T02:00:01Z'), now)).toBe('scheduled');
  });
  it('is due at its time, not a second before, and only while scheduled', () => {
    const at = new Date('2026-11-26T02:00:00Z');
    expect(isDue({ status: 'scheduled', publishAt: at }, new Date('2026-11-26T01:59:59Z'))).toBe(false);
    expect(isDue({ status: 'scheduled', publishAt: at }, now)).toBe(true);
    expect(isDue({ status: 'published', publishAt: at }, now)).toBe(false);
    expect(isDue({ status: 'scheduled', publishAt: null }, now)).toBe(false);
  });
  it('pins until the end date', () => {
    expect(isPinnedNow({ pinned: true, pinnedUntil: null }, now)).toBe(true);
    expect(isPinnedNow({ pinned: true, pinnedUntil: new Date('2026-11-27T00:00:00Z') }, now)).toBe(true);
    expect(isPinnedNow({ pinned: true, pinnedUntil: new Date('2026-11-26T02:00:00Z') }, now)).toBe(false);
    expect(isPinnedNow({ pinned: false, pinnedUntil: null }, now)).toBe(false);
  });
  it('lets the unread be reminded once an hour', () => {
    expect(minutesUntilRemind(null, now, 60)).toBe(0);
    expect(minutesUntilRemind(new Date('2026-11-26T01:30:00Z'), now, 60)).toBe(30);
    expect(minutesUntilRemind(new Date('2026-11-26T01:00:30Z'), now, 60)).toBe(1);
    expect(minutesUntilRemind(new Date('2026-11-26T01:00:00Z'), now, 60)).toBe(0);
  });
});
