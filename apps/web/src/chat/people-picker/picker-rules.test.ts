import type { Friend } from '@renli/chat-sdk/browser';
import { describe, expect, it } from 'vitest';
import {
  childDepartments,
  colleagueOf,
  type DepartmentNode,
  defaultGroupName,
  departmentPath,
  friendOf,
  matchFriends,
  type Person,
  presentPeople,
  uniquePeople,
} from './picker-rules.ts';

const dept = (id: number, name: string, parentId: number | null = null): DepartmentNode => ({
  id,
  name,
  parentId,
});
const tree = [
  dept(1, '总经办'),
  dept(2, '人力资源部'),
  dept(3, '招聘组', 2),
  dept(4, '薪酬绩效组', 2),
  dept(5, '孤儿组', 99),
];
const person = (userID: string, nick = userID): Person => ({
  userID,
  conversationID: `C2C${userID}`,
  nick,
  avatar: '',
  detail: '',
});

describe('the org tree', () => {
  it('lists the top level, with departments whose parent is missing', () => {
    expect(childDepartments(tree, null).map((d) => d.name)).toEqual(['总经办', '人力资源部', '孤儿组']);
    expect(childDepartments(tree, 2).map((d) => d.name)).toEqual(['招聘组', '薪酬绩效组']);
    expect(childDepartments(tree, 3)).toEqual([]);
  });

  it('walks from the top down to a department, and stops on a loop', () => {
    expect(departmentPath(tree, 3).map((d) => d.name)).toEqual(['人力资源部', '招聘组']);
    expect(departmentPath(tree, null)).toEqual([]);
    const loop = [dept(7, '甲', 8), dept(8, '乙', 7)];
    expect(departmentPath(loop, 7).map((d) => d.name)).toEqual(['乙', '甲']);
  });
});

describe('people', () => {
  it('shows a colleague with department and position, a friend by remark', () => {
    const staff = {
      staffId: 30001,
      userId: 10003,
      staffName: '张伟',
      jobNo: null,
      staffPhotoWebAddr: null,
      deptName: '人力资源部',
      position: '人力资源总监',
      employeeType: 1 as const,
      mobile: '13700000003',
    };
    expect(colleagueOf(staff)).toEqual({
      userID: '10003',
      conversationID: 'C2C10003',
      nick: '张伟',
      avatar: '',
      detail: '人力资源部 · 人力资源总监',
    });
    expect(colleagueOf({ ...staff, deptName: null }).detail).toBe('人力资源总监');
    const friend = {
      userID: '10009',
      remark: '老周',
      profile: { nick: '周婷', avatar: 'female2' },
    } as Friend;
    expect(friendOf(friend)).toMatchObject({ nick: '老周', avatar: 'female2', detail: '10009' });
  });

  it('finds friends by part of the name or the whole ID', () => {
    const friends = [person('10001', '周婷'), person('10002', 'Alice')];
    expect(matchFriends(friends, '婷').map((f) => f.userID)).toEqual(['10001']);
    expect(matchFriends(friends, 'alice').map((f) => f.userID)).toEqual(['10002']);
    expect(matchFriends(friends, '10002').map((f) => f.userID)).toEqual(['10002']);
    expect(matchFriends(friends, '1000')).toEqual([]);
    expect(matchFriends(friends, ' ')).toEqual([]);
  });

  it('keeps each person once, the first list winning', () => {
    const colleague = { ...person('10003', '张伟'), detail: '人力资源部' };
    expect(uniquePeople([colleague], [person('10003', '伟哥'), person('10004')])).toEqual([
      colleague,
      person('10004'),
    ]);
  });
});

describe('picking', () => {
  it("shows a list without the caller, a group's members disabled", () => {
    const shown = presentPeople([person('1'), person('2'), person('3')], '1', new Set(['3']));
    expect(shown).toEqual([person('2'), { ...person('3'), isDisabled: true }]);
  });

  it('names a group after its first three members, in at most 20 characters', () => {
    expect(defaultGroupName(['张伟', '刘芳', '陈静', '杨洋'])).toBe('张伟、刘芳、陈静');
    expect(defaultGroupName(['张伟'])).toBe('张伟');
    expect(defaultGroupName([])).toBe('');
    expect(defaultGroupName(['一二三四五六七八', '一二三四五六七八', '一二三'])).toBe(
      '一二三四五六七八、一二三四五六七八、一二',
    );
  });
});
