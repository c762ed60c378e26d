import type { Friend, FriendApplication, Group } from '@renli/chat-sdk/browser';
import { describe, expect, it } from 'vitest';
import {
  friendName,
  normaliseSearchID,
  parseContactID,
  sectionOrder,
  sortApplications,
  sortFriends,
  sortGroups,
} from './contact-rules.ts';

const friend = (userID: string, nick: string, remark = ''): Friend => ({
  userID,
  remark,
  groupList: [],
  source: 'AddSource_Type_Web',
  wording: '',
  addTime: 0,
  profile: { userID, nick, avatar: '', gender: '', selfSignature: '', allowType: '' },
});

describe('contact IDs in the URL', () => {
  it('reads a person (C2C) or a group (GROUP)', () => {
    expect(parseContactID('C2C10004')).toEqual({ kind: 'user', userID: '10004' });
    expect(parseContactID('GROUP@TGS#1abc')).toEqual({ kind: 'group', groupID: '@TGS#1abc' });
  });

  it('ignores anything else', () => {
    expect(parseContactID(undefined)).toBeNull();
    expect(parseContactID('10004')).toBeNull();
    expect(parseContactID('C2C')).toBeNull();
    expect(parseContactID('GROUP')).toBeNull();
  });
});

describe('friend names and sorting', () => {
  it('shows the remark, else the nick, else the ID', () => {
    expect(friendName(friend('1', '王芳', '王经理'))).toBe('王经理');
    expect(friendName(friend('1', '王芳'))).toBe('王芳');
    expect(friendName(friend('1', ''))).toBe('1');
  });

  it('sorts by the shown name: Chinese names in pinyin order, then Latin ones, ignoring case', () => {
    const list = [
      friend('1', '张伟'),
      friend('2', '李娜'),
      friend('3', '周杰', '阿杰'),
      friend('4', 'bob'),
      friend('5', 'Amy'),
    ];
    expect(sortFriends(list).map(friendName)).toEqual(['阿杰', '李娜', '张伟', 'Amy', 'bob']);
    expect(list[0]?.userID).toBe('1');
  });

  it('sorts groups by name and applications newest first', () => {
    const group = (groupID: string, name: string) => ({ groupID, name }) as Group;
    expect(sortGroups([group('g1', '研发部'), group('g2', '财务部')]).map((g) => g.name)).toEqual([
      '财务部',
      '研发部',
    ]);
    const app = (userID: string, time: number) => ({ userID, time }) as FriendApplication;
    expect(sortApplications([app('a', 1), app('b', 3), app('c', 2)]).map((a) => a.userID)).toEqual([
      'b',
      'c',
      'a',
    ]);
  });
});

describe('sections', () => {
  it('lists the four built-in sections in spec order, no customer section by default', () => {
    expect(sectionOrder([])).toEqual(['applications', 'blacklist', 'groups', 'friends']);
  });

  it('adds registered plugin sections after them', () => {
    expect(sectionOrder(['customers'])).toEqual([
      'applications',
      'blacklist',
      'groups',
      'friends',
      'plugin:customers',
    ]);
  });
});

describe('search input', () => {
  it('drops spaces people paste around or inside an ID', () => {
    expect(normaliseSearchID('  100 04 ')).toBe('10004');
    expect(normaliseSearchID('   ')).toBe('');
  });
});
