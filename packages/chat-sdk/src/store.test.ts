import { describe, expect, it } from 'vitest';
import { FakeServer } from './__tests__/fake-server.ts';
import { ChatStore } from './store.ts';

function bobStore() {
  const totals: number[] = [];
  const lists: unknown[] = [];
  const store = new ChatStore(
    (name, data) => {
      if (name === 'onTotalUnreadMessageCountUpdated') totals.push(data as number);
      if (name === 'onConversationListUpdated') lists.push(data);
    },
    () => {},
  );
  store.reset('bob');
  return { store, totals, lists };
}

const send = (server: FakeServer, body: string) =>
  server.store('alice', { ID: `alice-${body}`, to: 'bob', type: 'TIMTextElem', payload: { text: body } });

describe('ChatStore', () => {
  it('keeps messages delivered after a stale server snapshot counted as unread', () => {
    const server = new FakeServer();
    const { store, totals } = bobStore();
    store.deliver([send(server, 'one')]);
    const snapshot = server.conversationsOf('bob');
    store.deliver([send(server, 'two'), send(server, 'three')]);
    expect(store.totalUnread()).toBe(3);

    store.mergeServerConversation(snapshot[0]!);
    expect(store.conversations.get('C2Calice')).toMatchObject({ unreadCount: 3, maxSeq: 3 });
    store.adoptConversations(snapshot, false);
    expect(store.totalUnread()).toBe(3);
    expect(totals.at(-1)).toBe(3);
  });

  it('takes the server count when its snapshot is current, without counting twice', () => {
    const server = new FakeServer();
    const { store } = bobStore();
    store.deliver([send(server, 'one'), send(server, 'two')]);
    store.adoptConversations(server.conversationsOf('bob'), false);
    expect(store.totalUnread()).toBe(2);
    const three = send(server, 'three');
    store.adoptConversations(server.conversationsOf('bob'), false);
    store.deliver([three]);
    expect(store.totalUnread()).toBe(3);
  });

  it('announces the list once for an own send whose ack came before its echo', () => {
    const server = new FakeServer();
    const { store, lists } = bobStore();
    const mine = server.store('bob', {
      ID: 'bob-1',
      to: 'alice',
      type: 'TIMTextElem',
      payload: { text: 'hi' },
    });
    store.localSent.add(mine.ID);
    const acked = store.intern(mine);
    store.noteInConversation(acked);
    store.changed();
    store.deliver([mine]);
    expect(lists).toHaveLength(1);
    expect(store.conversations.get('C2Calice')).toMatchObject({ maxSeq: 1, unreadCount: 0 });
  });
});
