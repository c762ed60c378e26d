import { ChatSDK } from '@renli/chat-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatTestCluster, type ChatTestServer, startChatCluster, startChatServer } from '../testing.ts';
import { type SdkClient, sdkClient, sleep, text } from './helpers.ts';

const { TYPES } = ChatSDK;

describe('ordering under concurrent senders (one node)', () => {
  let server: ChatTestServer;
  const clients: SdkClient[] = [];
  beforeAll(async () => {
    server = await startChatServer();
  });
  afterAll(async () => {
    for (const c of clients) await c.chat.destroy();
    await server?.close();
  });

  it('every member sees the same group order, each message once, by sequence', async () => {
    const users = [];
    for (let i = 0; i < 4; i++) users.push(await server.createUser(`U${i}`));
    const [owner, ...rest] = users;
    const groupID = await server.createGroup({
      type: TYPES.GRP_WORK,
      ownerID: owner!.userID,
      memberIDs: rest.map((u) => u.userID),
    });
    for (const u of users) clients.push(await sdkClient(server, u));
    const perSender = 40;
    await Promise.all(
      clients.map(async (c, s) => {
        for (let i = 0; i < perSender; i++) await text(c.chat, groupID, `s${s}-${i}`, 'GROUP');
      }),
    );
    const total = perSender * clients.length;
    // each client receives the others' messages (its own sends are not MESSAGE_RECEIVED on that device)
    for (const c of clients)
      await c.waitFor(() => c.received().length >= total - perSender, 'group messages', 20_000);
    await sleep(200);
    const history = await clients[0]!.chat.getMessageList({ conversationID: `GROUP${groupID}`, count: 100 });
    let all = history.data.messageList;
    let next = history.data.nextReqMessageID;
    let done = history.data.isCompleted;
    while (!done) {
      const page = await clients[0]!.chat.getMessageList({
        conversationID: `GROUP${groupID}`,
        nextReqMessageID: next,
        count: 100,
      });
      all = [...page.data.messageList, ...all];
      next = page.data.nextReqMessageID;
      done = page.data.isCompleted;
    }
    expect(all.map((m) => m.sequence)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    const order = all.map((m) => m.payload.text);
    for (const [s, c] of clients.entries()) {
      const got = c.received().map((m) => m.payload.text);
      expect(got).toEqual(order.filter((t) => !String(t).startsWith(`s${s}-`)));
      const seqs = c.received().map((m) => m.sequence);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    }
    // per-sender order is kept
    for (let s = 0; s < clients.length; s++) {
      const mine = order.filter((t) => String(t).startsWith(`s${s}-`));
      expect(mine).toEqual(Array.from({ length: perSender }, (_, i) => `s${s}-${i}`));
    }
  });
});

describe.skipIf(!process.env.REDIS_URL)('two nodes (REDIS_URL)', () => {
  let cluster: ChatTestCluster;
  const clients: SdkClient[] = [];
  beforeAll(async () => {
    cluster = await startChatCluster();
  });
  afterAll(async () => {
    for (const c of clients) await c.chat.destroy();
    await cluster?.close();
  });

  it('delivers across nodes and catches up after a reconnect', async () => {
    const [ua, ub] = [await cluster.createUser(), await cluster.createUser()];
    const [n0, n1] = cluster.nodes;
    const alice = await sdkClient({ url: n0!.url, sdkAppID: cluster.sdkAppID }, ua);
    const bob = await sdkClient({ url: n1!.url, sdkAppID: cluster.sdkAppID }, ub);
    const bobPhone = await sdkClient({ url: n0!.url, sdkAppID: cluster.sdkAppID }, ub);
    clients.push(alice, bob, bobPhone);
    await text(alice.chat, ub.userID, 'across');
    await bob.waitFor(() => bob.received().length === 1, 'cross-node');
    await bobPhone.waitFor(() => bobPhone.received().length === 1, 'same-node');
    await text(bob.chat, ua.userID, 'back');
    await alice.waitFor(() => alice.received().length === 1, 'reply');
    await bobPhone.waitFor(() => bobPhone.received().length === 2, 'echo across nodes');

    bob.transport.suspend();
    for (let i = 0; i < 30; i++) await text(alice.chat, ub.userID, `m${i}`);
    bob.transport.resume();
    await bob.waitFor(() => bob.received().length === 31, 'catch-up', 20_000);
    await sleep(100);
    expect(bob.texts()).toEqual(['across', ...Array.from({ length: 30 }, (_, i) => `m${i}`)]);
  });
});
