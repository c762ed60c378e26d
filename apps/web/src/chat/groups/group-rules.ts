import { GROUP_ROLES, GROUP_TYPES, JOIN_OPTIONS, JOIN_STATUS, LIMITS } from '@renli/contracts/constants';

/**
 * The group screens' rules (docs/chat-ui.md), free of React. The server enforces the
 * same permissions (apps/server/src/chat/groups/policy.ts); these only decide what is offered.
 */

export const GROUP_TYPE_LIST = [
  GROUP_TYPES.WORK,
  GROUP_TYPES.PUBLIC,
  GROUP_TYPES.MEETING,
  GROUP_TYPES.AVCHATROOM,
  GROUP_TYPES.COMMUNITY,
] as const;

export const JOIN_OPTION_LIST = [
  JOIN_OPTIONS.FREE_ACCESS,
  JOIN_OPTIONS.NEED_PERMISSION,
  JOIN_OPTIONS.DISABLE_APPLY,
] as const;

/** docs/chat-ui.md: an individual mute lasts 30 days; 0 lifts it. */
export const MUTE_SECONDS = 2_592_000;
export const muteSeconds = (mute: boolean) => (mute ? MUTE_SECONDS : 0);

/** docs/chat-ui.md: member pages hold 100 members. */
export const MEMBER_PAGE_SIZE = 100;

export type Role = 'Owner' | 'Admin' | 'Member';

const isManager = (role: string) => role === GROUP_ROLES.OWNER || role === GROUP_ROLES.ADMIN;
const isWork = (type: string) => type === GROUP_TYPES.WORK;

/** What the manage screen offers a member of the given role in a group of the given type. */
export interface GroupAbilities {
  editProfile: boolean;
  adminPage: boolean;
  addMember: boolean;
  deleteMember: boolean;
  setAdmin: boolean;
  transfer: boolean;
  dissolve: boolean;
  quit: boolean;
  editJoinOption: boolean;
}

/**
 * docs/chat-ui.md: the owner dissolves, transfers (not Work or AVChatRoom, and only with someone to
 * transfer to), removes members (not AVChatRoom) and manages admins; owner and admins edit the
 * profile (admins not in Work) and open the admin page (not in Work); everyone but the owner quits;
 * adding members is hidden for Work groups and impossible in live rooms.
 */
export function groupAbilities(group: { type: string; memberCount: number }, role: string): GroupAbilities {
  const owner = role === GROUP_ROLES.OWNER;
  const { type } = group;
  const live = type === GROUP_TYPES.AVCHATROOM;
  return {
    editProfile: owner || (role === GROUP_ROLES.ADMIN && !isWork(type)),
    adminPage: isManager(role) && !isWork(type),
    addMember: isManager(role) && !isWork(type) && !live,
    deleteMember: owner && !live,
    setAdmin: owner && !isWork(type),
    transfer: owner && !isWork(type) && !live && group.memberCount > 1,
    dissolve: owner,
    quit: !owner && role !== '',
    editJoinOption: isManager(role) && type === GROUP_TYPES.PUBLIC,
  };
}

/**
 * The group ID is shown where others join by it (Public, Meeting, live rooms, communities); a Work
 * group cannot be found by outsiders (docs/chat.md), so its ID means nothing to anyone and stays hidden.
 */
export const showsGroupID = (type: string) => !isWork(type);

/**
 * docs/chat-ui.md: the preview shows 3 members, plus 1 if not Work, plus 1 if not owner: the add
 * tile (owner/admin, not Work) and the delete tile (owner) take the remaining slots of five.
 */
export function previewCount(type: string, role: string): number {
  return 3 + (isWork(type) ? 0 : 1) + (role === GROUP_ROLES.OWNER ? 0 : 1);
}

/** The server's pattern (contracts' GROUP_NAME_PATTERN), rebuilt here: that module brings zod along. */
const GROUP_NAME_PATTERN = new RegExp(
  `^[\\p{Script=Han}A-Za-z0-9_]{${LIMITS.groupNameMin},${LIMITS.groupNameMax}}$`,
  'u',
);

export type NameProblem = 'empty' | 'pattern' | null;

/**
 * docs/chat-ui.md: the name may not be empty; 2-20 characters of Chinese, letters, digits and
 * underscore is a hint when creating and a rule when renaming (as the server does).
 */
export function checkGroupName(name: string, strict: boolean): NameProblem {
  const trimmed = name.trim();
  if (trimmed === '') return 'empty';
  if (strict && !GROUP_NAME_PATTERN.test(trimmed)) return 'pattern';
  return null;
}

/** docs/chat-ui.md: a notice holds at most 150 characters (code points, as the server counts). */
export const NOTICE_MAX = LIMITS.noticeMaxLength;
export const noticeTooLong = (notice: string) => [...notice].length > NOTICE_MAX;

export const isMutedUntil = (muteUntil: number, nowSeconds: number) => muteUntil > nowSeconds;

/** docs/chat-ui.md: 'send message' from a member profile only to friends, unless official mode is off. */
export const maySendMessage = (isFriend: boolean, officialMode: boolean) => isFriend || !officialMode;

export type JoinOutcome = 'joined' | 'waiting' | 'already';

/** docs/chat-ui.md: the three answers of a join request. */
export function joinOutcome(status: string): JoinOutcome {
  if (status === JOIN_STATUS.WAIT_APPROVAL) return 'waiting';
  if (status === JOIN_STATUS.ALREADY_IN_GROUP) return 'already';
  return 'joined';
}

export interface CreateForm {
  name: string;
  type: string;
  groupID: string;
  avatar: string;
  memberIDs: readonly string[];
}

/**
 * The create payload (docs/chat-ui.md): Community groups get a generated ID (the field is hidden),
 * live rooms have nobody put in them (they are joined freely), a blank ID lets the server choose.
 */
export function createPayload(form: CreateForm) {
  const groupID = form.type === GROUP_TYPES.COMMUNITY ? '' : form.groupID.trim();
  const live = form.type === GROUP_TYPES.AVCHATROOM;
  return {
    name: form.name.trim(),
    type: form.type,
    ...(groupID ? { groupID } : {}),
    ...(form.avatar ? { avatar: form.avatar } : {}),
    memberList: live ? [] : [...new Set(form.memberIDs)].map((userID) => ({ userID })),
    isSupportTopic: false,
  };
}

/** Members first by rank (owner, admins), then in the server's order. */
export function byRank<T extends { role: string }>(members: readonly T[]): T[] {
  const rank = (role: string) => (role === GROUP_ROLES.OWNER ? 0 : role === GROUP_ROLES.ADMIN ? 1 : 2);
  return [...members].sort((a, b) => rank(a.role) - rank(b.role));
}

/** Who an owner or admin may mute, remove or promote: admins act on plain members only. */
export function mayActOn(actorRole: string, actorID: string, target: { role: string; userID: string }) {
  if (target.userID === actorID || target.role === GROUP_ROLES.OWNER) return false;
  return target.role !== GROUP_ROLES.ADMIN || actorRole === GROUP_ROLES.OWNER;
}
