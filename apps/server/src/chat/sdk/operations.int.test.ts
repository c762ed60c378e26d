import { ChatSDK, type Message } from '@renli/chat-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatTestServer, startChatServer } from '../testing.ts';
import { type SdkClient, sdkClient, sleep, text } from './helpers.ts';

const { EVENT, TYPES } = ChatSDK;

let server: ChatTestServer;
const clients: SdkClient[] = [];
const open = async (user: { userID: string; userSig: string }) => {
  const c = await sdkClient(server, user);
  clients.push(c);
  return c;
};

beforeAll(async () => {
  server = await startChatServer();
});

afterAll(async () => {
  for (const c of clients) await c.chat.destroy();
  await server?.close();
});

describe('message kinds, forward and merger', () => {
  it('sends custom, face, location, forward and merger messages', async () => {
    const [ua, ub, uc] = [
      await server.createUser('Alice'),
      await server.createUser('Bob'),
      await server.createUser(),
    ];
    const alice = await open(ua);
    const bob = await open(ub);
    const carol = await open(uc);
    const to = { to: ub.userID, conversationType: TYPES.CONV_C2C } as const;
    await alice.chat.sendMessage(
      alice.chat.createCustomMessage({
        ...to,
        payload: { data: 'order', description: 'Order', extension: '{}' },
      }),
    );
    await alice.chat.sendMessage(
      alice.chat.createFaceMessage({ ...to, payload: { index: 1, data: '[smile]' } }),
    );
    await alice.chat.sendMessage(
      alice.chat.createLocationMessage({
        ...to,
        payload: { description: 'Office', longitude: 116.4, latitude: 39.9 },
      }),
    );
    const quoted = alice.chat.createTextMessage({
      ...to,
      payload: { text: 'reply' },
      cloudCustomData: JSON.stringify({
        messageReply: { messageID: 'x', messageSender: 'y', messageAbstract: 'z' },
      }),
    });
    await alice.chat.sendMessage(quoted);
    await bob.waitFor(() => bob.received().length === 4, '4 kinds');
    expect(bob.received().map((m) => m.type)).toEqual([
      TYPES.MSG_CUSTOM,
      TYPES.MSG_FACE,
      TYPES.MSG_LOCATION,
      TYPES.MSG_TEXT,
    ]);
    expect(JSON.parse(bob.received()[3]!.cloudCustomData).messageReply.messageAbstract).toBe('z');

    // bob forwards the location to carol, then a merger of all four
    const fwd = bob.chat.createForwardMessage({
      to: uc.userID,
      conversationType: 'C2C',
      payload: bob.received()[2]!,
    });
    await bob.chat.sendMessage(fwd);
    const merger = bob.chat.createMergerMessage({
      to: uc.userID,
      conversationType: 'C2C',
      payload: { messageList: bob.received(), title: 'Chat history' },
    });
    await bob.chat.sendMessage(merger);
    await carol.waitFor(() => carol.received().length === 2, 'forwarded');
    expect(carol.received()[0]).toMatchObject({
      type: TYPES.MSG_LOCATION,
      payload: { description: 'Office' },
    });
    const got = carol.received()[1]!;
    expect(got.type).toBe(TYPES.MSG_MERGER);
    expect(got.payload).toMatchObject({ title: 'Chat history' });
    expect((got.payload.abstractList as string[]).length).toBe(4);
    const inner = await carol.chat.downloadMergerMessage(got);
    expect(inner.data).toBe(got);
    expect(inner.data.payload.messageList).toHaveLength(4);
  });
});

describe('receipts, reactions, search, delete', () => {
  it('group read receipts with counts and member lists', async () => {
    const [ua, ub, uc] = [
      await server.createUser(),
      await server.createUser('已读者'),
      await server.createUser('未读者'),
    ];
    const groupID = await server.createGroup({
      type: TYPES.GRP_WORK,
      ownerID: ua.userID,
      memberIDs: [ub.userID, uc.userID],
    });
    const alice = await open(ua);
    const bob = await open(ub);
    const carol = await open(uc);
    const m = alice.chat.createTextMessage({
      to: groupID,
      conversationType: TYPES.CONV_GROUP,
      payload: { text: 'read me' },
      needReadReceipt: true,
    });
    await alice.chat.sendMessage(m);
    await bob.waitFor(() => bob.received().length === 1, 'bob');
    await carol.waitFor(() => carol.received().length === 1, 'carol');
    await bob.chat.sendMessageReadReceipt(bob.received());
    await alice.waitFor(
      () => alice.eventsOf(EVENT.MESSAGE_READ_RECEIPT_RECEIVED).length > 0,
      'receipt event',
    );
    const [info] = alice.eventsOf<{ messageID: string; readCount: number; unreadCount: number }[]>(
      EVENT.MESSAGE_READ_RECEIPT_RECEIVED,
    )[0]!;
    expect(info).toMatchObject({ messageID: m.ID, readCount: 1, unreadCount: 1 });
    const list = await alice.chat.getMessageReadReceiptList([m]);
    expect(list.data.messageList[0]?.readReceiptInfo).toMatchObject({ readCount: 1, unreadCount: 1 });
    const read = await alice.chat.getGroupMessageReadMemberList({
      message: m,
      filter: 0,
      cursor: '',
      count: 100,
    });
    expect(read.data.readUserIDList).toEqual([ub.userID]);
    expect(read.data.readUserInfoList).toEqual([{ userID: ub.userID, nick: '已读者', avatar: '' }]);
    const unread = await alice.chat.getGroupMessageReadMemberList({
      message: m,
      filter: 1,
      cursor: '',
      count: 100,
    });
    expect(unread.data.unreadUserIDList).toEqual([uc.userID]);
    expect(unread.data.unreadUserInfoList).toEqual([{ userID: uc.userID, nick: '未读者', avatar: '' }]);
    expect(unread.data.isCompleted).toBe(true);

    // A reload (a new SDK login) reads the counts with the history: then carol reads, all read.
    await carol.chat.sendMessageReadReceipt(carol.received());
    await alice.chat.destroy();
    const reloaded = await open(ua);
    await reloaded.chat.getConversationList();
    const history = await reloaded.chat.getMessageList({ conversationID: `GROUP${groupID}` });
    const again = history.data.messageList.find((x) => x.ID === m.ID);
    expect(again?.readReceiptInfo).toEqual({ readCount: 2, unreadCount: 0, isPeerRead: false });
  });

  it('C2C peer read survives a reload through the history page', async () => {
    const [ua, ub] = [await server.createUser(), await server.createUser()];
    const alice = await open(ua);
    const bob = await open(ub);
    const m = alice.chat.createTextMessage({
      to: ub.userID,
      conversationType: TYPES.CONV_C2C,
      payload: { text: 'seen?' },
      needReadReceipt: true,
    });
    await alice.chat.sendMessage(m);
    await bob.waitFor(() => bob.received().length === 1, 'bob');
    await bob.chat.sendMessageReadReceipt(bob.received());
    await alice.chat.destroy();
    const reloaded = await open(ua);
    const history = await reloaded.chat.getMessageList({ conversationID: `C2C${ub.userID}` });
    expect(history.data.messageList[0]).toMatchObject({
      ID: m.ID,
      isPeerRead: true,
      readReceiptInfo: { readCount: 1, unreadCount: 0, isPeerRead: true },
    });
  });

  it('reactions with totalUserCount and MESSAGE_REACTIONS_UPDATED', async () => {
    const [ua, ub] = [await server.createUser(), await server.createUser()];
    const alice = await open(ua);
    const bob = await open(ub);
    const { message } = (await text(alice.chat, ub.userID, 'like me')).data;
    await bob.waitFor(() => bob.received().length === 1, 'bob');
    await bob.chat.addMessageReaction(bob.received()[0]!, 'like');
    await alice.chat.addMessageReaction(message, 'like');
    await alice.waitFor(
      () =>
        alice
          .eventsOf<{ reactionList: { totalUserCount: number }[] }>(EVENT.MESSAGE_REACTIONS_UPDATED)
          .some((e) => e.reactionList[0]?.totalUserCount === 2),
      'reaction 2',
    );
    const r = await alice.chat.getMessageReactions({ messageList: [message] });
    expect(r.data.resultList[0]?.reactionList[0]).toMatchObject({
      reactionID: 'like',
      totalUserCount: 2,
      reactedByMyself: true,
    });
    await alice.chat.removeMessageReaction(message, 'like');
    const r2 = await alice.chat.getMessageReactions({ messageList: [message] });
    expect(r2.data.resultList[0]?.reactionList[0]).toMatchObject({
      totalUserCount: 1,
      reactedByMyself: false,
    });
  });

  it('cloud search groups results per conversation, Chinese substrings included', async () => {
    const [ua, ub, uc] = [await server.createUser(), await server.createUser(), await server.createUser()];
    const alice = await open(ua);
    await text(alice.chat, ub.userID, '明天开会讨论预算');
    await text(alice.chat, ub.userID, 'budget meeting');
    await text(alice.chat, uc.userID, '预算已经批准');
    const res = await alice.chat.searchCloudMessages({ keywordList: ['预算'] });
    expect(res.data.totalCount).toBe(2);
    const byConv = Object.fromEntries(
      res.data.searchResultList.map((g) => [g.conversationID, g.messageCount]),
    );
    expect(byConv).toEqual({ [`C2C${ub.userID}`]: 1, [`C2C${uc.userID}`]: 1 });
    const one = await alice.chat.searchCloudMessages({
      keywordList: ['budget'],
      conversationID: `C2C${ub.userID}`,
    });
    expect(one.data.searchResultList[0]?.messageList[0]?.payload.text).toBe('budget meeting');
  });

  it('deleteMessage and clearHistoryMessage are for me only', async () => {
    const [ua, ub] = [await server.createUser(), await server.createUser()];
    const alice = await open(ua);
    const bob = await open(ub);
    const m1 = (await text(alice.chat, ub.userID, 'one')).data.message;
    await text(alice.chat, ub.userID, 'two');
    await alice.chat.deleteMessage([m1]);
    expect(m1.isDeleted).toBe(true);
    const mine = await alice.chat.getMessageList({ conversationID: `C2C${ub.userID}` });
    expect(mine.data.messageList.map((m: Message) => m.payload.text)).toEqual(['two']);
    await bob.waitFor(() => bob.received().length === 2, 'bob');
    const theirs = await bob.chat.getMessageList({ conversationID: `C2C${ua.userID}` });
    expect(theirs.data.messageList).toHaveLength(2);
    await bob.chat.clearHistoryMessage(`C2C${ua.userID}`);
    const cleared = await bob.chat.getMessageList({ conversationID: `C2C${ua.userID}` });
    expect(cleared.data.messageList).toEqual([]);
    // new messages still arrive after a clear
    await text(alice.chat, ub.userID, 'three');
    await bob.waitFor(() => bob.received().length === 3, 'after clear');
    await sleep(50);
    expect(bob.texts()).toEqual(['one', 'two', 'three']);
  });
});
