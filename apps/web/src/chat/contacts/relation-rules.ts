import { ChatSDK } from '@renli/chat-sdk/browser';
import { LIMITS } from '@renli/contracts/constants';

const { TYPES } = ChatSDK;

/**
 * docs/chat-ui.md: a relation is none, one-way or two-way, and only two-way is a friend. One-way has
 * a direction: `mine` (the other user is in my list only) or `theirs` (I am in theirs only).
 */
export type FriendRelation = 'none' | 'mine' | 'theirs' | 'two-way';

/** The SDK's `checkFriend` relation (`CheckResult_Type_*`) as a relation. */
export function relationOf(checkResult: string | undefined): FriendRelation {
  switch (checkResult) {
    case TYPES.SNS_TYPE_BOTH_WAY:
      return 'two-way';
    case TYPES.SNS_TYPE_A_WITH_B:
      return 'mine';
    case TYPES.SNS_TYPE_B_WITH_A:
      return 'theirs';
    default:
      return 'none';
  }
}

export const isFriend = (relation: FriendRelation) => relation === 'two-way';
/** The user is in my friend list: I can set a remark or delete them. */
export const inMyList = (relation: FriendRelation) => relation === 'two-way' || relation === 'mine';

export const REMARK_MAX_BYTES = LIMITS.remarkMaxBytes;

/**
 * docs/chat-ui.md: characters beyond Latin-1 count 2 bytes, the rest 1 — the server's
 * `relationTextBytes`, kept here because the contracts' version comes with zod (tested equal).
 */
export function remarkBytes(text: string): number {
  let bytes = 0;
  for (const ch of text) bytes += (ch.codePointAt(0) ?? 0) > 255 ? 2 : 1;
  return bytes;
}

export const remarkTooLong = (remark: string) => remarkBytes(remark) > REMARK_MAX_BYTES;

/** What the detail panel knows about a user, whatever list it came from. */
export interface UserFacts {
  self: boolean;
  relation: FriendRelation;
  blacklisted: boolean;
  /** A pending application between us, by its direction. */
  application: 'to-me' | 'by-me' | null;
  officialMode: boolean;
}

export type UserAction =
  | 'send'
  | 'add'
  | 'waiting'
  | 'accept'
  | 'refuse'
  | 'editRemark'
  | 'delete'
  | 'blacklistAdd'
  | 'blacklistRemove';

/** The actions that are buttons: 'waiting' is a label and the remark is edited in its own row. */
export type UserCommand = Exclude<UserAction, 'waiting' | 'editRemark'>;

/**
 * The detail panel's actions, in display order. 'Send message' only to friends unless the app is not
 * in official mode (docs/chat-ui.md; the server refuses other sends with 20009 in official mode).
 * Someone on my blacklist cannot be added or accepted: the server ends relations with them (30515).
 */
export function userActions(f: UserFacts): UserAction[] {
  if (f.self) return [];
  const actions: UserAction[] = [];
  if (isFriend(f.relation) || !f.officialMode) actions.push('send');
  if (f.application === 'to-me' && !f.blacklisted) actions.push('accept', 'refuse');
  else if (f.application === 'by-me') actions.push('waiting');
  else if (!inMyList(f.relation) && !f.blacklisted) actions.push('add');
  if (inMyList(f.relation)) actions.push('editRemark', 'delete');
  actions.push(f.blacklisted ? 'blacklistRemove' : 'blacklistAdd');
  return actions;
}
