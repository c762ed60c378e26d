import {
  type ChatError,
  ChatSDK,
  type Friend,
  type FriendApplicationList,
  type Profile,
} from '@renli/chat-sdk';
import { ChatCode } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserProfiles } from '../../modules/auth/profiles.ts';
import { type ChatTestServer, startChatServer } from '../testing.ts';
import { type SdkClient, sdkClient, text } from './helpers.ts';

const { EVENT, TYPES } = ChatSDK;

let server: ChatTestServer;
let official: ChatTestServer;
const clients: SdkClient[] = [];

beforeAll(async () => {
  [server, official] = await Promise.all([startChatServer(), startChatServer({ CHAT_OFFICIAL_MODE: '1' })]);
});
afterAll(async () => {
  for (const c of clients) await c.chat.destroy();
  await Promise.all([server?.close(), official?.close()]);
});

async function login(name?: string, on: ChatTestServer = server) {
  const c = await sdkClient(on, await on.createUser(name));
  clients.push(c);
  return c;
}

const id = (c: SdkClient) => c.user.userID;
const rejection = (p: Promise<unknown>) =>
  p.then(
    () => ({ code: 0, message: '' }) as ChatError,
    (e: ChatError) => e,
  );
const lastOf = <T>(c: SdkClient, event: string) => c.eventsOf<T>(event).at(-1);

async function relation(c: SdkClient, other: SdkClient) {
  const { data } = await c.chat.checkFriend({ userIDList: [id(other)], type: TYPES.SNS_CHECK_TYPE_BOTH });
  return data.successUserIDList[0]?.relation;
}

async function befriend(a: SdkClient, b: SdkClient) {
  await a.chat.addFriend({ to: id(b), source: 'AddSource_Type_Web' });
  await b.chat.acceptFriendApplication({ userID: id(a), type: TYPES.SNS_APPLICATION_AGREE_AND_ADD });
}

describe('friends through the SDK', () => {
  it('NeedConfirm: application on both sides, then accept makes both lists and BothWay', async () => {
    const alice = await login('Alice');
    const bob = await login('Bob');
    const added = await alice.chat.addFriend({
      to: id(bob),
      source: 'AddSource_Type_Web',
      wording: 'I am Alice',
      remark: 'Bobby',
      type: TYPES.SNS_ADD_TYPE_BOTH,
    });
    expect(added.data).toMatchObject({ userID: id(bob), code: ChatCode.FRIEND_APPLICATION_PENDING });

    const updated = (c: SdkClient) => lastOf<FriendApplicationList>(c, EVENT.FRIEND_APPLICATION_LIST_UPDATED);
    await alice.waitFor(() => updated(alice)?.friendApplicationList.length === 1, 'alice applications');
    await bob.waitFor(() => updated(bob)?.unreadCount === 1, 'bob applications');
    expect(updated(alice)?.friendApplicationList[0]).toMatchObject({
      userID: id(bob),
      nick: 'Bob',
      type: TYPES.SNS_APPLICATION_SENT_BY_ME,
    });
    const { data: bobs } = await bob.chat.getFriendApplicationList();
    expect(bobs.friendApplicationList[0]).toMatchObject({
      userID: id(alice),
      nick: 'Alice',
      wording: 'I am Alice',
      type: TYPES.SNS_APPLICATION_SENT_TO_ME,
    });
    await bob.chat.setFriendApplicationRead();
    await bob.waitFor(() => updated(bob)?.unreadCount === 0, 'read');

    await bob.chat.acceptFriendApplication({
      userID: id(alice),
      remark: 'Ali',
      type: TYPES.SNS_APPLICATION_AGREE_AND_ADD,
    });
    const friends = (c: SdkClient) => lastOf<Friend[]>(c, EVENT.FRIEND_LIST_UPDATED);
    await alice.waitFor(() => friends(alice)?.length === 1, 'alice friends');
    await bob.waitFor(() => friends(bob)?.length === 1, 'bob friends');
    expect(friends(alice)?.[0]).toMatchObject({ userID: id(bob), remark: 'Bobby', profile: { nick: 'Bob' } });
    expect(friends(bob)?.[0]).toMatchObject({ userID: id(alice), remark: 'Ali' });
    expect(await relation(alice, bob)).toBe(TYPES.SNS_TYPE_BOTH_WAY);
    expect(await relation(bob, alice)).toBe(TYPES.SNS_TYPE_BOTH_WAY);
    expect((await alice.chat.getFriendList()).data.map((f) => f.userID)).toEqual([id(bob)]);
    await alice.waitFor(() => updated(alice)?.friendApplicationList.length === 0, 'application gone');
  });

  it('refuse, cross-user safety, AllowAny and DenyAny', async () => {
    const [alice, bob, carol] = [await login(), await login(), await login()];
    await alice.chat.addFriend({ to: id(bob), source: 'AddSource_Type_Web' });
    const stolen = await rejection(
      carol.chat.acceptFriendApplication({ userID: id(alice), type: TYPES.SNS_APPLICATION_AGREE_AND_ADD }),
    );
    expect(stolen.code).toBe(ChatCode.FRIEND_APPLICATION_NOT_FOUND);
    expect(await relation(alice, carol)).toBe(TYPES.SNS_TYPE_NO_RELATION);

    await bob.chat.refuseFriendApplication({ userID: id(alice) });
    await alice.waitFor(
      () => alice.eventsOf<FriendApplicationList>(EVENT.FRIEND_APPLICATION_LIST_UPDATED).length === 2,
      'refused',
    );
    expect((await alice.chat.getFriendApplicationList()).data.friendApplicationList).toEqual([]);
    expect(await relation(alice, bob)).toBe(TYPES.SNS_TYPE_NO_RELATION);

    await carol.chat.updateMyProfile({ allowType: TYPES.ALLOW_TYPE_ALLOW_ANY });
    const direct = await alice.chat.addFriend({
      to: id(carol),
      source: 'AddSource_Type_Web',
      type: TYPES.SNS_ADD_TYPE_BOTH,
    });
    expect(direct.data.code).toBe(0);
    await carol.waitFor(() => carol.eventsOf(EVENT.FRIEND_LIST_UPDATED).length === 1, 'carol list');
    expect(await relation(carol, alice)).toBe(TYPES.SNS_TYPE_BOTH_WAY);

    await bob.chat.updateMyProfile({ allowType: TYPES.ALLOW_TYPE_DENY_ANY });
    const denied = await rejection(alice.chat.addFriend({ to: id(bob), source: 'AddSource_Type_Web' }));
    expect(denied.code).toBe(ChatCode.PEER_DENIES_ALL);
  });

  it('Delete_Type_Single leaves a one-way relation; remark limit is 96 bytes', async () => {
    const [alice, bob] = [await login(), await login()];
    await befriend(alice, bob);
    expect((await alice.chat.updateFriend({ userID: id(bob), remark: '好'.repeat(48) })).data.remark).toBe(
      '好'.repeat(48),
    );
    const tooLong = await rejection(alice.chat.updateFriend({ userID: id(bob), remark: '好'.repeat(49) }));
    expect(tooLong).toMatchObject({
      code: ChatCode.INVALID_PARAMS,
      message: '备注长度不能超过 96 字节（中文等字符按 2 字节计）',
    });

    const { data } = await alice.chat.deleteFriend({
      userIDList: [id(bob)],
      type: TYPES.SNS_DELETE_TYPE_SINGLE,
    });
    expect(data.successUserIDList.map((r) => r.userID)).toEqual([id(bob)]);
    await alice.waitFor(
      () => lastOf<Friend[]>(alice, EVENT.FRIEND_LIST_UPDATED)?.length === 0,
      'alice list empty',
    );
    expect(await relation(alice, bob)).toBe(TYPES.SNS_TYPE_B_WITH_A);
    expect(await relation(bob, alice)).toBe(TYPES.SNS_TYPE_A_WITH_B);
    expect((await bob.chat.getFriendList()).data.map((f) => f.userID)).toEqual([id(alice)]);
  });
});

describe('blacklist through the SDK', () => {
  it('a blocked user’s messages fail with 20007 until they are removed', async () => {
    const [alice, bob] = [await login(), await login()];
    await befriend(alice, bob);
    expect((await alice.chat.addToBlacklist({ userIDList: [id(bob)] })).data).toEqual([id(bob)]);
    await alice.waitFor(
      () => lastOf<string[]>(alice, EVENT.BLACKLIST_UPDATED)?.[0] === id(bob),
      'blacklist event',
    );
    await bob.waitFor(
      () => lastOf<Friend[]>(bob, EVENT.FRIEND_LIST_UPDATED)?.length === 0,
      'friendship ended',
    );

    const refused = await rejection(text(bob.chat, id(alice), 'let me in'));
    expect(refused.code).toBe(ChatCode.BLOCKED_BY_PEER);
    expect((refused.data as { message: { status: string } }).message.status).toBe('fail');

    expect((await alice.chat.removeFromBlacklist({ userIDList: [id(bob)] })).data).toEqual([id(bob)]);
    expect((await alice.chat.getBlacklist()).data).toEqual([]);
    await text(bob.chat, id(alice), 'thanks');
    await alice.waitFor(() => alice.texts().includes('thanks'), 'delivered');
  });
});

describe('official mode through the SDK', () => {
  it('refuses C2C between non-friends with 20009 and delivers between friends', async () => {
    const [alice, bob] = [await login('A', official), await login('B', official)];
    expect((await rejection(text(alice.chat, id(bob), 'hello?'))).code).toBe(ChatCode.NOT_FRIENDS);
    await befriend(alice, bob);
    await text(alice.chat, id(bob), 'hello friend');
    await bob.waitFor(() => bob.texts().includes('hello friend'), 'friend message');
  });
});

describe('profiles through the SDK', () => {
  it('updateMyProfile reaches a friend as PROFILE_UPDATED and follows through to the platform', async () => {
    const [alice, bob] = [await login('Alice'), await login('Bob')];
    await befriend(alice, bob);
    const { data: mine } = await alice.chat.getMyProfile();
    expect(mine).toMatchObject({
      userID: id(alice),
      nick: 'Alice',
      allowType: TYPES.ALLOW_TYPE_NEED_CONFIRM,
    });

    const { data: updated } = await alice.chat.updateMyProfile({
      nick: 'Alicia',
      avatar: '#15a37a',
      gender: TYPES.GENDER_FEMALE,
      selfSignature: 'Hi',
    });
    expect(updated).toMatchObject({ nick: 'Alicia', avatar: '#15a37a', gender: TYPES.GENDER_FEMALE });
    const seen = () =>
      bob
        .eventsOf<Profile[]>(EVENT.PROFILE_UPDATED)
        .flat()
        .find((p) => p.userID === id(alice));
    await bob.waitFor(() => seen()?.nick === 'Alicia', 'bob sees the new profile');
    expect((await bob.chat.getUserProfile({ userIDList: [id(alice)] })).data[0]).toEqual(updated);
    expect((await bob.chat.getFriendList()).data[0]?.profile.nick).toBe('Alicia');

    const [platform] = await findUserProfiles(server.deps.db, [Number(id(alice))]);
    expect(platform).toMatchObject({ userName: 'Alicia', userFace: '#15a37a' });
    await text(alice.chat, id(bob), 'new name');
    await bob.waitFor(() => bob.texts().includes('new name'), 'message');
    expect(bob.received().at(-1)?.nick).toBe('Alicia');
  });
});

describe('reconnecting', () => {
  it('a device that was offline while a friend request came gets the lists on reconnect', async () => {
    const [a, b] = [await login('离线者'), await login('申请者')];
    a.transport.suspend();
    await b.chat.addFriend({ to: id(a), wording: '你好', source: 'AddSource_Type_Web' });
    const before = a.eventsOf(EVENT.FRIEND_APPLICATION_LIST_UPDATED).length;
    a.transport.resume();
    await a.waitFor(
      () => a.eventsOf(EVENT.FRIEND_APPLICATION_LIST_UPDATED).length > before,
      'lists after reconnect',
    );
    const list = lastOf<FriendApplicationList>(a, EVENT.FRIEND_APPLICATION_LIST_UPDATED);
    expect(list?.friendApplicationList.map((x) => x.userID)).toEqual([id(b)]);
  });
});
