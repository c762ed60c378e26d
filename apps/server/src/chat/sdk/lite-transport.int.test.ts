import { type Chat, ChatSDK, LiteSocketTransport, type Message } from '@renli/chat-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { type ChatTestServer, startChatServer } from '../testing.ts';
import { sleep, text } from './helpers.ts';

const { EVENT, TYPES } = ChatSDK;

let server: ChatTestServer;
const chats: Chat[] = [];

/** A client on the browser transport; Node's `ws` stands in for the browser's WebSocket. */
async function liteClient(user: { userID: string; userSig: string }) {
  let transport!: LiteSocketTransport;
  const chat = ChatSDK.create({
    SDKAppID: server.sdkAppID,
    url: server.url,
    transportFactory: (url) => {
      transport = new LiteSocketTransport({ url, timeoutMs: 5000 });
      return transport;
    },
  });
  chats.push(chat);
  const received: Message[] = [];
  const states: string[] = [];
  chat.on(EVENT.MESSAGE_RECEIVED, (e) => received.push(...e.data));
  chat.on(EVENT.NET_STATE_CHANGE, (e) => states.push(e.data.state));
  await chat.login(user);
  const texts = () => received.map((m) => String(m.payload.text));
  const waitFor = async (predicate: () => boolean, label: string) => {
    const deadline = Date.now() + 15_000;
    while (!predicate()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
      await sleep(20);
    }
  };
  return { chat, transport, texts, states, waitFor };
}

beforeAll(async () => {
  (globalThis as { WebSocket?: unknown }).WebSocket = WebSocket;
  server = await startChatServer();
});

afterAll(async () => {
  for (const chat of chats) await chat.destroy();
  await server?.close();
  delete (globalThis as { WebSocket?: unknown }).WebSocket;
});

describe('the browser transport (Socket.IO over a bare WebSocket)', () => {
  it('logs in, sends with acknowledgements and receives pushes', async () => {
    const [ua, ub] = [await server.createUser('Li'), await server.createUser('Wang')];
    const li = await liteClient(ua);
    const wang = await liteClient(ub);
    const { data } = await text(li.chat, ub.userID, '你好');
    expect(data.message).toMatchObject({ status: 'success', sequence: 1 });
    await wang.waitFor(() => wang.texts().includes('你好'), 'the push');
    const page = await wang.chat.getMessageList({ conversationID: `C2C${ua.userID}` });
    expect(page.data.messageList.map((m) => m.payload.text)).toEqual(['你好']);
  });

  it('is refused with the server’s code and does not retry', async () => {
    const u = await server.createUser();
    const chat = ChatSDK.create({
      SDKAppID: server.sdkAppID,
      url: server.url,
      transportFactory: (url) => new LiteSocketTransport({ url, timeoutMs: 5000 }),
    });
    chats.push(chat);
    await expect(
      chat.login({ userID: u.userID, userSig: server.sign(u.userID, { key: 'wrong' }) }),
    ).rejects.toMatchObject({
      code: 70003,
    });
  });

  it('reconnects after a drop and after going offline, catching up in order', async () => {
    const [ua, ub] = [await server.createUser(), await server.createUser()];
    const li = await liteClient(ua);
    const wang = await liteClient(ub);
    for (let i = 0; i < 30; i++) {
      await text(li.chat, ub.userID, `x${i}`);
      if (i === 10) wang.transport.dropConnection();
    }
    wang.transport.suspend();
    await wang.waitFor(() => wang.chat.getNetState() === TYPES.NET_STATE_DISCONNECTED, 'offline');
    for (let i = 30; i < 40; i++) await text(li.chat, ub.userID, `x${i}`);
    wang.transport.resume();
    await wang.waitFor(() => wang.texts().length >= 40, 'all 40');
    await sleep(200);
    expect(wang.texts()).toEqual(Array.from({ length: 40 }, (_, i) => `x${i}`));
    expect(wang.states).toContain(TYPES.NET_STATE_CONNECTING);
    expect(wang.chat.getTotalUnreadMessageCount()).toBe(40);
  });
});
