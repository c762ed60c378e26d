import { randomUUID } from 'node:crypto';
import { ALLOW_TYPES, ChatCode, SNS } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { relationTestServer, relationTo, sendText } from './fixtures.ts';

const plain = relationTestServer();
const official = relationTestServer({ CHAT_OFFICIAL_MODE: '1' });
const relation = relationTo;
const send = sendText;

describe('blacklist', () => {
  it('ends the friendship both ways and drops applications between the two', async () => {
    const a = await plain.person();
    const b = await plain.person();
    const c = await plain.person();
    await b.client.ok('updateMyProfile', { allowType: ALLOW_TYPES.ALLOW_ANY });
    await a.client.ok('addFriend', { to: b.id });
    await c.client.ok('addFriend', { to: a.id });
    expect(await relation(a.client, b.id)).toBe(SNS.TYPE_BOTH_WAY);

    expect(await a.client.ok('addToBlacklist', { userIDList: [b.id, c.id, b.id] })).toEqual({
      userIDList: [b.id, c.id],
    });
    expect(await a.client.ok('getBlacklist', {})).toEqual({ userIDList: [b.id, c.id] });
    await a.client.waitFor((x) => x.pushesOf('blacklistChanged').length === 1);
    await b.client.waitFor((x) => x.pushesOf('friendListChanged').length === 2);
    await c.client.waitFor((x) => x.pushesOf('friendApplicationsChanged').length === 2);
    expect(await relation(b.client, a.id)).toBe(SNS.TYPE_NO_RELATION);
    expect((await a.client.ok('getFriendApplicationList', {})).applicationList).toEqual([]);
    expect(b.client.pushesOf('blacklistChanged')).toEqual([]);

    expect(await a.client.ok('removeFromBlacklist', { userIDList: [c.id] })).toEqual({ userIDList: [c.id] });
    expect(await a.client.ok('getBlacklist', {})).toEqual({ userIDList: [b.id] });
  });

  it('refuses friend requests in either direction: 30515 mine, 30525 theirs', async () => {
    const a = await plain.person();
    const b = await plain.person({ lang: 'en' });
    await a.client.ok('addToBlacklist', { userIDList: [b.id] });
    expect((await a.client.rpc('addFriend', { to: b.id })).code).toBe(ChatCode.IN_MY_BLACKLIST);
    expect(await b.client.rpc('addFriend', { to: a.id })).toMatchObject({
      code: ChatCode.IN_PEER_BLACKLIST,
      message: 'This user has blacklisted you',
    });
    await a.client.ok('removeFromBlacklist', { userIDList: [b.id] });
    expect((await b.client.ok('addFriend', { to: a.id })).code).toBe(ChatCode.FRIEND_APPLICATION_PENDING);
  });

  it('refuses C2C messages from a blocked user with 20007 until removed; the blocker may still write', async () => {
    const a = await plain.person();
    const b = await plain.person();
    await a.client.ok('addToBlacklist', { userIDList: [b.id] });
    expect(await send(b.client, a.id)).toMatchObject({
      code: ChatCode.BLOCKED_BY_PEER,
      message: '对方已将你拉黑，消息发送失败',
    });
    expect((await send(a.client, b.id)).code).toBe(0);
    await a.client.ok('removeFromBlacklist', { userIDList: [b.id] });
    expect((await send(b.client, a.id, 'back')).code).toBe(0);
    await a.client.waitFor((x) => x.pushesOf('message').some((m) => m.payload.text === 'back'));
  });

  it('refuses blacklisting myself or an unknown account, writing nothing', async () => {
    const a = await plain.person();
    const b = await plain.person();
    expect((await a.client.rpc('addToBlacklist', { userIDList: [a.id] })).code).toBe(ChatCode.INVALID_PARAMS);
    expect((await a.client.rpc('addToBlacklist', { userIDList: [b.id, 'ghost'] })).code).toBe(
      ChatCode.ACCOUNT_NOT_FOUND,
    );
    expect(await a.client.ok('getBlacklist', {})).toEqual({ userIDList: [] });
    expect((await a.client.rpc('addToBlacklist', { userIDList: [] })).code).toBe(ChatCode.INVALID_PARAMS);
  });
});

describe('official mode (CHAT_OFFICIAL_MODE=1)', () => {
  it('lets only two-way friends exchange C2C messages (20009 otherwise)', async () => {
    const a = await official.person();
    const b = await official.person({ lang: 'en' });
    expect(await send(b.client, a.id)).toMatchObject({
      code: ChatCode.NOT_FRIENDS,
      message: 'You can only send messages to friends',
    });
    await b.client.ok('addFriend', { to: a.id });
    await a.client.ok('acceptFriendApplication', { userID: b.id, type: SNS.APPLICATION_AGREE });
    // One-way is not friends.
    expect((await send(b.client, a.id)).code).toBe(ChatCode.NOT_FRIENDS);
    await a.client.ok('addFriend', { to: b.id });
    expect(await relation(a.client, b.id)).toBe(SNS.TYPE_BOTH_WAY);
    expect((await send(b.client, a.id)).code).toBe(0);
    expect((await send(a.client, b.id)).code).toBe(0);
    await a.client.ok('deleteFriend', { userIDList: [b.id] });
    expect((await send(a.client, b.id)).code).toBe(ChatCode.NOT_FRIENDS);
  });

  it('does not touch group messages', async () => {
    const a = await official.person();
    const b = await official.person();
    const groupID = await official.server.createGroup({ type: 'Work', ownerID: a.id, memberIDs: [b.id] });
    const reply = await b.client.rpc('sendMessage', {
      ID: randomUUID(),
      conversationType: 'GROUP',
      to: groupID,
      type: 'TIMTextElem',
      payload: { text: 'in the group' },
    });
    expect(reply.code).toBe(0);
  });
});
