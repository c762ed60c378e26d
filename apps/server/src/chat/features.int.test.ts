import { randomUUID } from 'node:crypto';
import { ChatCode, type OutgoingMessage } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from './test-client.ts';
import { type ChatTestServer, startChatServer } from './testing.ts';

let server: ChatTestServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(() => server.close());

const message = (
  conversationType: 'C2C' | 'GROUP',
  to: string,
  body: string,
  extra: Partial<OutgoingMessage> = {},
) => ({
  ID: randomUUID(),
  conversationType,
  to,
  type: 'TIMTextElem' as const,
  payload: { text: body },
  ...extra,
});

describe('group read receipts', () => {
  it('counts readers, pushes counts to the sender and pages read/unread members', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => server.createUser()));
    const [owner, ...members] = users;
    const groupID = await server.createGroup({
      type: 'Work',
      ownerID: owner!.userID,
      memberIDs: members.map((u) => u.userID),
    });
    const conversationID = `GROUP${groupID}`;
    const sender = await connect(server.url, owner!);
    const readers = await Promise.all(members.slice(0, 2).map((u) => connect(server.url, u)));
    const sent = await sender.ok(
      'sendMessage',
      message('GROUP', groupID, 'please ack', { needReadReceipt: true }),
    );
    for (const r of readers)
      await r.ok('sendMessageReadReceipt', { conversationID, sequences: [sent.message.sequence] });
    await sender.waitFor((x) => x.pushesOf('groupReceipt').length === 2);
    expect(sender.pushesOf('groupReceipt').at(-1)).toEqual({
      conversationID,
      sequence: 1,
      readCount: 2,
      unreadCount: 2,
    });
    const list = await sender.ok('getMessageReadReceiptList', { conversationID, sequences: [1] });
    expect(list.list).toEqual([{ sequence: 1, readCount: 2, unreadCount: 2, isPeerRead: false }]);

    const readIDs = members
      .slice(0, 2)
      .map((u) => u.userID)
      .sort();
    const unreadIDs = members
      .slice(2)
      .map((u) => u.userID)
      .sort();
    const read = await sender.ok('getGroupMessageReadMemberList', { conversationID, sequence: 1, filter: 0 });
    expect(read).toMatchObject({ userIDList: readIDs, cursor: '', isCompleted: true });
    const page1 = await sender.ok('getGroupMessageReadMemberList', {
      conversationID,
      sequence: 1,
      filter: 1,
      count: 1,
    });
    expect(page1).toMatchObject({ userIDList: [unreadIDs[0]], cursor: unreadIDs[0], isCompleted: false });
    const page2 = await sender.ok('getGroupMessageReadMemberList', {
      conversationID,
      sequence: 1,
      filter: 1,
      count: 1,
      cursor: page1.cursor,
    });
    expect(page2).toMatchObject({ userIDList: [unreadIDs[1]], cursor: '', isCompleted: true });
    for (const c of [sender, ...readers]) c.close();
  });

  it('carries the receipt state of own messages in history, so a reload shows it', async () => {
    const [owner, b, c] = await Promise.all(Array.from({ length: 3 }, () => server.createUser()));
    const groupID = await server.createGroup({
      type: 'Work',
      ownerID: owner!.userID,
      memberIDs: [b!.userID, c!.userID],
    });
    const conversationID = `GROUP${groupID}`;
    const sender = await connect(server.url, owner!);
    const [bob, carol] = await Promise.all([connect(server.url, b!), connect(server.url, c!)]);
    await sender.ok('sendMessage', message('GROUP', groupID, 'ack both', { needReadReceipt: true }));
    await sender.ok('sendMessage', message('GROUP', groupID, 'no receipt'));
    await bob.ok('sendMessage', message('GROUP', groupID, 'bob asks', { needReadReceipt: true }));
    for (const reader of [bob, carol])
      await reader.ok('sendMessageReadReceipt', { conversationID, sequences: [1] });

    // A fresh connection (a reload) reads the state from the server: 2 of 2 members read = all read.
    sender.close();
    const reloaded = await connect(server.url, owner!);
    const history = await reloaded.ok('getMessageList', { conversationID, count: 15 });
    const infoOf = (seq: number) => history.messageList.find((m) => m.sequence === seq)?.readReceiptInfo;
    expect(infoOf(1)).toEqual({ readCount: 2, unreadCount: 0, isPeerRead: false });
    expect(infoOf(2)).toBeUndefined(); // asked for no receipts
    expect(infoOf(3)).toBeUndefined(); // bob's message: his to watch, not the owner's
    const pulled = await reloaded.ok('pullMessages', { conversationID, afterSeq: 0 });
    expect(pulled.messageList[0]?.readReceiptInfo).toEqual({
      readCount: 2,
      unreadCount: 0,
      isPeerRead: false,
    });
    const bobs = await bob.ok('getMessageList', { conversationID, count: 15 });
    expect(bobs.messageList.find((m) => m.sequence === 3)?.readReceiptInfo).toEqual({
      readCount: 0,
      unreadCount: 2,
      isPeerRead: false,
    });
    for (const client of [reloaded, bob, carol]) client.close();
  });

  it('reports C2C receipts as peer read', async () => {
    const [a, b] = [await server.createUser(), await server.createUser()];
    const alice = await connect(server.url, a);
    const bob = await connect(server.url, b);
    await alice.ok('sendMessage', message('C2C', b.userID, 'hi', { needReadReceipt: true }));
    await bob.ok('sendMessageReadReceipt', { conversationID: `C2C${a.userID}`, sequences: [1] });
    const list = await alice.ok('getMessageReadReceiptList', {
      conversationID: `C2C${b.userID}`,
      sequences: [1],
    });
    expect(list.list[0]).toMatchObject({ sequence: 1, isPeerRead: true });
    alice.close();
    bob.close();
  });
});

describe('reactions', () => {
  it('adds, removes and lists reactions with totals, pushing each change', async () => {
    const [a, b] = [await server.createUser(), await server.createUser()];
    const groupID = await server.createGroup({ type: 'Work', ownerID: a.userID, memberIDs: [b.userID] });
    const conversationID = `GROUP${groupID}`;
    const alice = await connect(server.url, a);
    const bob = await connect(server.url, b);
    await alice.ok('sendMessage', message('GROUP', groupID, 'react'));
    await alice.ok('addMessageReaction', { conversationID, sequence: 1, reactionID: 'like' });
    await bob.ok('addMessageReaction', { conversationID, sequence: 1, reactionID: 'like' });
    await bob.ok('addMessageReaction', { conversationID, sequence: 1, reactionID: 'smile' });
    await bob.ok('removeMessageReaction', { conversationID, sequence: 1, reactionID: 'smile' });
    await alice.waitFor((x) => x.pushesOf('reactions').length === 4);
    expect(alice.pushesOf('reactions')[1]).toMatchObject({ reactionID: 'like', totalUserCount: 2 });
    expect(alice.pushesOf('reactions')[3]).toMatchObject({ reactionID: 'smile', totalUserCount: 0 });
    const got = await bob.ok('getMessageReactions', { conversationID, sequences: [1] });
    expect(got.resultList).toEqual([
      {
        sequence: 1,
        reactionList: [
          {
            reactionID: 'like',
            totalUserCount: 2,
            partialUserIDList: [a.userID, b.userID],
            reactedByMyself: true,
          },
        ],
      },
    ]);
    expect((await bob.rpc('addMessageReaction', { conversationID, sequence: 9, reactionID: 'x' })).code).toBe(
      ChatCode.MESSAGE_NOT_FOUND,
    );
    alice.close();
    bob.close();
  });
});

describe('cloud search', () => {
  it('finds Chinese substrings with AND/OR, type and time filters, grouped per conversation', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => server.createUser()));
    const alice = await connect(server.url, a!);
    await alice.ok('sendMessage', message('C2C', b!.userID, '明天下午开会讨论预算'));
    await alice.ok('sendMessage', message('C2C', b!.userID, '预算已经批准'));
    await alice.ok('sendMessage', message('C2C', c!.userID, '开会时间改到周五'));
    await alice.ok('sendMessage', message('C2C', c!.userID, 'unrelated'));

    const and = await alice.ok('searchCloudMessages', { keywordList: ['开会', '预算'] });
    expect(and.totalCount).toBe(1);
    expect(and.searchResultList[0]).toMatchObject({ conversationID: `C2C${b!.userID}`, messageCount: 1 });

    const or = await alice.ok('searchCloudMessages', {
      keywordList: ['开会', '预算'],
      keywordListMatchType: 'or',
    });
    expect(or.totalCount).toBe(3);
    expect(or.searchResultList.map((r) => [r.conversationID, r.messageCount]).sort()).toEqual(
      [
        [`C2C${b!.userID}`, 2],
        [`C2C${c!.userID}`, 1],
      ].sort(),
    );

    const inOne = await alice.ok('searchCloudMessages', {
      keywordList: ['预算'],
      conversationID: `C2C${b!.userID}`,
    });
    expect(inOne.searchResultList[0]?.messageList.map((m) => m.payload.text)).toEqual([
      '预算已经批准',
      '明天下午开会讨论预算',
    ]);

    const byType = await alice.ok('searchCloudMessages', { messageTypeList: ['TIMCustomElem'] });
    expect(byType.totalCount).toBe(0);
    const past = await alice.ok('searchCloudMessages', {
      keywordList: ['预算'],
      timePosition: 1000,
      timePeriod: 100,
    });
    expect(past.totalCount).toBe(0);
    alice.close();
  });
});

describe('online status', () => {
  it('reports online users and pushes changes to subscribers on the first and last device', async () => {
    const [a, b] = [await server.createUser(), await server.createUser()];
    const alice = await connect(server.url, a);
    expect((await alice.ok('getUserStatus', { userIDList: [b.userID] })).successUserList).toEqual([
      { userID: b.userID, statusType: 2 },
    ]);
    await alice.ok('subscribeUserStatus', { userIDList: [b.userID] });
    const phone = await connect(server.url, b);
    await alice.waitFor((x) => x.pushesOf('userStatus').length === 1);
    const laptop = await connect(server.url, b);
    expect((await alice.ok('getUserStatus', { userIDList: [b.userID] })).successUserList[0]?.statusType).toBe(
      1,
    );
    phone.close();
    await new Promise((r) => setTimeout(r, 200));
    expect(alice.pushesOf('userStatus')).toHaveLength(1);
    laptop.close();
    await alice.waitFor((x) => x.pushesOf('userStatus').length === 2);
    expect(alice.pushesOf('userStatus')).toEqual([
      { userID: b.userID, statusType: 1 },
      { userID: b.userID, statusType: 2 },
    ]);
    alice.close();
  });
});

describe('AVChatRoom', () => {
  it('delivers in sequence but keeps no history', async () => {
    const [a, b] = [await server.createUser(), await server.createUser()];
    const groupID = await server.createGroup({
      type: 'AVChatRoom',
      ownerID: a.userID,
      memberIDs: [b.userID],
    });
    const alice = await connect(server.url, a);
    const bob = await connect(server.url, b);
    await alice.ok('sendMessage', message('GROUP', groupID, 'live 1'));
    await alice.ok('sendMessage', message('GROUP', groupID, 'live 2'));
    await bob.waitFor((x) => x.pushesOf('message').length === 2);
    expect(bob.pushesOf('message').map((m) => m.sequence)).toEqual([1, 2]);
    const history = await bob.ok('pullMessages', { conversationID: `GROUP${groupID}`, afterSeq: 0 });
    expect(history).toEqual({ messageList: [], isCompleted: true });
    const conv = (await bob.ok('sync', {})).conversations.find((x) => x.peerID === groupID);
    expect(conv).toMatchObject({ maxSeq: 2, unreadCount: 0, lastMessage: null });
    alice.close();
    bob.close();
  });
});

describe('admin account import', () => {
  it('imports accounts with an administrator signature only', async () => {
    const body = { AccountList: [{ UserID: 'bot-1', Nick: '助手', FaceUrl: 'https://x/f.png' }] };
    const url = `${server.url}/chat/admin/importAccounts`;
    const post = (sig: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'chat-usersig': sig },
        body: JSON.stringify(body),
      });
    const user = await server.createUser();
    expect((await post(user.userSig)).status).toBe(401);
    const res = await post(server.sign('administrator'));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toEqual({ FailAccounts: [] });

    const alice = await connect(server.url, user);
    await alice.ok('sendMessage', message('C2C', 'bot-1', 'hello bot'));
    expect((await alice.ok('sync', {})).conversations[0]).toMatchObject({
      name: '助手',
      avatar: 'https://x/f.png',
    });
    alice.close();
  });
});
