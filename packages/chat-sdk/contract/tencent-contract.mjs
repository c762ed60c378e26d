#!/usr/bin/env node
// The Tencent contract (issue 17): code an integrator writes from the Tencent Cloud Chat web SDK's
// documentation (method names, options, `imResponse.data` shapes, event payloads, TYPES), run
// against a Renli server through the built package (dist/, resolved by the package's exports).
// Only three things are Renli's: the `url` option, where the userSigs come from, and GRP_PUBLIC's
// join option given explicitly. Differences on purpose are in ../README.md's compatibility table.
//
//   CONTRACT_URL=http://127.0.0.1:8080 CONTRACT_SDKAPPID=1400000001 \
//   CONTRACT_USERS='[{"userID":"1","userSig":"..."},{...},{...}]' node tencent-contract.mjs
import assert from 'node:assert/strict';
import TencentCloudChat from '@renli/chat-sdk';

const url = process.env.CONTRACT_URL;
const SDKAppID = Number(process.env.CONTRACT_SDKAPPID);
const users = JSON.parse(process.env.CONTRACT_USERS ?? '[]');
if (!url || !SDKAppID || users.length < 3) {
  console.error('CONTRACT_URL, CONTRACT_SDKAPPID and CONTRACT_USERS (3 users) are required');
  process.exit(2);
}
const { TYPES, EVENT } = TencentCloudChat;
const [alice, bob, carol] = users;
let passed = 0;

async function check(name, body) {
  await body();
  passed += 1;
  console.log(`ok ${passed} - ${name}`);
}

/** Resolves the `event` of the first `name` event `accept` likes (documented: `{name, data}`). */
function nextEvent(chat, name, accept = () => true, timeoutMs = 10_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${name} event within ${timeoutMs} ms`)), timeoutMs);
    const handler = (event) => {
      if (!accept(event)) return;
      clearTimeout(timer);
      chat.off(name, handler);
      resolve(event);
    };
    chat.on(name, handler);
  });
}

async function loggedIn(user) {
  const chat = TencentCloudChat.create({ SDKAppID, url });
  const ready = nextEvent(chat, EVENT.SDK_READY);
  const imResponse = await chat.login({ userID: user.userID, userSig: user.userSig });
  assert.equal(imResponse.code, 0);
  assert.equal(imResponse.data.repeatLogin, false);
  const event = await ready;
  assert.equal(event.name, EVENT.SDK_READY);
  assert.equal(chat.isReady(), true);
  return chat;
}

const text = (chat, to, body, conversationType = TYPES.CONV_C2C) =>
  chat.sendMessage(chat.createTextMessage({ to, conversationType, payload: { text: body } }));

const chatA = await loggedIn(alice);
const chatB = await loggedIn(bob);
const chatC = await loggedIn(carol);

await check('login, SDK_READY and the login user', async () => {
  assert.equal(chatA.getLoginUser(), alice.userID);
  assert.equal(TYPES.CONV_C2C, 'C2C');
  assert.equal(EVENT.MESSAGE_RECEIVED, 'onMessageReceived');
});

let firstMessage;
await check(
  'sendMessage resolves data.message; the peer gets MESSAGE_RECEIVED with a Message array',
  async () => {
    const received = nextEvent(chatB, EVENT.MESSAGE_RECEIVED);
    const imResponse = await text(chatA, bob.userID, 'hello from the contract');
    firstMessage = imResponse.data.message;
    assert.equal(firstMessage.status, 'success');
    assert.equal(firstMessage.flow, 'out');
    assert.equal(firstMessage.conversationID, `C2C${bob.userID}`);
    const event = await received;
    assert.ok(Array.isArray(event.data));
    const [message] = event.data;
    assert.equal(message.ID, firstMessage.ID);
    assert.equal(message.type, TYPES.MSG_TEXT);
    assert.equal(message.payload.text, 'hello from the contract');
    assert.equal(message.flow, 'in');
    assert.equal(message.from, alice.userID);
    assert.equal(message.conversationID, `C2C${alice.userID}`);
    assert.equal(message.conversationType, TYPES.CONV_C2C);
    assert.equal(typeof message.time, 'number');
  },
);

await check('getMessageList pages 15 at a time with nextReqMessageID and isCompleted', async () => {
  for (let i = 1; i <= 20; i += 1) await text(chatA, bob.userID, `page ${i}`);
  const conversationID = `C2C${alice.userID}`;
  const first = (await chatB.getMessageList({ conversationID })).data;
  assert.equal(first.messageList.length, 15);
  assert.equal(first.isCompleted, false);
  assert.equal(first.messageList.at(-1).payload.text, 'page 20');
  assert.ok(first.messageList.every((m, i, all) => i === 0 || all[i - 1].time <= m.time));
  assert.equal(first.nextReqMessageID, first.messageList[0].ID);
  const second = (await chatB.getMessageList({ conversationID, nextReqMessageID: first.nextReqMessageID }))
    .data;
  assert.equal(second.isCompleted, true);
  assert.deepEqual(
    second.messageList.map((m) => m.payload.text),
    ['hello from the contract', 'page 1', 'page 2', 'page 3', 'page 4', 'page 5'],
  );
});

await check('getConversationList: data.conversationList with unreadCount and lastMessage', async () => {
  const { data } = await chatB.getConversationList();
  assert.equal(typeof data.isSyncCompleted, 'boolean');
  const conversation = data.conversationList.find((c) => c.conversationID === `C2C${alice.userID}`);
  assert.ok(conversation);
  assert.equal(conversation.type, TYPES.CONV_C2C);
  assert.equal(conversation.unreadCount, 21);
  assert.equal(conversation.lastMessage.messageForShow, 'page 20');
  assert.equal(conversation.userProfile.userID, alice.userID);
  assert.equal(chatB.getTotalUnreadMessageCount(), 21);
  await chatB.setMessageRead({ conversationID: `C2C${alice.userID}` });
  assert.equal(chatB.getTotalUnreadMessageCount(), 0);
});

await check('revokeMessage: data.message.isRevoked; the peer gets MESSAGE_REVOKED', async () => {
  const revoked = nextEvent(chatB, EVENT.MESSAGE_REVOKED);
  const { data } = await chatA.revokeMessage(firstMessage);
  assert.equal(data.message.isRevoked, true);
  const event = await revoked;
  assert.ok(Array.isArray(event.data));
  assert.equal(event.data[0].ID, firstMessage.ID);
  assert.equal(event.data[0].isRevoked, true);
});

let groupID;
await check('createGroup resolves data.group; joinGroup resolves data.status', async () => {
  const { data } = await chatA.createGroup({
    type: TYPES.GRP_PUBLIC,
    name: 'Contract',
    joinOption: TYPES.JOIN_OPTIONS_FREE_ACCESS,
  });
  groupID = data.group.groupID;
  assert.equal(data.group.type, TYPES.GRP_PUBLIC);
  assert.equal(data.group.ownerID, alice.userID);
  const listUpdated = nextEvent(chatB, EVENT.GROUP_LIST_UPDATED, (e) =>
    e.data.some((g) => g.groupID === groupID),
  );
  const joined = (await chatB.joinGroup({ groupID })).data;
  assert.equal(joined.status, TYPES.JOIN_STATUS_SUCCESS);
  assert.ok(Array.isArray((await listUpdated).data));
  assert.equal(
    (await chatC.joinGroup({ groupID, applyMessage: 'hi' })).data.status,
    TYPES.JOIN_STATUS_SUCCESS,
  );
  const profile = (await chatB.getGroupProfile({ groupID })).data.group;
  assert.equal(profile.memberCount, 3);
  assert.equal(profile.selfInfo.role, TYPES.GRP_MBR_ROLE_MEMBER);
});

await check('getGroupMemberList pages with a numeric offset, 0 at the end', async () => {
  const first = (await chatA.getGroupMemberList({ groupID, count: 2, offset: 0 })).data;
  assert.equal(first.memberList.length, 2);
  assert.equal(first.offset, 2);
  const second = (await chatA.getGroupMemberList({ groupID, count: 2, offset: first.offset })).data;
  assert.equal(second.memberList.length, 1);
  assert.equal(second.offset, 0);
  const all = [...first.memberList, ...second.memberList];
  assert.deepEqual(all.map((m) => m.userID).sort(), [alice.userID, bob.userID, carol.userID].sort());
  const owner = all.find((m) => m.userID === alice.userID);
  assert.equal(owner.role, TYPES.GRP_MBR_ROLE_OWNER);
  assert.equal(typeof owner.joinTime, 'number');
  assert.equal(typeof owner.muteUntil, 'number');
});

await check('group messages reach members as GROUP conversation messages', async () => {
  const received = nextEvent(chatC, EVENT.MESSAGE_RECEIVED, (e) =>
    e.data.some((m) => m.conversationType === TYPES.CONV_GROUP),
  );
  await text(chatA, groupID, 'hello group', TYPES.CONV_GROUP);
  const message = (await received).data.find((m) => m.conversationType === TYPES.CONV_GROUP);
  assert.equal(message.conversationID, `GROUP${groupID}`);
  assert.equal(message.to, groupID);
  assert.equal(message.payload.text, 'hello group');
});

await check('getFriendApplicationList resolves { friendApplicationList, unreadCount }', async () => {
  await chatC.updateMyProfile({ allowType: TYPES.ALLOW_TYPE_NEED_CONFIRM });
  const updated = nextEvent(
    chatC,
    EVENT.FRIEND_APPLICATION_LIST_UPDATED,
    (e) => e.data.friendApplicationList.length > 0,
  );
  const added = (
    await chatA.addFriend({
      to: carol.userID,
      source: 'AddSource_Type_Web',
      wording: 'hi',
      type: TYPES.SNS_ADD_TYPE_BOTH,
    })
  ).data;
  assert.equal(added.code, 30539);
  const { data } = await chatC.getFriendApplicationList();
  assert.equal(data.unreadCount, 1);
  const [application] = data.friendApplicationList;
  assert.equal(application.userID, alice.userID);
  assert.equal(application.type, TYPES.SNS_APPLICATION_SENT_TO_ME);
  assert.equal(application.wording, 'hi');
  assert.equal(typeof application.time, 'number');
  const event = await updated;
  assert.equal(event.data.friendApplicationList[0].userID, alice.userID);
  assert.equal(typeof event.data.unreadCount, 'number');
  await chatC.acceptFriendApplication({ userID: alice.userID, type: TYPES.SNS_APPLICATION_AGREE_AND_ADD });
  const friends = (await chatA.getFriendList()).data;
  assert.ok(friends.some((f) => f.userID === carol.userID));
});

await check(
  'profiles: getMyProfile, updateMyProfile and getUserProfile resolve Profile objects',
  async () => {
    const mine = (await chatB.getMyProfile()).data;
    assert.equal(mine.userID, bob.userID);
    const updated = (await chatB.updateMyProfile({ selfSignature: 'signed by the contract' })).data;
    assert.equal(updated.selfSignature, 'signed by the contract');
    const [profile] = (await chatA.getUserProfile({ userIDList: [bob.userID] })).data;
    assert.equal(profile.userID, bob.userID);
    assert.equal(profile.selfSignature, 'signed by the contract');
  },
);

await check('errors reject with { code, message }', async () => {
  const stranger = await chatA
    .getGroupMemberList({ groupID: 'no-such-group', count: 10, offset: 0 })
    .catch((e) => e);
  assert.equal(typeof stranger.code, 'number');
  assert.notEqual(stranger.code, 0);
  assert.equal(typeof stranger.message, 'string');
});

await check('logout emits SDK_NOT_READY and NET_STATE_CHANGE', async () => {
  const notReady = nextEvent(chatC, EVENT.SDK_NOT_READY);
  const net = nextEvent(chatC, EVENT.NET_STATE_CHANGE);
  await chatC.logout();
  await notReady;
  assert.equal((await net).data.state, TYPES.NET_STATE_DISCONNECTED);
  assert.equal(chatC.isReady(), false);
});

await Promise.all([chatA.destroy(), chatB.destroy(), chatC.destroy()]);
console.log(`# all ${passed} passed`);
