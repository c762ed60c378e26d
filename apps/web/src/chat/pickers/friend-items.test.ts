import type { Friend } from '@renli/chat-sdk/browser';
import { describe, expect, it } from 'vitest';
import { findFriend, friendItems } from './friend-items.ts';

const friend = (userID: string, nick: string, remark = ''): Friend => ({
  userID,
  remark,
  groupList: [],
  source: '',
  wording: '',
  addTime: 0,
  profile: { userID, nick, avatar: '' } as Friend['profile'],
});

describe('friendItems', () => {
  it('labels by remark, then nick, then ID, and disables the given IDs', () => {
    const items = friendItems([friend('1', '张三', '老张'), friend('2', '李四'), friend('3', '')], ['2']);
    expect(items.map((i) => i.nick)).toEqual(['老张', '李四', '3']);
    expect(items.map((i) => Boolean(i.isDisabled))).toEqual([false, true, false]);
    expect(items[0]?.conversationID).toBe('C2C1');
  });
});

describe('findFriend', () => {
  const items = friendItems([friend('10002', '王五'), friend('10003', 'Wang Liu')], []);

  it('matches the exact ID first, then a name containing the text', () => {
    expect(findFriend(items, '10003')?.userID).toBe('10003');
    expect(findFriend(items, 'wang')?.userID).toBe('10003');
    expect(findFriend(items, '王')?.userID).toBe('10002');
  });

  it('finds nobody for an unknown ID, so the picker says the user does not exist', () => {
    expect(findFriend(items, '99999')).toBeNull();
    expect(findFriend(items, '  ')).toBeNull();
  });
});
