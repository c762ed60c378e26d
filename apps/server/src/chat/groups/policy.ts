import { ChatCode, GROUP_ROLES, GROUP_TYPES, type GroupRole, type GroupType } from '@renli/contracts';
import { ChatError } from '../errors.ts';

/** What a member may try to do to a group (docs/chat.md and issue 4). */
export type GroupAction =
  | 'dismiss'
  | 'transfer'
  | 'kick'
  | 'setRole'
  | 'mute'
  | 'muteAll'
  | 'editProfile'
  | 'invite'
  | 'quit'
  | 'handleApplication';

const { OWNER, ADMIN, MEMBER } = GROUP_ROLES;
const { WORK, PUBLIC, MEETING, AVCHATROOM, COMMUNITY } = GROUP_TYPES;
const ALL_TYPES: GroupType[] = [WORK, PUBLIC, MEETING, AVCHATROOM, COMMUNITY];
const without = (...types: GroupType[]) => ALL_TYPES.filter((t) => !types.includes(t));

/**
 * The permission matrix: per action, which roles may do it in which group types.
 * - Work groups have no admins and no admin page: members join by invitation of any member, only
 *   the owner removes people, nobody mutes, and ownership cannot be transferred.
 * - AVChatRoom: free join, no invitations, no removals, no transfer.
 * - The owner may dissolve any group; the owner cannot quit (transfer or dissolve instead).
 */
const MATRIX: Record<GroupAction, Partial<Record<GroupRole, GroupType[]>>> = {
  dismiss: { [OWNER]: ALL_TYPES },
  transfer: { [OWNER]: without(WORK, AVCHATROOM) },
  kick: { [OWNER]: without(AVCHATROOM) },
  setRole: { [OWNER]: without(WORK) },
  mute: { [OWNER]: without(WORK), [ADMIN]: without(WORK) },
  muteAll: { [OWNER]: without(WORK), [ADMIN]: without(WORK) },
  editProfile: { [OWNER]: ALL_TYPES, [ADMIN]: without(WORK) },
  invite: {
    [OWNER]: without(AVCHATROOM),
    [ADMIN]: without(WORK, AVCHATROOM),
    [MEMBER]: [WORK],
  },
  quit: { [ADMIN]: ALL_TYPES, [MEMBER]: ALL_TYPES },
  handleApplication: { [OWNER]: [PUBLIC], [ADMIN]: [PUBLIC] },
};

function mayDo(action: GroupAction, role: string, type: string): boolean {
  return MATRIX[action][role as GroupRole]?.includes(type as GroupType) ?? false;
}

export function assertMayDo(action: GroupAction, role: string, type: string): void {
  if (mayDo(action, role, type)) return;
  if (action === 'quit' && role === OWNER) {
    throw new ChatError(ChatCode.OWNER_CANNOT_QUIT, 'chat.group.ownerCannotQuit');
  }
  throw new ChatError(ChatCode.PERMISSION_DENIED, 'chat.group.permissionDenied', { action });
}

/** Admins act on plain members only; nobody acts on the owner or (for mutes and removals) themselves. */
export function assertMayActOn(
  actorRole: string,
  actorID: string,
  targetRole: string,
  targetID: string,
): void {
  const outranked = targetRole === OWNER || (targetRole === ADMIN && actorRole !== OWNER);
  if (outranked || actorID === targetID) {
    throw new ChatError(ChatCode.PERMISSION_DENIED, 'chat.group.cannotActOnMember', { userID: targetID });
  }
}
