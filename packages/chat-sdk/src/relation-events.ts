import type { Friend, FriendApplicationList, Profile } from './public-types.ts';

export type { Friend, FriendApplication, FriendApplicationList, Profile } from './public-types.ts';

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
