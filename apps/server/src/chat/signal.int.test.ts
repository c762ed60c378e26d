import { ChatCode } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from './test-client.ts';
import { type ChatTestServer, startChatServer } from './testing.ts';

let server: ChatTestServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(() => server.close());

const offer = JSON.stringify({ kind: 'offer', sdp: 'v=0 ...' });

describe('online-only signals (call signalling)', () => {
  it('reaches the C2C peer and my other devices, and is never stored', async () => {
    const [a, b] = [await server.createUser(), await server.createUser()];
    const alice = await connect(server.url, a);
    const aliceTab2 = await connect(server.url, a);
    const bob = await connect(server.url, b);
    await alice.ok('sendSignal', { conversationID: `C2C${b.userID}`, data: offer });
    await bob.waitFor((x) => x.pushesOf('signal').length === 1);
    await aliceTab2.waitFor((x) => x.pushesOf('signal').length === 1);
    expect(bob.pushesOf('signal')).toEqual([
      { conversationID: `C2C${a.userID}`, from: a.userID, data: offer },
    ]);
    expect(aliceTab2.pushesOf('signal')).toEqual([
      { conversationID: `C2C${b.userID}`, from: a.userID, data: offer },
    ]);
    // Not a message: no push, no history, no conversation (unread, preview) for either side.
    expect(bob.pushesOf('message')).toEqual([]);
    const history = await bob.ok('getMessageList', { conversationID: `C2C${a.userID}` });
    expect(history.messageList).toEqual([]);
    const { conversations } = await bob.ok('sync', {});
    expect(conversations.find((c) => c.conversationID === `C2C${a.userID}`)).toBeUndefined();
    for (const c of [alice, aliceTab2, bob]) c.close();
  });

  it('leaves unread counts and the last message of an existing conversation alone', async () => {
    const [a, b] = [await server.createUser(), await server.createUser()];
    const alice = await connect(server.url, a);
    const bob = await connect(server.url, b);
    await alice.ok('sendMessage', {
      ID: 'signal-test-message-1',
      conversationType: 'C2C',
      to: b.userID,
      type: 'TIMTextElem',
      payload: { text: 'hello' },
    });
    await alice.ok('sendSignal', { conversationID: `C2C${b.userID}`, data: offer });
    await bob.waitFor((x) => x.pushesOf('signal').length === 1);
    const { conversations } = await bob.ok('sync', {});
    const conversation = conversations.find((c) => c.conversationID === `C2C${a.userID}`);
    expect(conversation?.unreadCount).toBe(1);
    expect(conversation?.lastMessage?.payload).toEqual({ text: 'hello' });
    alice.close();
    bob.close();
  });

  it('is refused when the peer blacklisted me (20007), and delivers nothing', async () => {
    const [a, b] = [await server.createUser(), await server.createUser()];
    const alice = await connect(server.url, a);
    const bob = await connect(server.url, b);
    await bob.ok('addToBlacklist', { userIDList: [a.userID] });
    const reply = await alice.rpc('sendSignal', { conversationID: `C2C${b.userID}`, data: offer });
    expect(reply.code).toBe(ChatCode.BLOCKED_BY_PEER);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bob.pushesOf('signal')).toEqual([]);
    alice.close();
    bob.close();
  });

  it('reaches only the addressed group members, and needs membership on both ends', async () => {
    const a = await server.createUser();
    const b = await server.createUser();
    const c = await server.createUser();
    const outsider = await server.createUser();
    const groupID = await server.createGroup({
      type: 'Work',
      ownerID: a.userID,
      memberIDs: [b.userID, c.userID],
    });
    const alice = await connect(server.url, a);
    const bob = await connect(server.url, b);
    const carol = await connect(server.url, c);
    const eve = await connect(server.url, outsider);
    const conversationID = `GROUP${groupID}`;
    const before = await bob.ok('getMessageList', { conversationID });
    await alice.ok('sendSignal', { conversationID, userIDList: [b.userID], data: offer });
    await bob.waitFor((x) => x.pushesOf('signal').length === 1);
    expect(bob.pushesOf('signal')).toEqual([{ conversationID, from: a.userID, data: offer }]);
    // An outsider as addressee, or as sender, is refused.
    expect(
      (await alice.rpc('sendSignal', { conversationID, userIDList: [outsider.userID], data: offer })).code,
    ).toBe(ChatCode.NOT_A_MEMBER);
    expect((await eve.rpc('sendSignal', { conversationID, userIDList: [a.userID], data: offer })).code).toBe(
      ChatCode.NOT_A_MEMBER,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(carol.pushesOf('signal')).toEqual([]);
    expect(eve.pushesOf('signal')).toEqual([]);
    expect(bob.pushesOf('signal')).toHaveLength(1);
    expect(await bob.ok('getMessageList', { conversationID })).toEqual(before);
    for (const client of [alice, bob, carol, eve]) client.close();
  });

  it('refuses oversized signals', async () => {
    const [a, b] = [await server.createUser(), await server.createUser()];
    const alice = await connect(server.url, a);
    const reply = await alice.rpc('sendSignal', {
      conversationID: `C2C${b.userID}`,
      data: 'x'.repeat(16 * 1024 + 1),
    });
    expect(reply.code).toBe(ChatCode.INVALID_PARAMS);
    alice.close();
  });
});
