import type { WireFriend, WireFriendApplication, WireProfile } from '@renli/contracts';

/** A user's profile (Tencent's `Profile`, standard fields Renli keeps). */
export type Profile = WireProfile;

/** An entry of my friend list (Tencent's `Friend`, plus `addTime` in seconds). */
export type Friend = WireFriend;

/** `type`: `TYPES.SNS_APPLICATION_SENT_TO_ME` or `TYPES.SNS_APPLICATION_SENT_BY_ME`. */
export type FriendApplication = WireFriendApplication;

export interface FriendApplicationList {
  applicationList: FriendApplication[];
  /** Applications to me not yet marked read (`setFriendApplicationRead`). */
  unreadCount: number;
}

/** The `data` of the friend, blacklist and profile events. */
export interface RelationEventDataMap {
  /** My whole friend list, after any change to it (on every device of both users concerned). */
  onFriendListUpdated: Friend[];
  onFriendApplicationListUpdated: FriendApplicationList;
  /** The user IDs on my blacklist. */
  blacklistUpdated: string[];
  /** My own or a friend's new profile. */
  onProfileUpdated: Profile[];
}
