import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type TestClient } from './test-client.ts';
import { type ChatTestServer, startChatServer } from './testing.ts';

let server: ChatTestServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(() => server.close());

const text = (conversationType: 'C2C' | 'GROUP', to: string, body: string) => ({
  ID: randomUUID(),
  conversationType,
  to,
  type: 'TIMTextElem' as const,
  payload: { text: body },
});

const texts = (client: TestClient, params: Parameters<TestClient['ok']>[1]) =>
  client
    .ok('searchCloudMessages', params as never)
    .then((r) => r.searchResultList.flatMap((g) => g.messageList.map((m) => String(m.payload.text))));

describe('cloud search matching', () => {
  it('ANDs keywords case-insensitively and takes LIKE wildcards literally', async () => {
    const [a, b] = await Promise.all([server.createUser(), server.createUser()]);
    const alice = await connect(server.url, a);
    const peer = `C2C${b.userID}`;
    for (const body of [
      'Quarterly Review 季度绩效评估',
      'quarterly plan',
      '100% done',
      '1000 done',
      'a_b',
      'axb',
      'c:\\tmp',
      'c:tmp',
    ])
      await alice.ok('sendMessage', text('C2C', b.userID, body));

    expect(await texts(alice, { conversationID: peer, keywordList: ['QUARTERLY', 'review'] })).toEqual([
      'Quarterly Review 季度绩效评估',
    ]);
    expect((await texts(alice, { conversationID: peer, keywordList: ['quarterly'] })).sort()).toEqual([
      'Quarterly Review 季度绩效评估',
      'quarterly plan',
    ]);
    expect(await texts(alice, { conversationID: peer, keywordList: ['0%'] })).toEqual(['100% done']);
    expect(await texts(alice, { conversationID: peer, keywordList: ['a_b'] })).toEqual(['a_b']);
    expect(await texts(alice, { conversationID: peer, keywordList: ['%'] })).toEqual(['100% done']);
    expect(await texts(alice, { conversationID: peer, keywordList: ['c:\\'] })).toEqual(['c:\\tmp']);
    alice.close();
  });

  // Conversations come newest hit first, but messages sent within one second tie (time is in
  // seconds): the tests compare counts per conversation, not their order.
  it('filters by type, time window and conversation, and pages with the cursor', async () => {
    const [a, b, c] = await Promise.all([server.createUser(), server.createUser(), server.createUser()]);
    const alice = await connect(server.url, a);
    for (let i = 0; i < 23; i += 1) await alice.ok('sendMessage', text('C2C', b.userID, `report ${i}`));
    await alice.ok('sendMessage', text('C2C', c.userID, 'report to carol'));
    await alice.ok('sendMessage', {
      ID: randomUUID(),
      conversationType: 'C2C',
      to: b.userID,
      type: 'TIMCustomElem',
      payload: { data: 'order', description: 'report card', extension: '' },
    });

    const global = await alice.ok('searchCloudMessages', { keywordList: ['report'] });
    expect(global.totalCount).toBe(25);
    const perConversation = (r: typeof global) =>
      Object.fromEntries(r.searchResultList.map((g) => [g.conversationID, g.messageCount]));
    expect(perConversation(global)).toEqual({ [`C2C${b.userID}`]: 24, [`C2C${c.userID}`]: 1 });
    const custom = await alice.ok('searchCloudMessages', {
      keywordList: ['report'],
      messageTypeList: ['TIMCustomElem'],
    });
    expect(custom.totalCount).toBe(1);

    const now = Math.floor(Date.now() / 1000);
    const inWindow = await alice.ok('searchCloudMessages', {
      keywordList: ['carol'],
      timePosition: now + 60,
      timePeriod: 3600,
    });
    expect(inWindow.totalCount).toBe(1);
    const before = await alice.ok('searchCloudMessages', {
      keywordList: ['carol'],
      timePosition: now - 3600,
      timePeriod: 3600,
    });
    expect(before.totalCount).toBe(0);
    const lastDay = await alice.ok('searchCloudMessages', { keywordList: ['carol'], timePeriod: 86400 });
    expect(lastDay.totalCount).toBe(1);

    const seen: string[] = [];
    let cursor = '';
    let pages = 0;
    do {
      const page = await alice.ok('searchCloudMessages', {
        keywordList: ['report'],
        messageTypeList: ['TIMTextElem'],
        conversationID: `C2C${b.userID}`,
        cursor,
      });
      expect(page.totalCount).toBe(23);
      seen.push(...page.searchResultList.flatMap((g) => g.messageList.map((m) => String(m.payload.text))));
      cursor = page.cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(23);
    expect(seen[0]).toBe('report 22');
    alice.close();
  });
});

describe('cloud search visibility', () => {
  it('hides revoked and deleted-for-me messages, and everything from outsiders', async () => {
    const [a, b, outsider] = await Promise.all([
      server.createUser(),
      server.createUser(),
      server.createUser(),
    ]);
    const alice = await connect(server.url, a);
    const bob = await connect(server.url, b);
    const stranger = await connect(server.url, outsider);
    const peer = `C2C${b.userID}`;
    const revoked = await alice.ok('sendMessage', text('C2C', b.userID, 'secret alpha'));
    const deleted = await alice.ok('sendMessage', text('C2C', b.userID, 'secret beta'));
    await alice.ok('sendMessage', text('C2C', b.userID, 'secret gamma'));
    await alice.ok('revokeMessage', { conversationID: peer, sequence: revoked.message.sequence });
    await alice.ok('deleteMessage', { conversationID: peer, sequences: [deleted.message.sequence] });

    expect(await texts(alice, { keywordList: ['secret'], conversationID: peer })).toEqual(['secret gamma']);
    // Deleting is for one side only: Bob still finds it; the revoked one is gone for both.
    expect((await texts(bob, { keywordList: ['secret'], conversationID: `C2C${a.userID}` })).sort()).toEqual([
      'secret beta',
      'secret gamma',
    ]);
    expect((await stranger.ok('searchCloudMessages', { keywordList: ['secret'] })).totalCount).toBe(0);
    for (const c of [alice, bob, stranger]) c.close();
  });

  it('shows group messages only while a member, and before joining only in Meeting groups', async () => {
    const [owner, late, leaver] = await Promise.all([
      server.createUser(),
      server.createUser(),
      server.createUser(),
    ]);
    const boss = await connect(server.url, owner);
    const work = await server.createGroup({
      type: 'Public',
      ownerID: owner.userID,
      memberIDs: [leaver.userID],
    });
    const meeting = await server.createGroup({ type: 'Meeting', ownerID: owner.userID, memberIDs: [] });
    await boss.ok('sendMessage', text('GROUP', work, 'budget before join'));
    await boss.ok('sendMessage', text('GROUP', meeting, 'budget meeting notes'));
    await boss.ok('addGroupMember', { groupID: work, userIDList: [late.userID] });
    await boss.ok('addGroupMember', { groupID: meeting, userIDList: [late.userID] });
    await boss.ok('sendMessage', text('GROUP', work, 'budget after join'));

    const newcomer = await connect(server.url, late);
    const found = await newcomer.ok('searchCloudMessages', { keywordList: ['budget'] });
    const counts = Object.fromEntries(found.searchResultList.map((g) => [g.conversationID, g.messageCount]));
    expect(counts).toEqual({ [`GROUP${work}`]: 1, [`GROUP${meeting}`]: 1 });
    expect(await texts(newcomer, { keywordList: ['budget'], conversationID: `GROUP${work}` })).toEqual([
      'budget after join',
    ]);

    const quitter = await connect(server.url, leaver);
    await quitter.ok('quitGroup', { groupID: work });
    await boss.ok('sendMessage', text('GROUP', work, 'budget after leaving'));
    expect(
      (await texts(quitter, { keywordList: ['budget'], conversationID: `GROUP${work}` })).sort(),
    ).toEqual(['budget after join', 'budget before join']);
    for (const c of [boss, newcomer, quitter]) c.close();
  });
});
