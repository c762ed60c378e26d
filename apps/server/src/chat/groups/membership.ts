import {
  ChatCode,
  GROUP_ROLES,
  GROUP_TIP_TYPES,
  GROUP_TYPES,
  type GroupRole,
  JOIN_OPTIONS,
  JOIN_STATUS,
  type JoinStatus,
  type WireGroup,
  type WireGroupMember,
} from '@renli/contracts';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ensureChatAccounts } from '../accounts.ts';
import type { Caller, ChatServices } from '../context.ts';
import { ChatError } from '../errors.ts';
import { chatGroupApplications, chatGroupMembers } from '../schema.ts';
import { notifyApplication } from './applications.ts';
import { announceMembership, tipsMembership, welcome } from './lifecycle.ts';
import {
  deleteMembers,
  type GroupRow,
  insertMembers,
  type LeftReason,
  lockForAction,
  lockGroup,
  markLeftAt,
  memberOf,
  membersAmong,
  requireMember,
  setMemberMute,
  setMemberRole,
} from './members.ts';
import { assertMayActOn } from './policy.ts';
import { toWireGroup, toWireMember } from './presenter.ts';
import { sendGroupTip } from './tips.ts';

/** After members were removed: they hear why, keep reading up to the notice, leave the room. */
async function farewell(
  s: ChatServices,
  group: GroupRow,
  operatorID: string,
  userIDs: string[],
  reason: Exclude<LeftReason, 'dismissed'>,
) {
  if (tipsMembership(group)) {
    const operationType = reason === 'quit' ? GROUP_TIP_TYPES.MEMBER_QUIT : GROUP_TIP_TYPES.MEMBER_KICKED_OUT;
    const tip = await sendGroupTip(s, group, operatorID, operationType, { userIDList: userIDs });
    await markLeftAt(s.db, group.groupId, userIDs, tip.sequence);
  }
  s.push(userIDs, 'groupRemoved', { groupID: group.groupId, reason, operatorID });
  s.rooms.leave(userIDs, group.groupId);
}

/** Join by ID (docs/chat.md): Work by invitation only; Public per its join option; others freely. */
export async function joinGroup(
  s: ChatServices,
  caller: Caller,
  groupID: string,
  applyMessage: string,
): Promise<{ status: JoinStatus; group?: WireGroup }> {
  const outcome = await s.db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupID);
    const [already] = await membersAmong(tx, groupID, [caller.userID]);
    if (already) return { status: JOIN_STATUS.ALREADY_IN_GROUP, group, added: false };
    if (group.type === GROUP_TYPES.WORK) {
      throw new ChatError(ChatCode.PERMISSION_DENIED, 'chat.group.invitationOnly');
    }
    if (group.type === GROUP_TYPES.PUBLIC && group.joinOption === JOIN_OPTIONS.DISABLE_APPLY) {
      throw new ChatError(ChatCode.PERMISSION_DENIED, 'chat.group.applyDisabled');
    }
    if (group.type === GROUP_TYPES.PUBLIC && group.joinOption === JOIN_OPTIONS.NEED_PERMISSION) {
      // One pending application per user and group; asking again keeps the first.
      const [application] = await tx
        .insert(chatGroupApplications)
        .values({
          groupId: groupID,
          applicantId: caller.userID,
          userId: caller.userID,
          wording: applyMessage,
        })
        .onConflictDoNothing()
        .returning();
      return { status: JOIN_STATUS.WAIT_APPROVAL, group, added: false, application };
    }
    await insertMembers(tx, group, [caller.userID]);
    return { status: JOIN_STATUS.SUCCESS, group, added: true };
  });
  if (outcome.added) await welcome(s, outcome.group, caller.userID, [caller.userID]);
  if ('application' in outcome && outcome.application) await notifyApplication(s, outcome.application);
  if (outcome.status === JOIN_STATUS.WAIT_APPROVAL) return { status: outcome.status };
  return {
    status: outcome.status,
    group: toWireGroup(outcome.group, await memberOf(s.db, groupID, caller.userID)),
  };
}

export async function quitGroup(s: ChatServices, caller: Caller, groupID: string): Promise<void> {
  const group = await s.db.transaction(async (tx) => {
    const { group } = await lockForAction(tx, groupID, caller.userID, 'quit');
    await deleteMembers(tx, group, [caller.userID], 'quit');
    return group;
  });
  await farewell(s, group, caller.userID, [caller.userID], 'quit');
}

/** Invite (docs/chat.md, "Groups": Work by any member; Public, Meeting, Community by owner and admins; never AVChatRoom). */
export async function addGroupMember(s: ChatServices, caller: Caller, groupID: string, userIDList: string[]) {
  const accounts = await ensureChatAccounts(s.db, userIDList);
  const failureUserIDList = userIDList.filter((id) => !accounts.has(id));
  const { group, added, existed } = await s.db.transaction(async (tx) => {
    const { group } = await lockForAction(tx, groupID, caller.userID, 'invite');
    const candidates = userIDList.filter((id) => accounts.has(id));
    const existed = (await membersAmong(tx, groupID, candidates)).map((m) => m.userId);
    const added = await insertMembers(tx, group, candidates);
    return { group, added, existed };
  });
  await welcome(s, group, caller.userID, added);
  return {
    successUserIDList: added,
    failureUserIDList,
    existedUserIDList: existed,
    group: toWireGroup(group),
  };
}

/** Remove members (owner, not in AVChatRoom); answers who was removed. */
export async function deleteGroupMember(
  s: ChatServices,
  caller: Caller,
  groupID: string,
  userIDList: string[],
) {
  const { group, removed } = await s.db.transaction(async (tx) => {
    const { group, me } = await lockForAction(tx, groupID, caller.userID, 'kick');
    const targets = await membersAmong(tx, groupID, userIDList);
    if (targets.length === 0) throw new ChatError(ChatCode.NOT_A_MEMBER, 'chat.group.notMember');
    for (const t of targets) assertMayActOn(me.role, me.userId, t.role, t.userId);
    const removed = targets.map((t) => t.userId);
    await deleteMembers(tx, group, removed, 'kicked');
    return { group, removed };
  });
  await farewell(s, group, caller.userID, removed, 'kicked');
  return { group: toWireGroup(group), userIDList: removed };
}

/** Checks and locks for an owner/admin acting on one member; answers both memberships. */
async function actOnMember(
  tx: Tx,
  caller: Caller,
  groupID: string,
  userID: string,
  action: 'setRole' | 'mute',
) {
  const { group, me } = await lockForAction(tx, groupID, caller.userID, action);
  const [target] = await membersAmong(tx, groupID, [userID]);
  if (!target) throw new ChatError(ChatCode.NOT_A_MEMBER, 'chat.group.notMember');
  assertMayActOn(me.role, me.userId, target.role, target.userId);
  return { group, target };
}

export async function setGroupMemberRole(
  s: ChatServices,
  caller: Caller,
  groupID: string,
  userID: string,
  role: GroupRole,
): Promise<WireGroup> {
  const { group, changed } = await s.db.transaction(async (tx) => {
    const { group, target } = await actOnMember(tx, caller, groupID, userID, 'setRole');
    if (target.role === role) return { group, changed: false };
    await setMemberRole(tx, groupID, userID, role);
    return { group, changed: true };
  });
  if (changed) {
    const operationType =
      role === GROUP_ROLES.ADMIN ? GROUP_TIP_TYPES.MEMBER_SET_ADMIN : GROUP_TIP_TYPES.MEMBER_CANCELED_ADMIN;
    await sendGroupTip(s, group, caller.userID, operationType, { userIDList: [userID] });
    await announceMembership(s, group, [userID]);
  }
  return toWireGroup(group);
}

/** Mute for `muteTime` seconds from now (docs/chat.md, "Groups": 2592000 for 30 days); 0 lifts it. */
export async function setGroupMemberMuteTime(
  s: ChatServices,
  caller: Caller,
  groupID: string,
  userID: string,
  muteTime: number,
): Promise<{ group: WireGroup; member: WireGroupMember }> {
  const until = muteTime > 0 ? new Date(Date.now() + muteTime * 1000) : null;
  const { group, target } = await s.db.transaction(async (tx) => {
    const acted = await actOnMember(tx, caller, groupID, userID, 'mute');
    await setMemberMute(tx, groupID, userID, until);
    return { group: acted.group, target: { ...acted.target, muteUntil: until } };
  });
  await sendGroupTip(s, group, caller.userID, GROUP_TIP_TYPES.MEMBER_PROFILE_UPDATED, {
    memberList: [{ userID, muteTime }],
  });
  await announceMembership(s, group, [userID]);
  const accounts = await ensureChatAccounts(s.db, [userID]);
  return { group: toWireGroup(group), member: toWireMember(target, accounts.get(userID)) };
}

/**
 * Pages of at most 100 members ordered by userID. A numeric `offset` skips that many (the answer's
 * is the next page's, 0 at the end: Tencent's web SDK); a string one is the previous page's last
 * userID (the answer's is this page's, '' at the end: Tencent's Community cursor).
 */
export async function getGroupMemberList(
  s: ChatServices,
  caller: Caller,
  p: { groupID: string; count: number; offset: number | string },
): Promise<{ memberList: WireGroupMember[]; offset: number | string }> {
  await requireMember(s.db, p.groupID, caller.userID);
  const byCursor = typeof p.offset === 'string';
  const inGroup = eq(chatGroupMembers.groupId, p.groupID);
  const rows = await s.db
    .select()
    .from(chatGroupMembers)
    .where(byCursor ? and(inGroup, gt(chatGroupMembers.userId, p.offset as string)) : inGroup)
    .orderBy(asc(chatGroupMembers.userId))
    .offset(byCursor ? 0 : (p.offset as number))
    .limit(p.count + 1);
  const page = rows.slice(0, p.count);
  const more = rows.length > p.count;
  const accounts = await ensureChatAccounts(
    s.db,
    page.map((m) => m.userId),
  );
  const next = byCursor
    ? more
      ? (page.at(-1)?.userId ?? '')
      : ''
    : more
      ? (p.offset as number) + p.count
      : 0;
  return { memberList: page.map((m) => toWireMember(m, accounts.get(m.userId))), offset: next };
}

export async function getGroupMemberProfile(
  s: ChatServices,
  caller: Caller,
  groupID: string,
  userIDList: string[],
): Promise<WireGroupMember[]> {
  await requireMember(s.db, groupID, caller.userID);
  const members = await membersAmong(s.db, groupID, userIDList);
  const accounts = await ensureChatAccounts(
    s.db,
    members.map((m) => m.userId),
  );
  return members.map((m) => toWireMember(m, accounts.get(m.userId)));
}
