import type { Message } from '@renli/chat-sdk/browser';
import { describe, expect, it } from 'vitest';
import { appendPage } from './cloud-search.ts';

const m = (ID: string) => ({ ID }) as Message;

describe('paging cloud results', () => {
  it('appends new conversations and extends a conversation already shown', () => {
    const first = {
      groups: [{ conversationID: 'C2Ca', messageCount: 3, messageList: [m('1'), m('2')] }],
      totalCount: 3,
      cursor: '10',
    };
    const next = {
      groups: [
        { conversationID: 'C2Ca', messageCount: 3, messageList: [m('3')] },
        { conversationID: 'C2Cb', messageCount: 1, messageList: [m('4')] },
      ],
      totalCount: 4,
      cursor: '',
    };
    const merged = appendPage(first, next);
    expect(merged.groups.map((g) => [g.conversationID, g.messageList.map((x) => x.ID)])).toEqual([
      ['C2Ca', ['1', '2', '3']],
      ['C2Cb', ['4']],
    ]);
    expect([merged.totalCount, merged.cursor]).toEqual([4, '']);
    expect(first.groups[0]?.messageList).toHaveLength(2);
  });
});
