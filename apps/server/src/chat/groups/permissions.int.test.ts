import { ChatCode, GROUP_ROLES } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type TestClient } from '../test-client.ts';
import { type ChatTestServer, type ChatTestUser, startChatServer } from '../testing.ts';
import { createGroup, setMemberRole } from './members.ts';

/**
 * docs/chat.md, written out here by hand (not imported from policy.ts, which it checks): for each
 * action, the group types in which each role may do it. Everything not listed must be refused.
 */
const ALL = ['Work', 'Public', 'Meeting', 'AVChatRoom', 'Community'] as const;
type GroupTypeName = (typeof ALL)[number];
type Role = 'Owner' | 'Admin' | 'Member';
type Action =
  | 'dismiss'
  | 'transfer'
  | 'kick'
  | 'setRole'
  | 'mute'
  | 'muteAll'
  | 'editProfile'
  | 'invite'
  | 'quit';
const EXPECTED: Record<Action, Record<Role, readonly GroupTypeName[]>> = {
  dismiss: { Owner: ALL, Admin: [], Member: [] },
  transfer: { Owner: ['Public', 'Meeting', 'Community'], Admin: [], Member: [] },
  kick: { Owner: ['Work', 'Public', 'Meeting', 'Community'], Admin: [], Member: [] },
  setRole: { Owner: ['Public', 'Meeting', 'AVChatRoom', 'Community'], Admin: [], Member: [] },
  mute: {
    Owner: ['Public', 'Meeting', 'AVChatRoom', 'Community'],
    Admin: ['Public', 'Meeting', 'AVChatRoom', 'Community'],
    Member: [],
  },
  muteAll: {
    Owner: ['Public', 'Meeting', 'AVChatRoom', 'Community'],
    Admin: ['Public', 'Meeting', 'AVChatRoom', 'Community'],
    Member: [],
  },
  editProfile: { Owner: ALL, Admin: ['Public', 'Meeting', 'AVChatRoom', 'Community'], Member: [] },
  invite: {
    Owner: ['Work', 'Public', 'Meeting', 'Community'],
    Admin: ['Public', 'Meeting', 'Community'],
    Member: ['Work'],
  },
  quit: { Owner: [], Admin: ALL, Member: ALL },
};

let server: ChatTestServer;
const users: Record<'owner' | 'admin' | 'member' | 'target', ChatTestUser> = {} as never;
const clients: Partial<Record<Role, TestClient>> = {};

beforeAll(async () => {
  server = await startChatServer();
  for (const name of ['owner', 'admin', 'member', 'target'] as const)
    users[name] = await server.createUser(name);
  clients.Owner = await connect(server.url, users.owner);
  clients.Admin = await connect(server.url, users.admin);
  clients.Member = await connect(server.url, users.member);
});
afterAll(async () => {
  for (const c of Object.values(clients)) c?.close();
  await server.close();
});

/** A fresh group: owner, an admin (no admins exist in Work groups), a member and a target member. */
async function freshGroup(type: GroupTypeName) {
  const groupID = await createGroup(server.deps.db, {
    type,
    ownerID: users.owner.userID,
    memberIDs: [users.admin.userID, users.member.userID, users.target.userID],
    name: `${type}组`,
  });
  if (type !== 'Work') await setMemberRole(server.deps.db, groupID, users.admin.userID, GROUP_ROLES.ADMIN);
  return groupID;
}

async function attempt(actor: TestClient, action: Action, groupID: string) {
  const target = users.target.userID;
  switch (action) {
    case 'dismiss':
      return actor.rpc('dismissGroup', { groupID });
    case 'transfer':
      return actor.rpc('changeGroupOwner', { groupID, newOwnerID: target });
    case 'kick':
      return actor.rpc('deleteGroupMember', { groupID, userIDList: [target] });
    case 'setRole':
      return actor.rpc('setGroupMemberRole', { groupID, userID: target, role: 'Admin' });
    case 'mute':
      return actor.rpc('setGroupMemberMuteTime', { groupID, userID: target, muteTime: 2592000 });
    case 'muteAll':
      return actor.rpc('updateGroupProfile', { groupID, muteAllMembers: true });
    case 'editProfile':
      return actor.rpc('updateGroupProfile', { groupID, name: '新的群名', notification: '周五团建' });
    case 'invite':
      return actor.rpc('addGroupMember', {
        groupID,
        userIDList: [(await server.createUser('guest')).userID],
      });
    case 'quit':
      return actor.rpc('quitGroup', { groupID });
  }
}

const cases = (Object.keys(EXPECTED) as Action[]).flatMap((action) =>
  (['Owner', 'Admin', 'Member'] as const).flatMap((role) =>
    ALL.filter((type) => !(type === 'Work' && role === 'Admin')).map((type) => ({
      action,
      role,
      type,
      allowed: EXPECTED[action][role].includes(type),
    })),
  ),
);

describe('group permission matrix (docs/chat.md), enforced by the server', () => {
  it.each(cases)('$role $action in $type: allowed=$allowed', async ({ action, role, type, allowed }) => {
    const groupID = await freshGroup(type);
    const reply = await attempt(clients[role] as TestClient, action, groupID);
    if (allowed) {
      expect(reply.code, reply.message).toBe(0);
      return;
    }
    const refusal =
      role === 'Owner' && action === 'quit' ? ChatCode.OWNER_CANNOT_QUIT : ChatCode.PERMISSION_DENIED;
    expect(reply.code, reply.message).toBe(refusal);
    // A refusal changes nothing: the group and its four members are still there.
    const group = await clients.Owner?.ok('getGroupProfile', { groupID });
    expect(group?.group.memberCount).toBe(4);
  });
});
