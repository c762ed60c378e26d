import { ChatCode } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type TestClient } from '../test-client.ts';
import { type ChatTestServer, type ChatTestUser, startChatServer } from '../testing.ts';

/**
 * docs/chat.md: a group avatar must be a picture the app can load. The web app checks that the image
 * loads before it saves it; the server refuses what could never be one (scripts, data URLs).
 */
let server: ChatTestServer;
let owner: ChatTestUser;
let client: TestClient;

beforeAll(async () => {
  server = await startChatServer();
  owner = await server.createUser('owner');
  client = await connect(server.url, owner);
});
afterAll(async () => {
  client?.close();
  await server.close();
});

const create = (avatar: string) =>
  client.rpc('createGroup', {
    name: '头像组',
    type: 'Public',
    avatar,
    memberList: [],
    isSupportTopic: false,
  });

describe('group avatars', () => {
  it('accepts a preset face, an uploaded path and an https URL, trimmed', async () => {
    for (const avatar of ['female3', '/files/ab/cd.png', ' https://cdn.example.com/a.png ']) {
      const reply = await create(avatar);
      expect(reply.code, reply.message).toBe(0);
      expect(reply.data?.group.avatar).toBe(avatar.trim());
    }
  });

  it('refuses script and data URLs when creating and when changing the avatar', async () => {
    for (const avatar of ['javascript:alert(1)', 'data:image/png;base64,AAAA']) {
      expect((await create(avatar)).code).toBe(ChatCode.INVALID_PARAMS);
    }
    const { group } = await client.ok('createGroup', {
      name: '头像组',
      type: 'Public',
      memberList: [],
      isSupportTopic: false,
    });
    const reply = await client.rpc('updateGroupProfile', {
      groupID: group.groupID,
      avatar: 'javascript:alert(1)',
    });
    expect(reply.code).toBe(ChatCode.INVALID_PARAMS);
    const after = await client.ok('getGroupProfile', { groupID: group.groupID });
    expect(after.group.avatar).toBe('');
  });
});
