import { ChatSDK, type Message, type SocketTransport, type Transport } from '@renli/chat-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatTestServer, startChatServer } from '../testing.ts';
import { type SdkClient, sdkClient, sleep, text } from './helpers.ts';

const { EVENT, TYPES } = ChatSDK;

let server: ChatTestServer;
const clients: SdkClient[] = [];

async function open(user: { userID: string; userSig: string }, wrap?: (t: SocketTransport) => Transport) {
  const c = await sdkClient(server, user, wrap);
  clients.push(c);
  return c;
}

beforeAll(async () => {
  server = await startChatServer({ CHAT_REVOKE_WINDOW_SECONDS: '3', CHAT_SENSITIVE_WORDS: 'badword,违禁词' });
});

afterAll(async () => {
  for (const c of clients) await c.chat.destroy();
  await server?.close();
});

describe('login', () => {
  it('connects, syncs and emits SDK_READY and NET_STATE_CHANGE', async () => {
    const alice = await open(await server.createUser('Alice'));
    expect(alice.chat.isReady()).toBe(true);
    expect(alice.events.map((e) => e.name)).toContain(EVENT.SDK_READY);
    expect(alice.eventsOf(EVENT.NET_STATE_CHANGE)).toContainEqual({ state: TYPES.NET_STATE_CONNECTED });
    expect((await alice.chat.getConversationList()).data.conversationList).toEqual([]);
  });

  it('refuses forged, expired and other-app signatures with their codes', async () => {
    const u = await server.createUser();
    const attempt = (userSig: string) =>
      ChatSDK.create({ SDKAppID: server.sdkAppID, url: server.url }).login({ userID: u.userID, userSig });
    await expect(attempt(server.sign(u.userID, { key: 'wrong-key' }))).rejects.toMatchObject({ code: 70003 });
    await expect(
      attempt(server.sign(u.userID, { time: Math.floor(Date.now() / 1000) - 1000, expire: 10 })),
    ).rejects.toMatchObject({ code: 70001 });
    await expect(attempt(server.sign(u.userID, { sdkAppId: 1234 }))).rejects.toMatchObject({ code: 70013 });
  });
});

describe('session end', () => {
  it('a reconnect refused because the userSig expired emits KICKED_OUT and SDK_NOT_READY', async () => {
    const u = await server.createUser();
    const c = await open({ userID: u.userID, userSig: server.sign(u.userID, { expire: 2 }) });
    await sleep(2500);
    c.transport.dropConnection();
    await c.waitFor(() => c.eventsOf(EVENT.KICKED_OUT).length === 1, 'kicked');
    expect(c.eventsOf(EVENT.KICKED_OUT)[0]).toEqual({ type: TYPES.KICKED_OUT_USERSIG_EXPIRED });
    expect(c.events.map((e) => e.name)).toContain(EVENT.SDK_NOT_READY);
    expect(c.chat.isReady()).toBe(false);
  });

  it('an administrator’s kick signs out every device; earlier userSigs are refused, newer ones work', async () => {
    const u = await server.createUser();
    const now = Math.floor(Date.now() / 1000);
    const oldSig = server.sign(u.userID, { time: now - 60 });
    const [phone, desktop] = [await open({ ...u, userSig: oldSig }), await open({ ...u, userSig: oldSig })];
    const kick = (sig: string) =>
      fetch(`${server.url}/chat/admin/kick`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'chat-usersig': sig, lang: 'en' },
        body: JSON.stringify({ UserID: u.userID, Reason: 'accountClosed' }),
      });
    // Only the administrator may.
    expect((await kick(u.userSig)).status).toBe(401);
    expect((await kick(server.sign('administrator'))).status).toBe(200);
    for (const device of [phone, desktop]) {
      await device.waitFor(() => device.eventsOf(EVENT.KICKED_OUT).length === 1, 'kicked');
      expect(device.eventsOf(EVENT.KICKED_OUT)[0]).toEqual({ type: 'accountClosed' });
      expect(device.chat.isReady()).toBe(false);
    }
    const again = ChatSDK.create({ SDKAppID: server.sdkAppID, url: server.url });
    await expect(again.login({ userID: u.userID, userSig: oldSig })).rejects.toMatchObject({ code: 70001 });
    const fresh = await open({ ...u, userSig: server.sign(u.userID, { time: now + 2 }) });
    expect(fresh.chat.isReady()).toBe(true);
  });
});

describe('C2C messaging', () => {
  it('sends and receives with events, conversation list and unread', async () => {
    const [ua, ub] = [await server.createUser('Alice'), await server.createUser('Bob')];
    const alice = await open(ua);
    const bob = await open(ub);
    const msg = alice.chat.createTextMessage({
      to: ub.userID,
      conversationType: TYPES.CONV_C2C,
      payload: { text: 'hi 👋' },
    });
    expect(msg.status).toBe('unSend');
    const res = await alice.chat.sendMessage(msg);
    expect(res).toMatchObject({
      code: 0,
      data: { message: { status: 'success', sequence: 1, flow: 'out' } },
    });
    expect(res.data.message).toBe(msg);
    await bob.waitFor(() => bob.received().length === 1, 'message');
    expect(bob.received()[0]).toMatchObject({
      ID: msg.ID,
      flow: 'in',
      from: ua.userID,
      to: ub.userID,
      conversationID: `C2C${ua.userID}`,
      payload: { text: 'hi 👋' },
      sequence: 1,
      status: 'success',
      isRead: false,
    });
    expect(alice.received()).toEqual([]);
    await bob.waitFor(() => bob.chat.getTotalUnreadMessageCount() === 1, 'unread');
    const conv = await bob.conversation(`C2C${ua.userID}`);
    expect(conv).toMatchObject({ type: 'C2C', unreadCount: 1, lastMessage: { messageForShow: 'hi 👋' } });
    expect(bob.eventsOf<number>(EVENT.TOTAL_UNREAD_MESSAGE_COUNT_UPDATED).at(-1)).toBe(1);

    await text(alice.chat, ub.userID, 'second');
    await text(alice.chat, ub.userID, 'third');
    await bob.waitFor(() => bob.chat.getTotalUnreadMessageCount() === 3, 'unread 3');
    expect(bob.texts()).toEqual(['hi 👋', 'second', 'third']);
    await bob.chat.setMessageRead({ conversationID: `C2C${ua.userID}` });
    expect(bob.chat.getTotalUnreadMessageCount()).toBe(0);
    const fresh = await bob.chat.getConversationProfile(`C2C${ua.userID}`);
    expect(fresh.data.conversation.unreadCount).toBe(0);
    // a muted conversation's unread does not count in the total (Tencent's rule)
    await text(alice.chat, ub.userID, 'fourth');
    await bob.waitFor(() => bob.chat.getTotalUnreadMessageCount() === 1, 'unread after read');
    await bob.chat.setMessageRemindType({
      userIDList: [ua.userID],
      messageRemindType: TYPES.MSG_REMIND_ACPT_NOT_NOTE,
    });
    expect(bob.chat.getTotalUnreadMessageCount()).toBe(0);
    expect((await bob.conversation(`C2C${ua.userID}`))?.unreadCount).toBe(1);
  });

  it('echoes to the sender on every other device (multi-device)', async () => {
    const [ua, ub] = [await server.createUser('Alice'), await server.createUser('Bob')];
    const phone = await open(ua);
    const laptop = await open(ua);
    const bob = await open(ub);
    const { message } = (await text(phone.chat, ub.userID, 'from phone')).data;
    await laptop.waitFor(() => laptop.received().length === 1, 'echo');
    expect(laptop.received()[0]).toMatchObject({
      ID: message.ID,
      flow: 'out',
      conversationID: `C2C${ub.userID}`,
    });
    await bob.waitFor(() => bob.received().length === 1, 'bob');
    await sleep(100);
    expect(phone.received()).toEqual([]);
    expect(phone.chat.getTotalUnreadMessageCount()).toBe(0);
    expect(laptop.chat.getTotalUnreadMessageCount()).toBe(0);
  });

  it('pages history with getMessageList', async () => {
    const [ua, ub] = [await server.createUser(), await server.createUser()];
    const alice = await open(ua);
    for (let i = 1; i <= 40; i++) await text(alice.chat, ub.userID, `m${i}`);
    const bob = await open(ub);
    const cid = `C2C${ua.userID}`;
    const seen: number[] = [];
    let next: string | undefined;
    let pages = 0;
    for (;;) {
      const res = await bob.chat.getMessageList({
        conversationID: cid,
        ...(next ? { nextReqMessageID: next } : {}),
      });
      pages += 1;
      const seqs = res.data.messageList.map((m) => m.sequence);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      seen.unshift(...seqs);
      if (res.data.isCompleted) break;
      next = res.data.nextReqMessageID;
      expect(next).toBe(res.data.messageList[0]?.ID);
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    // first login with no local state: conversation list right, history not downloaded
    expect(bob.received()).toEqual([]);
    expect(await bob.conversation(cid)).toMatchObject({
      unreadCount: 40,
      lastMessage: { messageForShow: 'm40' },
    });
  });
});

describe('sync and resilience', () => {
  it('an offline client catches up exactly once, in order, while others kept sending', async () => {
    const [ua, ub, uc] = [await server.createUser(), await server.createUser(), await server.createUser()];
    const alice = await open(ua);
    const carol = await open(uc);
    const bob = await open(ub);
    await text(alice.chat, ub.userID, 'a0');
    await bob.waitFor(() => bob.received().length === 1, 'a0');

    bob.transport.suspend();
    await bob.waitFor(() => bob.chat.getNetState() === TYPES.NET_STATE_DISCONNECTED, 'disconnected');
    for (let i = 1; i <= 120; i++) await text(alice.chat, ub.userID, `a${i}`);
    for (let i = 1; i <= 5; i++) await text(carol.chat, ub.userID, `c${i}`);
    // reconnect while both keep sending concurrently
    const sending = (async () => {
      for (let i = 121; i <= 160; i++) {
        await text(alice.chat, ub.userID, `a${i}`);
        if (i % 4 === 0) await text(carol.chat, ub.userID, `c${5 + i / 4 - 30}`);
      }
    })();
    bob.transport.resume();
    await sending;
    const alicesTexts = () =>
      bob
        .received()
        .filter((m) => m.from === ua.userID)
        .map((m) => m.payload.text);
    const carolsTexts = () =>
      bob
        .received()
        .filter((m) => m.from === uc.userID)
        .map((m) => m.payload.text);
    await bob.waitFor(() => alicesTexts().length >= 161 && carolsTexts().length >= 15, 'catch-up', 20_000);
    await sleep(200);
    expect(alicesTexts()).toEqual(Array.from({ length: 161 }, (_, i) => `a${i}`));
    expect(carolsTexts()).toEqual(Array.from({ length: 15 }, (_, i) => `c${i + 1}`));
    const fromAlice = bob
      .received()
      .filter((m) => m.from === ua.userID)
      .map((m) => m.sequence);
    expect(fromAlice).toEqual(Array.from({ length: 161 }, (_, i) => i + 1));
    expect(bob.eventsOf(EVENT.NET_STATE_CHANGE)).toContainEqual({ state: TYPES.NET_STATE_DISCONNECTED });
    expect(bob.chat.getTotalUnreadMessageCount()).toBe(176);
  });

  it('survives a dropped connection (automatic reconnect) without loss or duplicates', async () => {
    const [ua, ub] = [await server.createUser(), await server.createUser()];
    const alice = await open(ua);
    const bob = await open(ub);
    const sending = (async () => {
      for (let i = 0; i < 60; i++) {
        await text(alice.chat, ub.userID, `x${i}`);
        if (i === 10 || i === 35) bob.transport.dropConnection();
      }
    })();
    await sending;
    // Two reconnects with back-off: generous on a loaded machine; a lost message never arrives at all.
    await bob.waitFor(() => bob.received().length >= 60, 'all 60', 45_000);
    await sleep(200);
    expect(bob.texts()).toEqual(Array.from({ length: 60 }, (_, i) => `x${i}`));
    expect(bob.eventsOf(EVENT.NET_STATE_CHANGE)).toContainEqual({ state: TYPES.NET_STATE_CONNECTING });
  });

  it('a resend after a dropped ack reuses the ID and never duplicates', async () => {
    const [ua, ub] = [await server.createUser(), await server.createUser()];
    let dropFirstAck = true;
    let lostID = '';
    // The request reaches the real server and is stored; its ack and echo push are lost on the way back.
    const lossy = (inner: SocketTransport): Transport => ({
      connect: (auth) => inner.connect(auth),
      close: () => inner.close(),
      onState: (h) => inner.onState(h),
      onPush: (h) =>
        inner.onPush((type, data) => {
          if (type === 'message' && (data as { ID: string }).ID === lostID && dropFirstAck) return;
          h(type, data);
        }),
      rpc: async (op, params) => {
        if (op === 'sendMessage' && dropFirstAck) lostID = (params as { ID: string }).ID;
        const result = await inner.rpc(op, params);
        if (op === 'sendMessage' && dropFirstAck)
          throw { code: 2801, message: 'request sendMessage timed out' };
        return result;
      },
    });
    const alice = await open(ua, lossy);
    const bob = await open(ub);
    const msg = alice.chat.createTextMessage({
      to: ub.userID,
      conversationType: 'C2C',
      payload: { text: 'only once' },
    });
    await expect(alice.chat.sendMessage(msg)).rejects.toMatchObject({ code: 2801, data: { message: msg } });
    expect(msg.status).toBe('fail');
    dropFirstAck = false;
    const id = msg.ID;
    const res = await alice.chat.resendMessage(msg);
    expect(res.data.message).toMatchObject({ ID: id, status: 'success', sequence: 1 });
    await text(alice.chat, ub.userID, 'after');
    await bob.waitFor(() => bob.received().length === 2, 'two messages');
    await sleep(100);
    expect(bob.texts()).toEqual(['only once', 'after']);
    const history = await bob.chat.getMessageList({ conversationID: `C2C${ua.userID}` });
    expect(history.data.messageList.map((m) => m.payload.text)).toEqual(['only once', 'after']);
    expect(alice.received()).toEqual([]);
  });
});

describe('operations', () => {
  it('revoke updates the same object on the peer and other devices (MESSAGE_REVOKED)', async () => {
    const [ua, ub] = [await server.createUser('Alice'), await server.createUser('Bob')];
    const alice = await open(ua);
    const alice2 = await open(ua);
    const bob = await open(ub);
    const { message } = (await text(alice.chat, ub.userID, 'oops')).data;
    await bob.waitFor(() => bob.received().length === 1, 'received');
    await alice2.waitFor(() => alice2.received().length === 1, 'echo');
    const bobs = bob.received()[0]!;
    const res = await alice.chat.revokeMessage(message);
    expect(res.data.message).toMatchObject({ isRevoked: true, revoker: ua.userID });
    await bob.waitFor(() => bob.eventsOf(EVENT.MESSAGE_REVOKED).length === 1, 'revoked');
    const [revoked] = bob.eventsOf<Message[]>(EVENT.MESSAGE_REVOKED)[0]!;
    expect(revoked).toBe(bobs);
    expect(bobs).toMatchObject({ isRevoked: true, revoker: ua.userID });
    await alice2.waitFor(() => alice2.eventsOf(EVENT.MESSAGE_REVOKED).length === 1, 'revoked on 2nd device');
    // only the sender may revoke
    await expect(bob.chat.revokeMessage(bobs)).rejects.toMatchObject({ code: expect.any(Number) });
  });

  it('refuses a revoke after the window with 20016', async () => {
    const [ua, ub] = [await server.createUser(), await server.createUser()];
    const alice = await open(ua);
    const { message } = (await text(alice.chat, ub.userID, 'late')).data;
    await sleep(4200);
    await expect(alice.chat.revokeMessage(message)).rejects.toMatchObject({ code: 20016 });
    expect(message.isRevoked).toBe(false);
  });

  it('modify emits MESSAGE_MODIFIED to the peer', async () => {
    const [ua, ub] = [await server.createUser(), await server.createUser()];
    const alice = await open(ua);
    const bob = await open(ub);
    const { message } = (await text(alice.chat, ub.userID, 'draft')).data;
    await bob.waitFor(() => bob.received().length === 1, 'received');
    message.payload = { text: 'final' };
    await alice.chat.modifyMessage(message);
    await bob.waitFor(() => bob.eventsOf(EVENT.MESSAGE_MODIFIED).length === 1, 'modified');
    expect(bob.received()[0]).toMatchObject({ payload: { text: 'final' }, isModified: true });
  });

  it('typing status reaches the peer', async () => {
    const [ua, ub] = [await server.createUser(), await server.createUser()];
    const alice = await open(ua);
    const bob = await open(ub);
    await text(alice.chat, ub.userID, 'hello');
    await alice.chat.setTypingStatus({ conversationID: `C2C${ub.userID}`, typing: true });
    await bob.waitFor(() => bob.eventsOf(EVENT.TYPING_STATUS_CHANGED).length > 0, 'typing');
    expect(bob.eventsOf(EVENT.TYPING_STATUS_CHANGED)[0]).toMatchObject({
      conversationID: `C2C${ua.userID}`,
      typing: true,
    });
  });

  it('online status, subscriptions and USER_STATUS_UPDATED', async () => {
    const [ua, ub] = [await server.createUser(), await server.createUser()];
    const bob = await open(ub);
    const r0 = await bob.chat.getUserStatus({ userIDList: [ua.userID] });
    expect(r0.data.successUserList[0]).toMatchObject({
      userID: ua.userID,
      statusType: TYPES.USER_STATUS_OFFLINE,
    });
    await bob.chat.subscribeUserStatus({ userIDList: [ua.userID] });
    const alice = await open(ua);
    await bob.waitFor(
      () =>
        bob.eventsOf<{ statusType: number }[]>(EVENT.USER_STATUS_UPDATED).some((l) => l[0]?.statusType === 1),
      'online',
    );
    const r1 = await bob.chat.getUserStatus({ userIDList: [ua.userID] });
    expect(r1.data.successUserList[0]?.statusType).toBe(TYPES.USER_STATUS_ONLINE);
    await alice.chat.logout();
    await bob.waitFor(
      () =>
        bob.eventsOf<{ statusType: number }[]>(EVENT.USER_STATUS_UPDATED).some((l) => l[0]?.statusType === 2),
      'offline',
    );
  });

  it('pin, delete conversation and read receipts', async () => {
    const [ua, ub, uc] = [await server.createUser(), await server.createUser(), await server.createUser()];
    const alice = await open(ua);
    const bob = await open(ub);
    await text(bob.chat, ua.userID, 'from bob');
    await alice.waitFor(() => alice.received().length === 1, 'bob');
    await text(alice.chat, uc.userID, 'to carol');
    let list = (await alice.chat.getConversationList()).data.conversationList.map((c) => c.conversationID);
    expect(list).toEqual([`C2C${uc.userID}`, `C2C${ub.userID}`]);
    await alice.chat.pinConversation({ conversationID: `C2C${ub.userID}`, isPinned: true });
    list = (await alice.chat.getConversationList()).data.conversationList.map((c) => c.conversationID);
    expect(list).toEqual([`C2C${ub.userID}`, `C2C${uc.userID}`]);

    const rr = alice.chat.createTextMessage({
      to: ub.userID,
      conversationType: 'C2C',
      payload: { text: 'please read' },
      needReadReceipt: true,
    });
    await alice.chat.sendMessage(rr);
    await bob.waitFor(() => bob.received().length === 1, 'rr');
    await bob.chat.sendMessageReadReceipt(bob.received());
    await alice.waitFor(
      () => rr.isPeerRead || alice.eventsOf(EVENT.MESSAGE_READ_RECEIPT_RECEIVED).length > 0,
      'receipt',
    );
    const receipts = await alice.chat.getMessageReadReceiptList([rr]);
    expect(receipts.data.messageList[0]?.readReceiptInfo.isPeerRead).toBe(true);

    await alice.chat.deleteConversation(`C2C${uc.userID}`);
    list = (await alice.chat.getConversationList()).data.conversationList.map((c) => c.conversationID);
    expect(list).toEqual([`C2C${ub.userID}`]);
  });

  it('group messages with @-mentions mark the conversation', async () => {
    const [ua, ub, uc] = [await server.createUser(), await server.createUser(), await server.createUser()];
    const groupID = await server.createGroup({
      type: TYPES.GRP_WORK,
      ownerID: ua.userID,
      memberIDs: [ub.userID, uc.userID],
    });
    const alice = await open(ua);
    const bob = await open(ub);
    const carol = await open(uc);
    const at = alice.chat.createTextAtMessage({
      to: groupID,
      conversationType: TYPES.CONV_GROUP,
      payload: { text: '@bob look', atUserList: [ub.userID] },
    });
    await alice.chat.sendMessage(at);
    await bob.waitFor(() => bob.received().length === 1, 'group msg');
    await carol.waitFor(() => carol.received().length === 1, 'group msg');
    expect(bob.received()[0]).toMatchObject({ conversationID: `GROUP${groupID}`, atUserList: [ub.userID] });
    const conv = await bob.conversation(`GROUP${groupID}`);
    expect(conv?.groupAtInfoList).toEqual([
      expect.objectContaining({ groupID, messageSequence: at.sequence, atTypeArray: [1] }),
    ]);
    expect((await carol.conversation(`GROUP${groupID}`))?.groupAtInfoList).toEqual([]);
    await bob.chat.setMessageRead({ conversationID: `GROUP${groupID}` });
    expect((await bob.conversation(`GROUP${groupID}`))?.groupAtInfoList).toEqual([]);
  });
});

describe('errors surface as rejections', () => {
  it('local validation: empty, too long, block words, big file, non-image', async () => {
    const ua = await server.createUser();
    const alice = await open(ua);
    alice.chat.setLocalBlockWords(['blocked-word']);
    await expect(text(alice.chat, '1', '')).rejects.toMatchObject({ code: 2101 });
    await expect(text(alice.chat, '1', 'x'.repeat(12 * 1024 + 1))).rejects.toMatchObject({ code: 8001 });
    await expect(text(alice.chat, '1', 'a blocked-word here')).rejects.toMatchObject({ code: 3123 });
    const huge = { size: 100 * 1024 * 1024 + 1, type: 'application/zip', name: 'big.zip' };
    const bigMsg = alice.chat.createFileMessage({
      to: '1',
      conversationType: 'C2C',
      payload: { file: huge },
    });
    await expect(alice.chat.sendMessage(bigMsg)).rejects.toMatchObject({ code: 7005 });
    const notImage = new File(['hello'], 'a.txt', { type: 'text/plain' });
    const img = alice.chat.createImageMessage({
      to: '1',
      conversationType: 'C2C',
      payload: { file: notImage },
    });
    await expect(alice.chat.sendMessage(img)).rejects.toMatchObject({ code: 4004 });
    expect(img.status).toBe('fail');
  });

  it('server validation: sensitive words 80001, not logged in 2024', async () => {
    const [ua, ub] = [await server.createUser(), await server.createUser()];
    const alice = await open(ua);
    const m = alice.chat.createTextMessage({
      to: ub.userID,
      conversationType: 'C2C',
      payload: { text: 'a badword' },
    });
    await expect(alice.chat.sendMessage(m)).rejects.toMatchObject({ code: 80001 });
    expect(m).toMatchObject({ status: 'fail', hasRiskContent: true });
    await expect(alice.chat.resendMessage(m)).rejects.toMatchObject({ code: 80001 });
    const offline = ChatSDK.create({ SDKAppID: server.sdkAppID, url: server.url });
    await expect(offline.getMessageList({ conversationID: `C2C${ub.userID}` })).rejects.toMatchObject({
      code: 2024,
    });
  });

  it('cannot read a conversation that is not mine', async () => {
    const [ua, ub] = [await server.createUser(), await server.createUser()];
    const groupID = await server.createGroup({ type: TYPES.GRP_WORK, ownerID: ua.userID, memberIDs: [] });
    const bob = await open(ub);
    await expect(bob.chat.getMessageList({ conversationID: `GROUP${groupID}` })).rejects.toMatchObject({
      code: expect.any(Number),
    });
    await expect(text(bob.chat, groupID, 'let me in', 'GROUP')).rejects.toMatchObject({
      code: expect.any(Number),
    });
  });
});

const PDF = '%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n';

/** A 1x1 PNG. */
const DOT_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

/** The start of an MP4 file (an `ftyp` box): enough for the server to sniff it as video/mp4. */
const MP4 = new Uint8Array([
  ...[0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0],
  ...[0x69, 0x73, 0x6f, 0x6d, 0x69, 0x73, 0x6f, 0x32],
  ...new Array(64).fill(0),
]);

describe('media upload', () => {
  it('uploads at send time, reports progress 0..1 and sends an image message', async () => {
    const [ua, ub] = [await server.createUser(), await server.createUser()];
    const alice = await open(ua);
    const bob = await open(ub);
    const png = DOT_PNG;
    const progress: number[] = [];
    const img = alice.chat.createImageMessage({
      to: ub.userID,
      conversationType: 'C2C',
      payload: { file: new File([png], 'dot.png', { type: 'image/png' }) },
      onProgress: (p) => progress.push(p),
    });
    expect(img.status).toBe('unSend');
    await alice.chat.sendMessage(img);
    expect(img.status).toBe('success');
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(img.progress).toBe(1);
    const info = (img.payload as { imageInfoArray: { type: number; url: string; width: number }[] })
      .imageInfoArray;
    expect(info.find((i) => i.type === 0)?.url).toMatch(/\S/);
    await bob.waitFor(() => bob.received().length === 1, 'image');
    expect(bob.received()[0]).toMatchObject({ type: TYPES.MSG_IMAGE });

    const file = alice.chat.createFileMessage({
      to: ub.userID,
      conversationType: 'C2C',
      payload: { file: new File([PDF], 'notes.pdf', { type: 'application/pdf' }) },
    });
    await alice.chat.sendMessage(file);
    expect(file.payload).toMatchObject({ fileName: 'notes.pdf', fileSize: PDF.length });
    expect(file.payload.fileUrl).toMatch(/\S/);
    await bob.waitFor(() => bob.received().length === 2, 'file');
    expect(bob.received()[1]).toMatchObject({ type: TYPES.MSG_FILE, payload: { fileName: 'notes.pdf' } });
  });

  it('sends a video with its poster; the server measures the poster', async () => {
    const [ua, ub] = [await server.createUser(), await server.createUser()];
    const alice = await open(ua);
    const bob = await open(ub);
    const video = alice.chat.createVideoMessage({
      to: ub.userID,
      conversationType: 'C2C',
      payload: {
        file: new File([MP4], 'intro.mp4', { type: 'video/mp4' }),
        second: 12,
        snapshot: new File([DOT_PNG], 'poster.png', { type: 'image/png' }),
      },
    });
    await alice.chat.sendMessage(video);
    expect(video.payload).toMatchObject({
      remoteVideoUrl: expect.stringMatching(/^\/files\/[0-9a-f]{64}\.mp4$/),
      videoSize: MP4.length,
      videoSecond: 12,
      snapshotUrl: expect.stringMatching(/\.png$/),
      snapshotWidth: 1,
      snapshotHeight: 1,
    });
    await bob.waitFor(() => bob.received().length === 1, 'video');
    expect(bob.received()[0]?.payload).toEqual(video.payload);
  });

  it('refuses banned files (4005) and files that were never uploaded (7004)', async () => {
    const ua = await server.createUser();
    const alice = await open(ua);
    const program = alice.chat.createFileMessage({
      to: ua.userID,
      conversationType: 'C2C',
      payload: { file: new File([new Uint8Array([0x4d, 0x5a, 0, 0])], 'setup.exe') },
    });
    await expect(alice.chat.sendMessage(program)).rejects.toMatchObject({ code: 4005 });
    expect(program.status).toBe('fail');

    const sent = await alice.chat.sendMessage(
      alice.chat.createFileMessage({
        to: ua.userID,
        conversationType: 'C2C',
        payload: { file: new File([PDF], 'notes.pdf') },
      }),
    );
    const forged = {
      ...sent.data.message,
      payload: { ...sent.data.message.payload, fileUrl: `/files/${'a'.repeat(64)}.pdf` },
    };
    const forward = alice.chat.createForwardMessage({
      to: ua.userID,
      conversationType: 'C2C',
      payload: forged,
    });
    await expect(alice.chat.sendMessage(forward)).rejects.toMatchObject({ code: 7004 });
  });

  it('a broken image is refused by the server with 4004 and the message fails', async () => {
    const ua = await server.createUser();
    const alice = await open(ua);
    // A PNG cut after its header: looks like an image, is not a usable one
    const bytes = DOT_PNG.slice(0, 40);
    const img = alice.chat.createImageMessage({
      to: ua.userID,
      conversationType: 'C2C',
      payload: { file: new File([bytes], 'broken.png', { type: 'image/png' }) },
    });
    await expect(alice.chat.sendMessage(img)).rejects.toMatchObject({ code: 4004 });
    expect(img.status).toBe('fail');
  });
});
