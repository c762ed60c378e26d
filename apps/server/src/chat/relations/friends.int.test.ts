import { ALLOW_TYPES, ChatCode, SNS } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../test-client.ts';
import { relationTestServer, relationTo } from './fixtures.ts';

const { open, person } = relationTestServer();
const relation = relationTo;

const count = (client: TestClient, type: 'friendListChanged' | 'friendApplicationsChanged') =>
  client.pushesOf(type).length;

describe('friend applications (NeedConfirm)', () => {
  it('answers the waiting notice in the caller’s language', async () => {
    const a = await person({ lang: 'en' });
    const b = await person();
    const added = await a.client.ok('addFriend', { to: b.id, wording: 'Hi' });
    expect(added).toEqual({
      userID: b.id,
      code: ChatCode.FRIEND_APPLICATION_PENDING,
      message: 'Waiting for verification',
    });
  });

  it('leaves an application on both sides, counts it unread, and accepting makes two-way friends', async () => {
    const a = await person();
    const b = await person();
    const bPhone = await open(b.user);
    const added = await a.client.ok('addFriend', {
      to: b.id,
      wording: 'Hello from A',
      remark: 'Bee',
      groupName: 'Work',
    });
    expect(added).toEqual({
      userID: b.id,
      code: ChatCode.FRIEND_APPLICATION_PENDING,
      message: '等待对方验证',
    });
    for (const c of [a.client, b.client, bPhone])
      await c.waitFor((x) => count(x, 'friendApplicationsChanged') === 1);

    const mine = await a.client.ok('getFriendApplicationList', {});
    expect(mine.applicationList).toMatchObject([
      { userID: b.id, type: SNS.APPLICATION_SENT_BY_ME, wording: 'Hello from A' },
    ]);
    expect(mine.unreadCount).toBe(0);
    const theirs = await b.client.ok('getFriendApplicationList', {});
    expect(theirs.applicationList).toMatchObject([
      {
        userID: a.id,
        type: SNS.APPLICATION_SENT_TO_ME,
        wording: 'Hello from A',
        source: 'AddSource_Type_Web',
      },
    ]);
    expect(theirs.unreadCount).toBe(1);
    expect(await relation(a.client, b.id)).toBe(SNS.TYPE_NO_RELATION);

    await b.client.ok('setFriendApplicationRead', {});
    expect((await b.client.ok('getFriendApplicationList', {})).unreadCount).toBe(0);
    await bPhone.waitFor((x) => count(x, 'friendApplicationsChanged') === 2);

    await b.client.ok('acceptFriendApplication', { userID: a.id, remark: 'Ay' });
    for (const c of [a.client, b.client, bPhone]) await c.waitFor((x) => count(x, 'friendListChanged') === 1);
    expect(await relation(a.client, b.id)).toBe(SNS.TYPE_BOTH_WAY);
    expect(await relation(b.client, a.id)).toBe(SNS.TYPE_BOTH_WAY);
    const aList = await a.client.ok('getFriendList', {});
    expect(aList.friendList).toMatchObject([
      {
        userID: b.id,
        remark: 'Bee',
        groupList: ['Work'],
        wording: 'Hello from A',
        profile: { userID: b.id },
      },
    ]);
    expect((await b.client.ok('getFriendList', {})).friendList).toMatchObject([
      { userID: a.id, remark: 'Ay' },
    ]);
    expect((await b.client.ok('getFriendApplicationList', {})).applicationList).toEqual([]);
  });

  it('Response_Action_Agree gives the applicant a one-way relation only', async () => {
    const a = await person();
    const b = await person();
    await a.client.ok('addFriend', { to: b.id });
    await b.client.ok('acceptFriendApplication', { userID: a.id, type: SNS.APPLICATION_AGREE });
    expect(await relation(a.client, b.id)).toBe(SNS.TYPE_A_WITH_B);
    expect(await relation(b.client, a.id)).toBe(SNS.TYPE_B_WITH_A);
  });

  it('refusing drops the application on both sides and makes no friends', async () => {
    const a = await person();
    const b = await person();
    await a.client.ok('addFriend', { to: b.id });
    await b.client.ok('refuseFriendApplication', { userID: a.id });
    await a.client.waitFor((x) => count(x, 'friendApplicationsChanged') === 2);
    expect((await a.client.ok('getFriendApplicationList', {})).applicationList).toEqual([]);
    expect(await relation(a.client, b.id)).toBe(SNS.TYPE_NO_RELATION);
    const again = await b.client.rpc('refuseFriendApplication', { userID: a.id });
    expect(again.code).toBe(ChatCode.FRIEND_APPLICATION_NOT_FOUND);
  });

  it('nobody can answer an application addressed to someone else', async () => {
    const a = await person();
    const b = await person();
    const c = await person();
    await a.client.ok('addFriend', { to: b.id });
    for (const op of ['acceptFriendApplication', 'refuseFriendApplication'] as const) {
      const reply = await c.client.rpc(op, { userID: a.id });
      expect(reply.code).toBe(ChatCode.FRIEND_APPLICATION_NOT_FOUND);
    }
    const deleted = await c.client.rpc('deleteFriendApplication', {
      userID: a.id,
      type: SNS.APPLICATION_SENT_TO_ME,
    });
    expect(deleted.code).toBe(ChatCode.FRIEND_APPLICATION_NOT_FOUND);
    // The applicant cannot accept their own application either.
    expect((await a.client.rpc('acceptFriendApplication', { userID: b.id })).code).toBe(
      ChatCode.FRIEND_APPLICATION_NOT_FOUND,
    );
    expect((await b.client.ok('getFriendApplicationList', {})).applicationList).toHaveLength(1);
    expect(await relation(c.client, a.id)).toBe(SNS.TYPE_NO_RELATION);
  });

  it('two users adding each other at the same moment become friends, with no application left', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await person();
      const b = await person();
      const results = await Promise.all([
        a.client.ok('addFriend', { to: b.id }),
        b.client.ok('addFriend', { to: a.id }),
      ]);
      expect(results.map((r) => r.code).sort()).toEqual([0, ChatCode.FRIEND_APPLICATION_PENDING]);
      expect(await relation(a.client, b.id)).toBe(SNS.TYPE_BOTH_WAY);
      expect((await a.client.ok('getFriendApplicationList', {})).applicationList).toEqual([]);
    }
  });

  it('the applicant withdraws an application with deleteFriendApplication', async () => {
    const a = await person();
    const b = await person();
    await a.client.ok('addFriend', { to: b.id });
    await a.client.ok('deleteFriendApplication', { userID: b.id, type: SNS.APPLICATION_SENT_BY_ME });
    expect((await b.client.ok('getFriendApplicationList', {})).applicationList).toEqual([]);
  });

  it('crossing applications make friends, and a user who already has me skips verification', async () => {
    const a = await person();
    const b = await person();
    await a.client.ok('addFriend', { to: b.id });
    expect((await b.client.ok('addFriend', { to: a.id, remark: 'A' })).code).toBe(0);
    expect(await relation(a.client, b.id)).toBe(SNS.TYPE_BOTH_WAY);
    expect((await a.client.ok('getFriendApplicationList', {})).applicationList).toEqual([]);

    const c = await person({ allowType: ALLOW_TYPES.ALLOW_ANY });
    const d = await person();
    await d.client.ok('addFriend', { to: c.id, type: SNS.ADD_TYPE_SINGLE });
    expect((await c.client.ok('addFriend', { to: d.id })).code).toBe(0);
    expect(await relation(c.client, d.id)).toBe(SNS.TYPE_BOTH_WAY);
  });
});

describe('allowType and add types', () => {
  it('AllowAny adds at once: Add_Type_Single one way, Add_Type_Both both ways', async () => {
    const a = await person();
    const b = await person({ allowType: ALLOW_TYPES.ALLOW_ANY });
    expect(await a.client.ok('addFriend', { to: b.id, type: SNS.ADD_TYPE_SINGLE })).toEqual({
      userID: b.id,
      code: 0,
      message: '',
    });
    expect(await relation(a.client, b.id)).toBe(SNS.TYPE_A_WITH_B);
    expect(await relation(b.client, a.id)).toBe(SNS.TYPE_B_WITH_A);
    expect(
      (await a.client.ok('checkFriend', { userIDList: [b.id], type: SNS.CHECK_TYPE_SINGLE }))
        .successUserIDList[0],
    ).toEqual({ userID: b.id, code: 0, relation: SNS.TYPE_A_WITH_B });
    expect(
      (await b.client.ok('checkFriend', { userIDList: [a.id], type: SNS.CHECK_TYPE_SINGLE }))
        .successUserIDList[0]?.relation,
    ).toBe(SNS.TYPE_NO_RELATION);

    const c = await person();
    await c.client.ok('addFriend', { to: b.id });
    expect(await relation(c.client, b.id)).toBe(SNS.TYPE_BOTH_WAY);
    await b.client.waitFor((x) => count(x, 'friendListChanged') === 2);
  });

  it('adding a friend again changes nothing; a stale application is answered once they allow anyone', async () => {
    const a = await person();
    const b = await person();
    await a.client.ok('addFriend', { to: b.id });
    await b.client.ok('updateMyProfile', { allowType: ALLOW_TYPES.ALLOW_ANY });
    expect((await a.client.ok('addFriend', { to: b.id, remark: 'B' })).code).toBe(0);
    expect(await relation(a.client, b.id)).toBe(SNS.TYPE_BOTH_WAY);
    expect((await b.client.ok('getFriendApplicationList', {})).applicationList).toEqual([]);
    await a.client.waitFor((x) => count(x, 'friendListChanged') === 1);
    expect(await a.client.ok('addFriend', { to: b.id, remark: 'ignored' })).toEqual({
      userID: b.id,
      code: 0,
      message: '',
    });
    expect((await a.client.ok('getFriendList', {})).friendList).toMatchObject([
      { userID: b.id, remark: 'B' },
    ]);
    expect(count(a.client, 'friendListChanged')).toBe(1);
  });

  it('DenyAny refuses every request with 30516', async () => {
    const a = await person();
    const b = await person({ allowType: ALLOW_TYPES.DENY_ANY });
    const reply = await a.client.rpc('addFriend', { to: b.id });
    expect(reply.code).toBe(ChatCode.PEER_DENIES_ALL);
    expect((await b.client.ok('getFriendApplicationList', {})).applicationList).toEqual([]);
  });

  it('refuses adding myself and unknown users', async () => {
    const a = await person();
    expect((await a.client.rpc('addFriend', { to: a.id })).code).toBe(ChatCode.INVALID_PARAMS);
    const unknown = await a.client.rpc('addFriend', { to: 'nobody-here' });
    expect(unknown).toMatchObject({ code: ChatCode.ACCOUNT_NOT_FOUND, message: '用户不存在：nobody-here' });
    expect((await a.client.rpc('addFriend', { to: a.id, source: 'Web' })).code).toBe(ChatCode.INVALID_PARAMS);
  });
});

describe('deleting and labelling friends', () => {
  it('Delete_Type_Single leaves the other side one-way; Delete_Type_Both ends it; strangers fail', async () => {
    const a = await person({ allowType: ALLOW_TYPES.ALLOW_ANY });
    const b = await person({ allowType: ALLOW_TYPES.ALLOW_ANY });
    const c = await person();
    await a.client.ok('addFriend', { to: b.id });
    const single = await a.client.ok('deleteFriend', { userIDList: [b.id], type: SNS.DELETE_TYPE_SINGLE });
    expect(single.successUserIDList).toEqual([{ userID: b.id, code: 0, message: '' }]);
    expect(await relation(a.client, b.id)).toBe(SNS.TYPE_B_WITH_A);
    expect(await relation(b.client, a.id)).toBe(SNS.TYPE_A_WITH_B);
    await b.client.waitFor((x) => count(x, 'friendListChanged') === 2);

    const both = await a.client.ok('deleteFriend', { userIDList: [b.id, c.id] });
    expect(both.successUserIDList.map((r) => r.userID)).toEqual([b.id]);
    expect(both.failureUserIDList).toMatchObject([{ userID: c.id, code: ChatCode.NOT_FRIEND }]);
    expect(await relation(b.client, a.id)).toBe(SNS.TYPE_NO_RELATION);
  });

  it('remarks: 96 bytes with wide characters counting 2, in the caller’s language', async () => {
    const a = await person();
    const b = await person({ allowType: ALLOW_TYPES.ALLOW_ANY });
    const en = await open(a.user, 'en');
    const tooLong = await en.rpc('addFriend', { to: b.id, remark: '好'.repeat(49) });
    expect(tooLong).toMatchObject({
      code: ChatCode.INVALID_PARAMS,
      message: 'The remark must not exceed 96 bytes (Chinese and other wide characters count as 2)',
    });
    expect((await a.client.rpc('addFriend', { to: b.id, remark: 'x'.repeat(97) })).message).toBe(
      '备注长度不能超过 96 字节（中文等字符按 2 字节计）',
    );
    await a.client.ok('addFriend', { to: b.id, remark: '好'.repeat(48) });

    const updated = await a.client.ok('updateFriend', { userID: b.id, remark: `${'é'.repeat(95)}x` });
    expect(updated.friend).toMatchObject({ userID: b.id, remark: `${'é'.repeat(95)}x` });
    expect((await a.client.rpc('updateFriend', { userID: b.id, remark: '😀'.repeat(49) })).code).toBe(
      ChatCode.INVALID_PARAMS,
    );
    const stranger = await person();
    expect((await a.client.rpc('updateFriend', { userID: stranger.id, remark: 'x' })).code).toBe(
      ChatCode.NOT_FRIEND,
    );
    const wording = await a.client.rpc('addFriend', { to: stranger.id, wording: 'w'.repeat(257) });
    expect(wording.message).toBe('wording 长度不能超过 256 字节（中文等字符按 2 字节计）');
  });

  it('getFriendProfile answers friends and lists the others as failures', async () => {
    const a = await person();
    const b = await person({ allowType: ALLOW_TYPES.ALLOW_ANY });
    const c = await person();
    await a.client.ok('addFriend', { to: b.id });
    const result = await a.client.ok('getFriendProfile', { userIDList: [b.id, c.id] });
    expect(result.friendList.map((f) => f.userID)).toEqual([b.id]);
    expect(result.failureUserIDList).toMatchObject([{ userID: c.id, code: ChatCode.NOT_FRIEND }]);
  });
});
