import type { Group, Message } from '@renli/chat-sdk/browser';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  applyGroupTips,
  chatStore,
  initialChatState,
  mergeIntoThread,
  patchThread,
  removeFromThread,
  sortBySequence,
} from './chat-store.ts';

const msg = (ID: string, sequence: number) => ({ ID, sequence }) as Message;
const ids = (cid: string) => chatStore.getState().threads[cid]?.messages.map((m) => m.ID);

describe('chat store threads', () => {
  beforeEach(() => chatStore.setState(initialChatState()));

  it('keeps stored messages in sequence order and unsent ones last', () => {
    expect(sortBySequence([msg('c', 3), msg('p', 0), msg('a', 1), msg('q', 0)]).map((m) => m.ID)).toEqual([
      'a',
      'c',
      'p',
      'q',
    ]);
  });

  it('merges into loaded threads only, replacing a message with the same ID', () => {
    mergeIntoThread('C2Cbob', [msg('a', 1)]);
    expect(chatStore.getState().threads.C2Cbob).toBeUndefined();
    patchThread('C2Cbob', () => ({ messages: [msg('a', 1)] }));
    const pending = msg('mine', 0);
    mergeIntoThread('C2Cbob', [pending, msg('b', 2)]);
    expect(ids('C2Cbob')).toEqual(['a', 'b', 'mine']);
    pending.sequence = 3;
    mergeIntoThread('C2Cbob', [pending, msg('c', 4)]);
    expect(ids('C2Cbob')).toEqual(['a', 'b', 'mine', 'c']);
    removeFromThread('C2Cbob', new Set(['b']));
    expect(ids('C2Cbob')).toEqual(['a', 'mine', 'c']);
  });
});

describe('group tips', () => {
  beforeEach(() => chatStore.setState(initialChatState()));
  const tip = (to: string, memberNum: unknown) =>
    ({
      ID: `t${to}`,
      type: 'TIMGroupTipElem',
      conversationType: 'GROUP',
      to,
      payload: { memberNum },
    }) as unknown as Message;

  it('take the member count of known groups from the newest tip', () => {
    const group = { groupID: 'g1', memberCount: 3 } as Group;
    chatStore.setState({ groups: { g1: group } });
    applyGroupTips([tip('g1', 4), tip('g1', 5), tip('unknown', 9)]);
    expect(chatStore.getState().groups).toEqual({ g1: { groupID: 'g1', memberCount: 5 } });
  });

  it('ignore other messages and tips without a count', () => {
    const groups = { g1: { groupID: 'g1', memberCount: 3 } as Group };
    chatStore.setState({ groups });
    applyGroupTips([tip('g1', undefined), { ...tip('g1', 7), type: 'TIMTextElem' } as Message]);
    expect(chatStore.getState().groups).toBe(groups);
  });
});
