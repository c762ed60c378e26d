import type { Conversation } from '@renli/chat-sdk/browser';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { previewText } from '../conversations/preview.ts';
import { callMessage, customMessage } from '../messages/test-utils.ts';
import { messageAbstract } from './abstract.ts';

const zh = i18n.getFixedT('zh-CN');
const en = i18n.getFixedT('en');

describe('messageAbstract of custom messages: what they are, never "[自定义消息]"', () => {
  it('names calls by their kind', () => {
    expect(messageAbstract(callMessage(1, { call_type: 1, call_end: 83 }), zh)).toBe('[语音通话]');
    expect(messageAbstract(callMessage(2, { call_type: 2 }), zh)).toBe('[视频通话]');
    expect(messageAbstract(callMessage(2, { call_type: 2 }), en)).toBe('[Video call]');
  });

  it('says who created a group', () => {
    const created = customMessage({ businessID: 'group_create', opUser: 'u1' }, { nick: '张伟' });
    expect(messageAbstract(created, zh)).toBe('张伟 创建了群组');
    expect(messageAbstract({ ...created, nick: '' }, zh)).toBe('群组已创建');
  });

  it('summarises the cards by their own words', () => {
    expect(messageAbstract(customMessage({ businessID: 'order', title: '工牌挂绳' }), zh)).toBe(
      '[商品] 工牌挂绳',
    );
    expect(messageAbstract(customMessage({ businessID: 'evaluation', score: 5 }), zh)).toBe('[服务评价]');
    expect(messageAbstract(customMessage({ businessID: 'text_link', text: '入职指南' }), zh)).toBe(
      '入职指南',
    );
    expect(messageAbstract(customMessage({ businessID: 'text_link' }), zh)).toBe('[链接]');
    expect(messageAbstract(customMessage('consultion', { extension: { title: '社保咨询' } }), zh)).toBe(
      '社保咨询',
    );
  });

  it("uses an unknown kind's description, else a plain [消息]", () => {
    const poll = customMessage({ businessID: 'poll' });
    expect(
      messageAbstract({ ...poll, payload: { ...poll.payload, description: '[投票] 团建去哪' } }, zh),
    ).toBe('[投票] 团建去哪');
    expect(messageAbstract(poll, zh)).toBe('[消息]');
  });
});

describe('previewText', () => {
  const group = (last: ReturnType<typeof customMessage>) =>
    ({
      type: 'GROUP',
      lastMessage: { ...last, fromAccount: last.from, isRevoked: false, messageForShow: '' },
    }) as unknown as Conversation;

  it('does not put the sender before a group-creation notice, but before other messages', () => {
    const created = customMessage({ businessID: 'group_create', opUser: 'bob' }, { nick: '张伟' });
    expect(previewText(group(created), 'me', zh)).toBe('张伟 创建了群组');
    expect(previewText(group(callMessage(4, { call_type: 1 }, { nick: '张伟' })), 'me', zh)).toBe(
      '张伟: [语音通话]',
    );
  });
});
