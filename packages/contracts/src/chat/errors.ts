/**
 * Chat result codes: success is 0 (the SDK's convention); send failures are those (docs/chat.md)
 * (contracts/errors.ts ChatErrorCode); the rest below are Renli's, in the same numeric style.
 */
export const ChatCode = {
  OK: 0,
  SIG_EXPIRED: 70001,
  SIG_INVALID: 70003,
  SIG_WRONG_APP: 70013,
  NOT_LOGGED_IN: 2024,
  INVALID_PARAMS: 2100,
  EMPTY_CONTENT: 2101,
  CONVERSATION_NOT_FOUND: 2200,
  MESSAGE_NOT_FOUND: 2201,
  NOT_A_MEMBER: 10007,
  NOT_SENDER: 20017,
  MUTED: 10017,
  PEER_NOT_FOUND: 20003,
  /** Group operations (Tencent's numbers): not allowed for this role or group type. */
  PERMISSION_DENIED: 10007,
  OWNER_CANNOT_QUIT: 10009,
  GROUP_NOT_FOUND: 10010,
  ALREADY_MEMBER: 10013,
  GROUP_FULL: 10014,
  ACCOUNT_NOT_FOUND: 10019,
  GROUP_ID_TAKEN: 10021,
  APPLICATION_HANDLED: 10024,
  /** C2C: the receiver has blacklisted the sender. */
  BLOCKED_BY_PEER: 20007,
  /** C2C in official mode: the two are not friends. */
  NOT_FRIENDS: 20009,
  /** C2C to a system account (`system_*`): it only writes (Renli's). */
  SYSTEM_ACCOUNT_NO_REPLY: 20030,
  /** Friends: the user is on my blacklist / I am on theirs; an application awaits their answer. */
  IN_MY_BLACKLIST: 30515,
  IN_PEER_BLACKLIST: 30525,
  FRIEND_APPLICATION_PENDING: 30539,
  /** The user refuses every friend request (AllowType_Type_DenyAny). */
  PEER_DENIES_ALL: 30516,
  /** No pending friend application from this user to me. */
  FRIEND_APPLICATION_NOT_FOUND: 30614,
  /** The user is not in my friend list. */
  NOT_FRIEND: 31704,
  RATE_LIMITED: 2996,
  INTERNAL: 2999,
} as const;
export type ChatCode = (typeof ChatCode)[keyof typeof ChatCode];
