import { describe, expect, it } from 'vitest';
import { FakeServer, FakeTransport } from './__tests__/fake-server.ts';
import type { Chat, ChatEvent } from './chat.ts';
import type { Conversation } from './conversation.ts';
import { sortConversations, totalUnread } from './conversation.ts';
import { ChatSDK, type Message } from './index.ts';
import { setTimer } from './platform.ts';

const settle = () => new Promise<void>((r) => setTimer(r, 10));

async function client(server: FakeServer, userID: string) {
  let transport!: FakeTransport;
  const chat = ChatSDK.create({
    SDKAppID: 1400000001,
    url: 'http://fake',
    transportFactory: () => {
      transport = new FakeTransport(server);
      return transport;
    },
  });
  const events: ChatEvent<unknown>[] = [];
  for (const name of Object.values(ChatSDK.EVENT)) chat.on(name, (e) => events.push(e as ChatEvent<unknown>));
  await chat.login({ userID, userSig: 'sig' });
  const received = () =>
    events
      .filter((e) => e.name === ChatSDK.EVENT.MESSAGE_RECEIVED)
      .flatMap((e) => e.data as Message[])
      .map((m) => (m.payload as { text: string }).text);
  return { chat, transport: () => transport, events, received };
}

const send = (chat: Chat, to: string, text: string) =>
  chat.sendMessage(
    chat.createTextMessage({ to, conversationType: ChatSDK.TYPES.CONV_C2C, payload: { text } }),
  );

describe('Chat over a fake transport', () => {
  it('login resolves code 0, emits SDK_READY and NET_STATE_CHANGE', async () => {
    const server = new FakeServer();
    const { chat, events } = await client(server, 'alice');
    expect(chat.isReady()).toBe(true);
    expect(events.map((e) => e.name)).toContain(ChatSDK.EVENT.SDK_READY);
    expect(events.find((e) => e.name === ChatSDK.EVENT.NET_STATE_CHANGE)?.data).toEqual({
      state: 'connected',
    });
    expect(await chat.login({ userID: 'alice', userSig: 'sig' })).toEqual({
      code: 0,
      data: { repeatLogin: true },
    });
  });

  it('a refused signature rejects login with the server code', async () => {
    const server = new FakeServer();
    const chat = ChatSDK.create({
      SDKAppID: 1,
      url: 'http://x',
      transportFactory: () => new FakeTransport(server),
    });
    await expect(chat.login({ userID: 'a', userSig: 'bad' })).rejects.toEqual({
      code: 70003,
      message: 'bad signature',
    });
    expect(chat.isReady()).toBe(false);
  });

  it('sendMessage moves unSend -> success, the sender gets no MESSAGE_RECEIVED, the peer does', async () => {
    const server = new FakeServer();
    const a = await client(server, 'alice');
    const b = await client(server, 'bob');
    const m = a.chat.createTextMessage({ to: 'bob', conversationType: 'C2C', payload: { text: 'hello' } });
    expect(m.status).toBe('unSend');
    const res = await a.chat.sendMessage(m);
    expect(res.code).toBe(0);
    expect(res.data.message).toBe(m);
    expect(m).toMatchObject({ status: 'success', sequence: 1, flow: 'out', conversationID: 'C2Cbob' });
    await settle();
    expect(a.received()).toEqual([]);
    expect(b.received()).toEqual(['hello']);
    const conv = (await b.chat.getConversationList()).data.conversationList[0]!;
    expect(conv).toMatchObject({ conversationID: 'C2Calice', unreadCount: 1 });
    expect(b.chat.getTotalUnreadMessageCount()).toBe(1);
    await b.chat.setMessageRead({ conversationID: 'C2Calice' });
    expect(b.chat.getTotalUnreadMessageCount()).toBe(0);
  });

  it('validation rejects before anything is sent', async () => {
    const server = new FakeServer();
    const a = await client(server, 'alice');
    a.chat.setLocalBlockWords(['forbidden']);
    const m = a.chat.createTextMessage({
      to: 'bob',
      conversationType: 'C2C',
      payload: { text: 'a forbidden word' },
    });
    await expect(a.chat.sendMessage(m)).rejects.toMatchObject({ code: 3123 });
    expect(m.status).toBe('fail');
    await expect(send(a.chat, 'bob', '')).rejects.toMatchObject({ code: 2101 });
    await expect(send(a.chat, 'bob', 'x'.repeat(13_000))).rejects.toMatchObject({ code: 8001 });
    const img = a.chat.createImageMessage({
      to: 'bob',
      conversationType: 'C2C',
      payload: { file: { size: 10, type: 'text/plain', name: 'a.txt' } },
    });
    await expect(a.chat.sendMessage(img)).rejects.toMatchObject({ code: 4004 });
    const big = a.chat.createFileMessage({
      to: 'bob',
      conversationType: 'C2C',
      payload: { file: { size: 101 * 1024 * 1024, type: 'application/zip', name: 'a.zip' } },
    });
    await expect(a.chat.sendMessage(big)).rejects.toMatchObject({ code: 7005 });
    expect(server.calls.filter((c) => c.op === 'sendMessage')).toHaveLength(0);
  });

  it('a lost ack fails the message; resend reuses the ID and the peer gets it once', async () => {
    const server = new FakeServer();
    const a = await client(server, 'alice');
    const b = await client(server, 'bob');
    a.transport().dropAck = (op) => op === 'sendMessage';
    a.transport().hold = []; // the echo push is lost too
    const m = a.chat.createTextMessage({ to: 'bob', conversationType: 'C2C', payload: { text: 'once' } });
    await expect(a.chat.sendMessage(m)).rejects.toMatchObject({ code: 2801 });
    expect(m.status).toBe('fail');
    a.transport().dropAck = undefined;
    a.transport().hold = undefined;
    const id = m.ID;
    await a.chat.resendMessage(m);
    expect(m).toMatchObject({ ID: id, status: 'success', sequence: 1 });
    await settle();
    expect(b.received()).toEqual(['once']);
    expect(server.thread('alice', 'bob')).toHaveLength(1);
  });

  it('an offline client catches up exactly once, in order, after reconnecting', async () => {
    const server = new FakeServer();
    const a = await client(server, 'alice');
    const b = await client(server, 'bob');
    await send(a.chat, 'bob', 'm0');
    await settle();
    b.transport().offline();
    for (let i = 1; i <= 30; i++) await send(a.chat, 'bob', `m${i}`);
    expect(b.events.at(-1)?.name).toBe(ChatSDK.EVENT.NET_STATE_CHANGE);
    b.transport().online();
    await send(a.chat, 'bob', 'm31');
    await settle();
    expect(b.received()).toEqual(Array.from({ length: 32 }, (_, i) => `m${i}`));
    const conv = (await b.chat.getConversationProfile('C2Calice')).data.conversation;
    expect(conv.unreadCount).toBe(32);
    expect(b.chat.getTotalUnreadMessageCount()).toBe(32);
  });

  it('a failed reconnect sync is retried until it succeeds', async () => {
    const server = new FakeServer();
    const a = await client(server, 'alice');
    const b = await client(server, 'bob');
    b.transport().offline();
    await send(a.chat, 'bob', 'while away');
    const orig = server.handle.bind(server);
    let failures = 2;
    server.handle = (u, op, params) => {
      if (u === 'bob' && op === 'sync' && failures-- > 0) throw { code: 2999, message: 'db down' };
      return orig(u, op, params);
    };
    b.transport().online();
    await new Promise<void>((r) => setTimer(r, 1200));
    expect(b.received()).toEqual(['while away']);
    expect(b.events.filter((e) => e.name === ChatSDK.EVENT.ERROR)).toHaveLength(2);
  });

  it('getMessageList pages backwards with nextReqMessageID, ascending within a page', async () => {
    const server = new FakeServer();
    const a = await client(server, 'alice');
    for (let i = 1; i <= 20; i++) await send(a.chat, 'bob', `m${i}`);
    const p1 = await a.chat.getMessageList({ conversationID: 'C2Cbob' });
    expect(p1.data.messageList.map((m) => m.sequence)).toEqual(Array.from({ length: 15 }, (_, i) => i + 6));
    expect(p1.data.isCompleted).toBe(false);
    const p2 = await a.chat.getMessageList({
      conversationID: 'C2Cbob',
      nextReqMessageID: p1.data.nextReqMessageID,
    });
    expect(p2.data.messageList.map((m) => m.sequence)).toEqual([1, 2, 3, 4, 5]);
    expect(p2.data.isCompleted).toBe(true);
    // the cache returns the same objects as sendMessage did
    const again = await a.chat.getMessageList({ conversationID: 'C2Cbob', count: 1 });
    expect(again.data.messageList[0]?.sequence).toBe(20);
    await expect(
      a.chat.getMessageList({ conversationID: 'C2Cbob', nextReqMessageID: 'nope' }),
    ).rejects.toMatchObject({
      code: 2100,
    });
  });

  it('a revoke updates the cached object and emits MESSAGE_REVOKED on the peer', async () => {
    const server = new FakeServer();
    const a = await client(server, 'alice');
    const b = await client(server, 'bob');
    const { message } = (await send(a.chat, 'bob', 'oops')).data;
    await settle();
    const received = b.events.find((e) => e.name === ChatSDK.EVENT.MESSAGE_RECEIVED)!.data as Message[];
    await a.chat.revokeMessage(message);
    expect(message.isRevoked).toBe(true);
    await settle();
    const revoked = b.events.find((e) => e.name === ChatSDK.EVENT.MESSAGE_REVOKED)!.data as Message[];
    expect(revoked[0]).toBe(received[0]);
    expect(received[0]).toMatchObject({ isRevoked: true, revoker: 'alice' });
    expect(a.events.some((e) => e.name === ChatSDK.EVENT.MESSAGE_REVOKED)).toBe(false);
    await expect(b.chat.revokeMessage(received[0]!)).rejects.toMatchObject({ code: 20017 });
  });
});

describe('conversation helpers', () => {
  const conv = (id: string, pinned: boolean, time: number, unread: number, muted = false) =>
    ({
      conversationID: id,
      isPinned: pinned,
      lastMessage: { lastTime: time },
      unreadCount: unread,
      messageRemindType: muted ? 'AcceptNotNotify' : 'AcceptAndNotify',
    }) as unknown as Conversation;
  it('sorts pinned first, then newest first', () => {
    const list = [
      conv('a', false, 5, 0),
      conv('b', true, 1, 0),
      conv('c', false, 9, 0),
      conv('d', true, 3, 0),
    ];
    expect(sortConversations(list).map((c) => c.conversationID)).toEqual(['d', 'b', 'c', 'a']);
  });
  it('total unread leaves out do-not-disturb conversations', () => {
    expect(totalUnread([conv('a', false, 1, 3), conv('b', false, 1, 4, true), conv('c', false, 1, 2)])).toBe(
      5,
    );
  });
});
