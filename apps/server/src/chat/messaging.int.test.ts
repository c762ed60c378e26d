import { randomUUID } from 'node:crypto';
import { ChatCode, type OutgoingMessage, type WireMessage } from '@renli/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setMemberMute, setMuteAll } from './groups/members.ts';
import { connect, type TestClient } from './test-client.ts';
import { type ChatTestServer, startChatServer } from './testing.ts';

let server: ChatTestServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(() => server.close());

const text = (to: string, body: string, extra: Partial<OutgoingMessage> = {}) => ({
  ID: randomUUID(),
  conversationType: 'C2C' as const,
  to,
  type: 'TIMTextElem' as const,
  payload: { text: body },
  ...extra,
});

const groupText = (groupID: string, body: string, extra: Partial<OutgoingMessage> = {}) =>
  text(groupID, body, { conversationType: 'GROUP', ...extra });

const seqsOf = (client: TestClient, conversationTo: string) =>
  client
    .pushesOf('message')
    .filter((m: WireMessage) => m.to === conversationTo)
    .map((m: WireMessage) => m.sequence);

describe('sending and ordering', () => {
  it('delivers concurrent group sends to every member in one gap-free seq order', async () => {
    const users = await Promise.all([1, 2, 3, 4].map((i) => server.createUser(`M${i}`)));
    const [owner, ...rest] = users;
    const groupID = await server.createGroup({
      type: 'Work',
      ownerID: owner!.userID,
      memberIDs: rest.map((u) => u.userID),
    });
    const clients = await Promise.all(users.map((u) => connect(server.url, u)));
    const senders = clients.slice(0, 3);
    await Promise.all(
      senders.map(async (c, i) => {
        for (let n = 0; n < 30; n++) await c.ok('sendMessage', groupText(groupID, `s${i}-${n}`));
      }),
    );
    const expected = Array.from({ length: 90 }, (_, i) => i + 1);
    for (const c of clients) {
      await c.waitFor((x) => seqsOf(x, groupID).length >= 90);
      expect(seqsOf(c, groupID)).toEqual(expected);
    }
    // Each sender's own messages keep their send order.
    const bodies = clients[3]!.pushesOf('message').map((m: WireMessage) => m.payload.text as string);
    for (const prefix of ['s0-', 's1-', 's2-']) {
      const mine = bodies.filter((b) => b.startsWith(prefix)).map((b) => Number(b.slice(3)));
      expect(mine).toEqual([...mine].sort((a, b) => a - b));
    }
    for (const c of clients) c.close();
  });

  it('returns the stored message for a resend and stores no duplicate', async () => {
    const [a, b] = [await server.createUser(), await server.createUser()];
    const alice = await connect(server.url, a);
    const msg = text(b.userID, 'hello');
    const first = await alice.ok('sendMessage', msg);
    const again = await alice.ok('sendMessage', { ...msg, payload: { text: 'changed' } });
    expect(again.message).toEqual(first.message);
    // Concurrent resends inside one batch share the row too.
    const twin = text(b.userID, 'twin');
    const [x, y] = await Promise.all([alice.ok('sendMessage', twin), alice.ok('sendMessage', twin)]);
    expect(x.message.sequence).toBe(y.message.sequence);
    const page = await alice.ok('pullMessages', { conversationID: `C2C${b.userID}`, afterSeq: 0 });
    expect(page.messageList.map((m) => m.payload.text)).toEqual(['hello', 'twin']);
    alice.close();
  });

  it('echoes own messages to the sender’s other devices', async () => {
    const [a, b] = [await server.createUser(), await server.createUser()];
    const phone = await connect(server.url, a);
    const laptop = await connect(server.url, a);
    const bob = await connect(server.url, b);
    const sent = await phone.ok('sendMessage', text(b.userID, 'multi'));
    for (const c of [phone, laptop, bob]) {
      await c.waitFor((x) => x.pushesOf('message').length === 1);
      expect(c.pushesOf('message')[0]).toEqual(sent.message);
    }
    for (const c of [phone, laptop, bob]) c.close();
  });
});

describe('unread and sync', () => {
  it('computes unread as messages after readSeq not sent by me', async () => {
    const [a, b] = [await server.createUser('Ann'), await server.createUser('Ben')];
    const ann = await connect(server.url, a);
    const ben = await connect(server.url, b);
    for (let i = 0; i < 3; i++) await ann.ok('sendMessage', text(b.userID, `a${i}`));
    await ben.ok('sendMessage', text(a.userID, 'b0'));
    await ann.ok('sendMessage', text(b.userID, 'a3'));
    const conv = (await ben.ok('sync', {})).conversations.find((c) => c.conversationID === `C2C${a.userID}`);
    expect(conv).toMatchObject({ maxSeq: 5, readSeq: 0, unreadCount: 4, name: 'Ann', peerReadSeq: 0 });
    expect(conv?.lastMessage?.payload).toEqual({ text: 'a3' });
    expect((await ann.ok('sync', {})).conversations[0]?.unreadCount).toBe(1);

    const benPhone = await connect(server.url, b);
    await ben.ok('setMessageRead', { conversationID: `C2C${a.userID}` });
    await benPhone.waitFor((x) => x.pushesOf('conversation').length > 0);
    expect(benPhone.pushesOf('conversation')[0]).toMatchObject({ unreadCount: 0, readSeq: 5 });
    await ann.waitFor((x) => x.pushesOf('peerRead').length > 0);
    expect(ann.pushesOf('peerRead')[0]).toEqual({ conversationID: `C2C${b.userID}`, peerReadSeq: 5 });
    expect((await ann.ok('sync', {})).conversations[0]?.peerReadSeq).toBe(5);
    for (const c of [ann, ben, benPhone]) c.close();
  });

  it('gives a reconnecting client exactly the messages it missed', async () => {
    const users = await Promise.all([1, 2, 3].map(() => server.createUser()));
    const [a, b, c] = users as [(typeof users)[0], (typeof users)[0], (typeof users)[0]];
    const groupID = await server.createGroup({
      type: 'Public',
      ownerID: a.userID,
      memberIDs: [b.userID, c.userID],
    });
    let carol = await connect(server.url, c);
    const alice = await connect(server.url, a);
    const bob = await connect(server.url, b);
    await alice.ok('sendMessage', groupText(groupID, 'before'));
    await carol.waitFor((x) => x.pushesOf('message').length === 1);
    const seen = carol.pushesOf('message')[0]!.sequence;
    carol.close();
    await Promise.all([
      (async () => {
        for (let i = 0; i < 10; i++) await alice.ok('sendMessage', groupText(groupID, `a${i}`));
      })(),
      (async () => {
        for (let i = 0; i < 10; i++) await bob.ok('sendMessage', groupText(groupID, `b${i}`));
      })(),
    ]);
    carol = await connect(server.url, c);
    const conv = (await carol.ok('sync', {})).conversations.find(
      (x) => x.conversationID === `GROUP${groupID}`,
    );
    expect(conv?.maxSeq).toBe(21);
    const missed: WireMessage[] = [];
    let after = seen;
    for (;;) {
      const page = await carol.ok('pullMessages', {
        conversationID: `GROUP${groupID}`,
        afterSeq: after,
        count: 7,
      });
      missed.push(...page.messageList);
      after = page.messageList.at(-1)?.sequence ?? after;
      if (page.isCompleted) break;
    }
    expect(missed.map((m) => m.sequence)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
    expect(new Set(missed.map((m) => m.ID)).size).toBe(20);

    const older = await carol.ok('getMessageList', { conversationID: `GROUP${groupID}`, count: 15 });
    expect(older.messageList.map((m) => m.sequence)).toEqual(Array.from({ length: 15 }, (_, i) => i + 7));
    expect(older.isCompleted).toBe(false);
    const oldest = await carol.ok('getMessageList', {
      conversationID: `GROUP${groupID}`,
      beforeSeq: 7,
      count: 15,
    });
    expect(oldest.messageList.map((m) => m.sequence)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(oldest.isCompleted).toBe(true);
    for (const x of [alice, bob, carol]) x.close();
  });

  it('lists unread @-mentions in groupAtInfoList', async () => {
    const [a, b] = [await server.createUser(), await server.createUser()];
    const groupID = await server.createGroup({ type: 'Work', ownerID: a.userID, memberIDs: [b.userID] });
    const alice = await connect(server.url, a);
    const bob = await connect(server.url, b);
    await alice.ok('sendMessage', groupText(groupID, '@Bob hi', { atUserList: [b.userID] }));
    await alice.ok(
      'sendMessage',
      groupText(groupID, '@all hi', { atUserList: ['__kImSDK_MesssageAtALL__'] }),
    );
    const conv = (await bob.ok('sync', {})).conversations[0];
    expect(conv?.groupAtInfoList).toEqual([
      { groupID, messageSequence: 1, atTypeArray: [1] },
      { groupID, messageSequence: 2, atTypeArray: [2] },
    ]);
    expect((await alice.ok('sync', {})).conversations[0]?.groupAtInfoList).toEqual([]);
    await bob.ok('setMessageRead', { conversationID: `GROUP${groupID}` });
    expect((await bob.ok('sync', {})).conversations[0]?.groupAtInfoList).toEqual([]);
    alice.close();
    bob.close();
  });
});

describe('operations', () => {
  it('revokes own messages within the window and pushes the update to everyone', async () => {
    const windowed = await startChatServer({ CHAT_REVOKE_WINDOW_SECONDS: '1' });
    try {
      const [a, b] = [await windowed.createUser(), await windowed.createUser()];
      const alice = await connect(windowed.url, a, { lang: 'en' });
      const bob = await connect(windowed.url, b);
      const conversationID = `C2C${b.userID}`;
      const m1 = (await alice.ok('sendMessage', text(b.userID, 'oops'))).message;
      const m2 = (await alice.ok('sendMessage', text(b.userID, 'later'))).message;
      const notMine = await bob.rpc('revokeMessage', {
        conversationID: `C2C${a.userID}`,
        sequence: m1.sequence,
      });
      expect(notMine.code).toBe(ChatCode.NOT_SENDER);
      const revoked = await alice.ok('revokeMessage', { conversationID, sequence: m1.sequence });
      expect(revoked.message).toMatchObject({ isRevoked: true, revoker: a.userID, version: 1, payload: {} });
      await bob.waitFor((x) => x.pushesOf('messageUpdated').length === 1);
      expect(bob.pushesOf('messageUpdated')[0]).toEqual(revoked.message);
      await new Promise((r) => setTimeout(r, 2100));
      const late = await alice.rpc('revokeMessage', { conversationID, sequence: m2.sequence });
      expect(late).toEqual({ code: 20016, message: 'Messages can only be recalled within 1 seconds' });
      alice.close();
      bob.close();
    } finally {
      await windowed.close();
    }
  });

  it('modifies, deletes for me, clears and deletes conversations for me only', async () => {
    const [a, b] = [await server.createUser(), await server.createUser()];
    const alice = await connect(server.url, a);
    const bob = await connect(server.url, b);
    const conversationID = `C2C${b.userID}`;
    const m1 = (await alice.ok('sendMessage', text(b.userID, 'typo'))).message;
    await alice.ok('sendMessage', text(b.userID, 'two'));
    const modified = await alice.ok('modifyMessage', {
      conversationID,
      sequence: 1,
      payload: { text: 'fixed' },
    });
    expect(modified.message).toMatchObject({ isModified: true, version: 1, payload: { text: 'fixed' } });
    expect(
      (
        await bob.rpc('modifyMessage', {
          conversationID: `C2C${a.userID}`,
          sequence: 1,
          payload: { text: 'x' },
        })
      ).code,
    ).toBe(ChatCode.NOT_SENDER);
    await alice.ok('deleteMessage', { conversationID, sequences: [m1.sequence] });
    const mine = await alice.ok('pullMessages', { conversationID, afterSeq: 0 });
    expect(mine.messageList.map((m) => m.sequence)).toEqual([2]);
    const his = await bob.ok('pullMessages', { conversationID: `C2C${a.userID}`, afterSeq: 0 });
    expect(his.messageList.map((m) => m.sequence)).toEqual([1, 2]);

    await bob.ok('pinConversation', { conversationID: `C2C${a.userID}`, isPinned: true });
    await bob.ok('setMessageRemindType', {
      conversationID: `C2C${a.userID}`,
      messageRemindType: 'AcceptNotNotify',
    });
    expect((await bob.ok('sync', {})).conversations[0]).toMatchObject({
      isPinned: true,
      messageRemindType: 'AcceptNotNotify',
    });

    await bob.ok('clearHistoryMessage', { conversationID: `C2C${a.userID}` });
    expect(
      (await bob.ok('pullMessages', { conversationID: `C2C${a.userID}`, afterSeq: 0 })).messageList,
    ).toEqual([]);
    expect((await bob.ok('sync', {})).conversations).toHaveLength(1);
    await bob.ok('deleteConversation', { conversationID: `C2C${a.userID}` });
    expect((await bob.ok('sync', {})).conversations).toEqual([]);
    expect((await alice.ok('sync', {})).conversations).toHaveLength(1);
    await alice.ok('sendMessage', text(b.userID, 'back'));
    const back = (await bob.ok('sync', {})).conversations;
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({ unreadCount: 1, maxSeq: 3 });
    const after = await bob.ok('getMessageList', { conversationID: `C2C${a.userID}` });
    expect(after.messageList.map((m) => m.payload.text)).toEqual(['back']);
    alice.close();
    bob.close();
  });

  it('pushes C2C typing to the peer only', async () => {
    const [a, b] = [await server.createUser(), await server.createUser()];
    const alice = await connect(server.url, a);
    const bob = await connect(server.url, b);
    await alice.ok('setTypingStatus', { conversationID: `C2C${b.userID}`, typing: true });
    await bob.waitFor((x) => x.pushesOf('typing').length === 1);
    expect(bob.pushesOf('typing')[0]).toEqual({ conversationID: `C2C${a.userID}`, typing: true });
    const groupID = await server.createGroup({ type: 'Work', ownerID: a.userID, memberIDs: [b.userID] });
    expect(
      (await alice.rpc('setTypingStatus', { conversationID: `GROUP${groupID}`, typing: true })).code,
    ).toBe(ChatCode.INVALID_PARAMS);
    expect(alice.pushesOf('typing')).toEqual([]);
    alice.close();
    bob.close();
  });
});

describe('validation and refusals', () => {
  it('answers every send error code, translated', async () => {
    const [a, b] = [await server.createUser(), await server.createUser()];
    const alice = await connect(server.url, a, { lang: 'en' });
    const send = (m: Partial<OutgoingMessage>) => alice.rpc('sendMessage', { ...text(b.userID, 'x'), ...m });
    expect(await send({ payload: { text: '   ' } })).toEqual({
      code: ChatCode.EMPTY_CONTENT,
      message: 'The message is empty',
    });
    expect((await send({ payload: { text: '字'.repeat(4097) } })).code).toBe(8001);
    expect((await send({ payload: { text: '字'.repeat(4096) } })).code).toBe(0);
    expect((await send({ type: 'TIMCustomElem', payload: { data: 'x'.repeat(12 * 1024 + 1) } })).code).toBe(
      8001,
    );
    const missing = `/files/${'0'.repeat(64)}.pdf`;
    const file = (fileUrl: string) => ({
      type: 'TIMFileElem' as const,
      payload: { fileUrl, fileName: 'a.pdf', fileSize: 1 },
    });
    expect(await send(file(missing))).toEqual({
      code: 7004,
      message: 'The file does not exist; check its path',
    });
    expect((await send(file('javascript:alert(1)'))).code).toBe(ChatCode.INVALID_PARAMS);
    const pdf = await server.upload(a, Buffer.from('%PDF-1.4\n%%EOF\n'), 'a.pdf');
    const imageOf = (url: unknown) => ({
      type: 'TIMImageElem' as const,
      payload: { imageFormat: 3, imageInfoArray: [{ type: 0, url: String(url), width: 1, height: 1 }] },
    });
    expect((await send(imageOf(pdf.body.data.url))).code).toBe(4004);
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const uploaded = await server.upload(a, png, 'p.png');
    const sent = await send(imageOf(uploaded.body.data.url));
    expect(sent.code).toBe(0);
    // Dimensions and format are the server's measurements, not what the client claimed.
    expect((sent.data as { message: WireMessage }).message.payload).toMatchObject({
      imageFormat: 3,
      imageInfoArray: [
        { type: 0, width: 30, height: 20, size: png.length },
        { type: 1, width: 30, height: 20 },
        { type: 2, url: uploaded.body.data.previewUrl, width: 30, height: 20 },
      ],
    });
    // An edit cannot swap in a file that was never uploaded either.
    const edit = await alice.rpc('modifyMessage', {
      conversationID: `C2C${b.userID}`,
      sequence: (sent.data as { message: WireMessage }).message.sequence,
      payload: imageOf(`/files/${'1'.repeat(64)}.png`).payload,
    });
    expect(edit.code).toBe(7004);
    const sensitive = await send({ payload: { text: '买六合彩吗' } });
    expect(sensitive).toEqual({ code: 80001, message: 'The message contains sensitive content' });
    expect((await send({ type: 'TIMSoundElem', payload: { second: 3 } })).code).toBe(ChatCode.INVALID_PARAMS);
    expect((await send({ to: '424242' })).code).toBe(ChatCode.PEER_NOT_FOUND);
    // Nothing refused was stored or delivered.
    const stored = await alice.ok('pullMessages', { conversationID: `C2C${b.userID}`, afterSeq: 0 });
    expect(stored.messageList.map((m) => m.type)).toEqual(['TIMTextElem', 'TIMImageElem']);
    alice.close();
  });

  it('refuses non-members and muted members', async () => {
    const [owner, member, outsider] = await Promise.all([1, 2, 3].map(() => server.createUser()));
    const groupID = await server.createGroup({
      type: 'Work',
      ownerID: owner!.userID,
      memberIDs: [member!.userID],
    });
    const o = await connect(server.url, owner!);
    const m = await connect(server.url, member!);
    const x = await connect(server.url, outsider!);
    expect((await x.rpc('sendMessage', groupText(groupID, 'hi'))).code).toBe(ChatCode.NOT_A_MEMBER);
    expect((await x.rpc('sendMessage', groupText('nope', 'hi'))).code).toBe(ChatCode.CONVERSATION_NOT_FOUND);
    await setMemberMute(server.deps.db, groupID, member!.userID, new Date(Date.now() + 60_000));
    expect((await m.rpc('sendMessage', groupText(groupID, 'hi'))).code).toBe(ChatCode.MUTED);
    await setMemberMute(server.deps.db, groupID, member!.userID, null);
    expect((await m.rpc('sendMessage', groupText(groupID, 'hi'))).code).toBe(0);
    await setMuteAll(server.deps.db, groupID, true);
    expect((await m.rpc('sendMessage', groupText(groupID, 'hi'))).code).toBe(ChatCode.MUTED);
    expect((await o.rpc('sendMessage', groupText(groupID, 'owner speaks'))).code).toBe(0);
    for (const c of [o, m, x]) c.close();
  });

  it('never lets a third user read, pull, search, receipt or revoke in another conversation', async () => {
    const [a, b, eve] = await Promise.all([1, 2, 3].map(() => server.createUser()));
    const groupID = await server.createGroup({ type: 'Work', ownerID: a!.userID, memberIDs: [b!.userID] });
    const alice = await connect(server.url, a!);
    const e = await connect(server.url, eve!);
    await alice.ok('sendMessage', text(b!.userID, 'secret pair', { needReadReceipt: true }));
    await alice.ok('sendMessage', groupText(groupID, 'secret group', { needReadReceipt: true }));
    const group = `GROUP${groupID}`;
    for (const [op, params] of [
      ['pullMessages', { conversationID: group, afterSeq: 0 }],
      ['getMessageList', { conversationID: group }],
      ['revokeMessage', { conversationID: group, sequence: 1 }],
      ['setMessageRead', { conversationID: group }],
      ['sendMessageReadReceipt', { conversationID: group, sequences: [1] }],
      ['getMessageReadReceiptList', { conversationID: group, sequences: [1] }],
      ['addMessageReaction', { conversationID: group, sequence: 1, reactionID: 'like' }],
      ['searchCloudMessages', { conversationID: group, keywordList: ['secret'] }],
      ['getConversationProfile', { conversationID: group }],
    ] as const) {
      expect((await e.rpc(op, params as never)).code, op).toBe(ChatCode.NOT_A_MEMBER);
    }
    // C2C threads are derived from (caller, peer): Eve naming Bob reaches Eve<->Bob, never Alice<->Bob.
    const pair = await e.ok('pullMessages', { conversationID: `C2C${b!.userID}`, afterSeq: 0 });
    expect(pair.messageList).toEqual([]);
    expect((await e.rpc('revokeMessage', { conversationID: `C2C${b!.userID}`, sequence: 1 })).code).toBe(
      ChatCode.MESSAGE_NOT_FOUND,
    );
    const search = await e.ok('searchCloudMessages', { keywordList: ['secret'] });
    expect(search.totalCount).toBe(0);
    expect(e.pushes).toEqual([]);
    // Eve naming Bob left nothing in Bob's list.
    const bob = await connect(server.url, b!);
    const bobs = (await bob.ok('sync', {})).conversations.map((c) => c.conversationID).sort();
    expect(bobs).toEqual([`C2C${a!.userID}`, group].sort());
    for (const c of [alice, e, bob]) c.close();
  });
});
