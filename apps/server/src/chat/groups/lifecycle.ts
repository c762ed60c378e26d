import {
  ChatCode,
  CUSTOM_BUSINESS_IDS,
  GROUP_INTRODUCTION_MAX,
  GROUP_NAME_PATTERN,
  GROUP_NOTICE_MAX,
  GROUP_ROLES,
  GROUP_TIP_TYPES,
  GROUP_TYPES,
  type GroupType,
  type groupRpcSchemas,
  MSG_TYPES,
  type WireGroup,
} from '@renli/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { ensureChatAccounts } from '../accounts.ts';
import type { Caller, ChatServices } from '../context.ts';
import { ChatError } from '../errors.ts';
import { normaliseAvatar } from '../relations/rules.ts';
import { chatGroupMembers, chatGroups } from '../schema.ts';
import { storeAndDeliver } from '../send.ts';
import {
  deleteMembers,
  findGroup,
  type GroupRow,
  insertGroup,
  lockForAction,
  lockGroup,
  markLeftAt,
  memberOf,
  membersAmong,
  requireMember,
  setMemberMute,
  setMemberRole,
} from './members.ts';
import { assertMayDo } from './policy.ts';
import { toWireGroup } from './presenter.ts';
import { sendGroupTip, serverAccess } from './tips.ts';

type CreateParams = z.infer<typeof groupRpcSchemas.createGroup.params>;
type UpdateParams = z.infer<typeof groupRpcSchemas.updateGroupProfile.params>;

const invalid = (key: 'chat.group.nameEmpty' | 'chat.group.nameInvalid', params = {}) =>
  new ChatError(ChatCode.INVALID_PARAMS, key, params);

/** A chosen group ID: printable, and never in the generated `@TGS#` namespace. */
const CUSTOM_GROUP_ID = /^(?!@TGS#)[A-Za-z0-9_\-@#.]{1,48}$/;

function assertTexts(p: { notification?: string | undefined; introduction?: string | undefined }) {
  if (p.notification !== undefined && [...p.notification].length > GROUP_NOTICE_MAX) {
    throw new ChatError(ChatCode.INVALID_PARAMS, 'chat.group.noticeTooLong', { max: GROUP_NOTICE_MAX });
  }
  if (p.introduction !== undefined && [...p.introduction].length > GROUP_INTRODUCTION_MAX) {
    throw new ChatError(ChatCode.INVALID_PARAMS, 'chat.group.introductionTooLong', {
      max: GROUP_INTRODUCTION_MAX,
    });
  }
}

/** docs/chat.md: the name may not be empty; its 2-20 character rule is enforced on change. */
function assertName(name: string, strict: boolean) {
  const trimmed = name.trim();
  if (trimmed === '') throw invalid('chat.group.nameEmpty');
  if (strict ? !GROUP_NAME_PATTERN.test(trimmed) : [...trimmed].length > 20) {
    throw invalid('chat.group.nameInvalid');
  }
}

/** Tells each member (all devices) that a group joined their list, with their own role. */
export async function announceMembership(s: ChatServices, group: GroupRow, userIDs: string[]) {
  const byUser = new Map((await membersAmong(s.db, group.groupId, userIDs)).map((m) => [m.userId, m]));
  for (const userID of userIDs) s.push([userID], 'groupSelf', toWireGroup(group, byUser.get(userID)));
}

/** Live rooms and communities are too large for a notice per arrival and departure. */
export const tipsMembership = (group: GroupRow) =>
  group.type !== GROUP_TYPES.AVCHATROOM && group.type !== GROUP_TYPES.COMMUNITY;

/** After new members were stored: their devices join the room, everyone hears of it. */
export async function welcome(s: ChatServices, group: GroupRow, operatorID: string, userIDs: string[]) {
  if (userIDs.length === 0) return;
  s.rooms.join(userIDs, group.groupId);
  if (tipsMembership(group)) {
    await sendGroupTip(s, group, operatorID, GROUP_TIP_TYPES.MEMBER_JOIN, { userIDList: userIDs });
  }
  await announceMembership(s, group, userIDs);
}

export async function createGroup(s: ChatServices, caller: Caller, p: CreateParams): Promise<WireGroup> {
  assertName(p.name, false);
  assertTexts(p);
  const isCommunity = p.type === GROUP_TYPES.COMMUNITY;
  if (p.groupID && !isCommunity && !CUSTOM_GROUP_ID.test(p.groupID)) {
    throw new ChatError(ChatCode.INVALID_PARAMS, 'chat.invalidParams', {
      field: 'groupID',
      reason: p.groupID,
    });
  }
  const memberIDs = [...new Set(p.memberList.map((m) => m.userID))].filter((id) => id !== caller.userID);
  if (p.type === GROUP_TYPES.AVCHATROOM && memberIDs.length > 0) {
    // Live rooms are joined freely; nobody is put in them (docs/chat.md).
    throw new ChatError(ChatCode.PERMISSION_DENIED, 'chat.group.permissionDenied', { action: 'invite' });
  }
  const accounts = await ensureChatAccounts(s.db, [caller.userID, ...memberIDs]);
  const unknown = memberIDs.filter((id) => !accounts.has(id));
  if (unknown.length > 0) {
    throw new ChatError(ChatCode.ACCOUNT_NOT_FOUND, 'chat.group.userNotFound', {
      userID: unknown.join(', '),
    });
  }
  const group = await insertGroup(s.db, {
    type: p.type as GroupType,
    ownerID: caller.userID,
    memberIDs,
    groupID: isCommunity ? undefined : p.groupID,
    name: p.name.trim(),
    avatar: p.avatar === undefined ? undefined : normaliseAvatar(p.avatar),
    introduction: p.introduction,
    notification: p.notification,
    joinOption: p.type === GROUP_TYPES.PUBLIC ? p.joinOption : undefined,
    isSupportTopic: p.isSupportTopic,
  });
  const everyone = [caller.userID, ...memberIDs];
  s.rooms.join(everyone, group.groupId);
  // The creation notice opens the conversation in every member's list (custom business ID of spec 3).
  await storeAndDeliver(s, caller, {
    access: serverAccess(group),
    type: MSG_TYPES.CUSTOM,
    payload: {
      data: JSON.stringify({
        businessID: CUSTOM_BUSINESS_IDS.GROUP_CREATE,
        version: 1,
        opUser: caller.userID,
      }),
      description: '',
      extension: '',
    },
    searchText: '',
  });
  await announceMembership(s, group, everyone);
  return toWireGroup(group, await memberOf(s.db, group.groupId, caller.userID));
}

export async function updateGroupProfile(
  s: ChatServices,
  caller: Caller,
  p: UpdateParams,
): Promise<WireGroup> {
  if (p.name !== undefined) assertName(p.name, true);
  assertTexts(p);
  const { group, me, changes } = await s.db.transaction(async (tx) => {
    const group = await lockGroup(tx, p.groupID);
    const me = await requireMember(tx, p.groupID, caller.userID);
    const changes: Partial<GroupRow> = {};
    if (p.name !== undefined) changes.name = p.name.trim();
    // docs/chat.md: an avatar is a picture the app can load, never a script or data URL.
    if (p.avatar !== undefined) changes.avatar = normaliseAvatar(p.avatar);
    if (p.introduction !== undefined) changes.introduction = p.introduction;
    if (p.notification !== undefined) changes.notification = p.notification;
    if (p.joinOption !== undefined) {
      if (group.type !== GROUP_TYPES.PUBLIC) {
        throw new ChatError(ChatCode.INVALID_PARAMS, 'chat.group.joinOptionPublicOnly');
      }
      changes.joinOption = p.joinOption;
    }
    if (Object.keys(changes).length > 0) assertMayDo('editProfile', me.role, group.type);
    if (p.muteAllMembers !== undefined) {
      assertMayDo('muteAll', me.role, group.type);
      changes.muteAll = p.muteAllMembers;
    }
    if (Object.keys(changes).length > 0) {
      await tx.update(chatGroups).set(changes).where(eq(chatGroups.groupId, p.groupID));
    }
    return { group: { ...group, ...changes }, me, changes };
  });
  if (Object.keys(changes).length > 0) {
    const { muteAll, ...rest } = changes;
    const newGroupProfile = muteAll === undefined ? rest : { ...rest, muteAllMembers: muteAll };
    await sendGroupTip(s, group, caller.userID, GROUP_TIP_TYPES.GROUP_PROFILE_UPDATED, { newGroupProfile });
    s.rooms.push(group.groupId, 'group', toWireGroup(group));
  }
  return toWireGroup(group, me);
}

/** Owner only; every member keeps the conversation, marked dismissed, readable up to the notice. */
export async function dismissGroup(s: ChatServices, caller: Caller, groupID: string): Promise<void> {
  const group = await s.db.transaction(async (tx) => {
    const { group } = await lockForAction(tx, groupID, caller.userID, 'dismiss');
    await deleteMembers(tx, group, 'all', 'dismissed');
    await tx.update(chatGroups).set({ dismissedAt: new Date() }).where(eq(chatGroups.groupId, groupID));
    return group;
  });
  const tip = await sendGroupTip(s, group, caller.userID, GROUP_TIP_TYPES.GROUP_DISMISSED);
  await markLeftAt(s.db, groupID, 'dismissed', tip.sequence);
  s.rooms.push(groupID, 'groupRemoved', { groupID, reason: 'dismissed', operatorID: caller.userID });
  s.rooms.close(groupID);
}

/** Owner only, to another member, not in Work or AVChatRoom groups. */
export async function changeGroupOwner(
  s: ChatServices,
  caller: Caller,
  groupID: string,
  newOwnerID: string,
): Promise<WireGroup> {
  const { group, me } = await s.db.transaction(async (tx) => {
    const { group, me } = await lockForAction(tx, groupID, caller.userID, 'transfer');
    if (newOwnerID === caller.userID || group.memberCount < 2) {
      throw new ChatError(ChatCode.PERMISSION_DENIED, 'chat.group.transferNeedsMembers');
    }
    if (!(await memberOf(tx, groupID, newOwnerID))) {
      throw new ChatError(ChatCode.NOT_A_MEMBER, 'chat.group.notMember');
    }
    await setMemberRole(tx, groupID, caller.userID, GROUP_ROLES.MEMBER);
    await setMemberRole(tx, groupID, newOwnerID, GROUP_ROLES.OWNER);
    // Nobody may mute the owner, so an owner must not carry a mute from before the transfer.
    await setMemberMute(tx, groupID, newOwnerID, null);
    await tx.update(chatGroups).set({ ownerId: newOwnerID }).where(eq(chatGroups.groupId, groupID));
    return { group: { ...group, ownerId: newOwnerID }, me: { ...me, role: GROUP_ROLES.MEMBER } };
  });
  await sendGroupTip(s, group, caller.userID, GROUP_TIP_TYPES.OWNER_CHANGED, { userIDList: [newOwnerID] });
  s.rooms.push(groupID, 'group', toWireGroup(group));
  await announceMembership(s, group, [caller.userID, newOwnerID]);
  return toWireGroup(group, me);
}

/** The groups I am in, each with my own role and mute. */
export async function getGroupList(s: ChatServices, caller: Caller): Promise<WireGroup[]> {
  const rows = await s.db
    .select({ group: chatGroups, member: chatGroupMembers })
    .from(chatGroupMembers)
    .innerJoin(chatGroups, eq(chatGroups.groupId, chatGroupMembers.groupId))
    .where(and(eq(chatGroupMembers.userId, caller.userID), isNull(chatGroups.dismissedAt)));
  return rows.map((r) => toWireGroup(r.group, r.member));
}

/**
 * Members read the profile with their `selfInfo`; others only of groups that can be found to join
 * (Public, Meeting, AVChatRoom, Community). A Work group does not exist for a non-member, as in
 * `searchGroupByID` (docs/chat.md, "Who may see and message whom").
 */
export async function getGroupProfile(s: ChatServices, caller: Caller, groupID: string): Promise<WireGroup> {
  const group = await findGroup(s.db, groupID);
  const me = await memberOf(s.db, groupID, caller.userID);
  if (group.type === GROUP_TYPES.WORK && !me) {
    throw new ChatError(ChatCode.GROUP_NOT_FOUND, 'chat.group.notFound');
  }
  return toWireGroup(group, me);
}

/** Join by ID: Work groups are private (invitation only), so only their members find them. */
export async function searchGroupByID(s: ChatServices, caller: Caller, groupID: string): Promise<WireGroup> {
  const group = await findGroup(s.db, groupID);
  const me = await memberOf(s.db, groupID, caller.userID);
  if (group.type === GROUP_TYPES.WORK && !me) {
    throw new ChatError(ChatCode.GROUP_NOT_FOUND, 'chat.group.notFound');
  }
  return toWireGroup(group);
}
