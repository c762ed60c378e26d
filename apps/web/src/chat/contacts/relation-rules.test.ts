import { ChatSDK } from '@renli/chat-sdk/browser';
import { relationTextBytes } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import {
  inMyList,
  isFriend,
  relationOf,
  remarkBytes,
  remarkTooLong,
  type UserFacts,
  userActions,
} from './relation-rules.ts';

const { TYPES } = ChatSDK;

describe('friend relation (docs/chat-ui.md)', () => {
  it('maps checkFriend results to none, one-way (either direction) and two-way', () => {
    expect(relationOf(TYPES.SNS_TYPE_NO_RELATION)).toBe('none');
    expect(relationOf(TYPES.SNS_TYPE_A_WITH_B)).toBe('mine');
    expect(relationOf(TYPES.SNS_TYPE_B_WITH_A)).toBe('theirs');
    expect(relationOf(TYPES.SNS_TYPE_BOTH_WAY)).toBe('two-way');
    expect(relationOf(undefined)).toBe('none');
  });

  it('calls only a two-way relation a friend', () => {
    expect(isFriend('two-way')).toBe(true);
    expect(isFriend('mine')).toBe(false);
    expect(isFriend('theirs')).toBe(false);
    expect(isFriend('none')).toBe(false);
  });

  it('knows when the user is in my own list (remark and delete apply)', () => {
    expect(inMyList('two-way')).toBe(true);
    expect(inMyList('mine')).toBe(true);
    expect(inMyList('theirs')).toBe(false);
    expect(inMyList('none')).toBe(false);
  });
});

describe('remark bytes (docs/chat-ui.md: 96 bytes, non-Latin-1 counts 2)', () => {
  it('counts Latin-1 as 1 and wider characters (Chinese, emoji) as 2', () => {
    expect(remarkBytes('abc')).toBe(3);
    expect(remarkBytes('é')).toBe(1);
    expect(remarkBytes('好')).toBe(2);
    expect(remarkBytes('李a')).toBe(3);
    expect(remarkBytes('😀')).toBe(2);
  });

  it('agrees with the server counting', () => {
    for (const text of ['', 'Renli 人力', 'ÿĀ', '😀好x', '王'.repeat(50)])
      expect(remarkBytes(text)).toBe(relationTextBytes(text));
  });

  it('accepts 48 Chinese characters or 96 letters, refuses one more', () => {
    expect(remarkTooLong('好'.repeat(48))).toBe(false);
    expect(remarkTooLong('好'.repeat(49))).toBe(true);
    expect(remarkTooLong('a'.repeat(96))).toBe(false);
    expect(remarkTooLong(`${'a'.repeat(95)}好`)).toBe(true);
  });
});

describe('detail actions', () => {
  const facts = (over: Partial<UserFacts>): UserFacts => ({
    self: false,
    relation: 'none',
    blacklisted: false,
    application: null,
    officialMode: false,
    ...over,
  });

  it('offers send message to anyone when the app is not in official mode', () => {
    expect(userActions(facts({}))).toEqual(['send', 'add', 'blacklistAdd']);
  });

  it('offers send message only to two-way friends in official mode', () => {
    expect(userActions(facts({ officialMode: true }))).not.toContain('send');
    expect(userActions(facts({ officialMode: true, relation: 'mine' }))).not.toContain('send');
    expect(userActions(facts({ officialMode: true, relation: 'two-way' }))).toEqual([
      'send',
      'editRemark',
      'delete',
      'blacklistAdd',
    ]);
  });

  it('offers remark and delete for users in my list, add for the others', () => {
    expect(userActions(facts({ relation: 'mine' }))).toEqual([
      'send',
      'editRemark',
      'delete',
      'blacklistAdd',
    ]);
    expect(userActions(facts({ relation: 'theirs' }))).toEqual(['send', 'add', 'blacklistAdd']);
  });

  it('shows accept and refuse for an application to me, waiting for one sent by me', () => {
    expect(userActions(facts({ application: 'to-me' }))).toEqual([
      'send',
      'accept',
      'refuse',
      'blacklistAdd',
    ]);
    expect(userActions(facts({ application: 'by-me' }))).toEqual(['send', 'waiting', 'blacklistAdd']);
  });

  it('offers only removal from the blacklist (no add, no accept) for a blocked user', () => {
    expect(userActions(facts({ blacklisted: true }))).toEqual(['send', 'blacklistRemove']);
    expect(userActions(facts({ blacklisted: true, application: 'to-me' }))).toEqual([
      'send',
      'blacklistRemove',
    ]);
  });

  it('offers nothing on my own profile', () => {
    expect(userActions(facts({ self: true, relation: 'two-way' }))).toEqual([]);
  });
});
