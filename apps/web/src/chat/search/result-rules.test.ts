import type { Message } from '@renli/chat-sdk/browser';
import { describe, expect, it } from 'vitest';
import {
  ALL_TAB_PREVIEW,
  colleagueHit,
  displayTypeOf,
  groupByDate,
  matchContacts,
  matchGroups,
  messageTypesOf,
  previewOf,
} from './result-rules.ts';

const at = (ID: string, date: Date) => ({ ID, time: date.getTime() / 1000 }) as Message;

describe('tabs', () => {
  it('maps tabs to message types; globally images and videos are "other"', () => {
    expect(messageTypesOf('text', 'global')).toEqual(['TIMTextElem']);
    expect(messageTypesOf('file', 'conversation')).toEqual(['TIMFileElem']);
    expect(messageTypesOf('media', 'conversation')).toEqual(['TIMImageElem', 'TIMVideoFileElem']);
    expect(messageTypesOf('other', 'global')).toContain('TIMImageElem');
    expect(messageTypesOf('other', 'conversation')).not.toContain('TIMImageElem');
    expect(messageTypesOf('other', 'conversation')).toContain('TIMCustomElem');
  });

  it('draws each tab with its display type', () => {
    expect(
      ['colleagues', 'contacts', 'groups', 'text', 'file', 'media', 'other'].map((t) =>
        displayTypeOf(t as never),
      ),
    ).toEqual(['info', 'info', 'info', 'bubble', 'file', 'image', 'bubble']);
  });

  it('shows a colleague with department and position instead of the ID', () => {
    const hit = colleagueHit({
      userID: '10003',
      conversationID: 'C2C10003',
      nick: '张伟',
      avatar: '',
      detail: '人力资源部 · 人力资源总监',
    });
    expect(hit).toEqual({
      conversationID: 'C2C10003',
      name: '张伟',
      sub: '10003',
      detail: '人力资源部 · 人力资源总监',
      avatar: '',
      kind: 'C2C',
    });
  });
});

describe('all-tab preview', () => {
  it('shows three per type and offers more only beyond them', () => {
    expect(ALL_TAB_PREVIEW).toBe(3);
    expect(previewOf([1, 2, 3])).toEqual({ shown: [1, 2, 3], more: false });
    expect(previewOf([1, 2, 3, 4])).toEqual({ shown: [1, 2, 3], more: true });
  });
});

describe('grouping by date', () => {
  it('puts messages of one local day together, newest day first', () => {
    const groups = groupByDate([
      at('c', new Date(2026, 4, 12, 23, 59)),
      at('b', new Date(2026, 4, 12, 0, 1)),
      at('a', new Date(2026, 4, 11, 22)),
    ]);
    expect(groups.map((g) => [new Date(g.day).getDate(), g.messages.map((m) => m.ID)])).toEqual([
      [12, ['c', 'b']],
      [11, ['a']],
    ]);
  });
});

describe('local matches', () => {
  const friends = [
    { userID: '10009', nick: '王芳', remark: '产品经理', avatar: '' },
    { userID: '10010', nick: 'Lee', avatar: '' },
  ];
  const partners = [
    { userID: '10009', nick: '王芳', avatar: '' },
    { userID: '10011', nick: '李雷', avatar: 'male1' },
  ];

  it('finds contacts by remark, nick or ID, case-insensitively, each person once, remark as name', () => {
    expect(matchContacts(['产品'], friends, partners).map((h) => h.name)).toEqual(['产品经理']);
    expect(matchContacts(['lee'], friends, partners).map((h) => h.conversationID)).toEqual(['C2C10010']);
    expect(matchContacts(['100'], friends, partners).map((h) => h.sub)).toEqual(['10009', '10010', '10011']);
  });

  it('needs every keyword to match', () => {
    expect(matchContacts(['王', '10009'], friends, partners)).toHaveLength(1);
    expect(matchContacts(['王', '10011'], friends, partners)).toHaveLength(0);
    expect(matchContacts([], friends, partners)).toEqual([]);
  });

  it('finds joined groups by name or ID', () => {
    const groups = [
      { groupID: '@TGS#1', name: '绩效小组', avatar: '' },
      { groupID: 'hr-team', name: 'HR', avatar: '' },
    ];
    expect(matchGroups(['绩效'], groups).map((g) => g.conversationID)).toEqual(['GROUP@TGS#1']);
    expect(matchGroups(['HR-'], groups).map((g) => g.name)).toEqual(['HR']);
  });
});
