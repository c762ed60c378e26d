import type { relationRpcSchemas } from '@renli/contracts';
import type { HandlersOf } from '../rpc.ts';
import {
  acceptFriendApplication,
  deleteFriendApplication,
  getFriendApplicationList,
  refuseFriendApplication,
  setFriendApplicationRead,
} from './applications.ts';
import { addToBlacklist, getBlacklist, removeFromBlacklist } from './blacklist.ts';
import {
  addFriend,
  checkFriend,
  deleteFriend,
  getFriendList,
  getFriendProfile,
  updateFriend,
} from './friends.ts';
import { getUserProfile, updateMyProfile } from './profiles.ts';

/**
 * The friend, blacklist and profile ops of protocol.ts. Every op acts on the caller's own lists
 * (the caller is always one side of the relation), so there is no separate policy step.
 */
export const relationHandlers: HandlersOf<keyof typeof relationRpcSchemas> = {
  getUserProfile: async (s, caller, p) => ({
    profileList: await getUserProfile(s.db, caller.userID, p.userIDList),
  }),
  updateMyProfile: (s, caller, p) => updateMyProfile(s, caller.userID, p),
  addFriend: (s, caller, p) => addFriend(s, caller.userID, p, caller.locale),
  getFriendList: async (s, caller) => ({ friendList: await getFriendList(s.db, caller.userID) }),
  getFriendProfile: (s, caller, p) => getFriendProfile(s.db, caller.userID, p.userIDList, caller.locale),
  deleteFriend: (s, caller, p) => deleteFriend(s, caller.userID, p, caller.locale),
  checkFriend: (s, caller, p) => checkFriend(s.db, caller.userID, p),
  updateFriend: (s, caller, p) => updateFriend(s, caller.userID, p),
  getFriendApplicationList: (s, caller) => getFriendApplicationList(s.db, caller.userID),
  acceptFriendApplication: (s, caller, p) => acceptFriendApplication(s, caller.userID, p),
  refuseFriendApplication: (s, caller, p) => refuseFriendApplication(s, caller.userID, p.userID),
  deleteFriendApplication: (s, caller, p) => deleteFriendApplication(s, caller.userID, p),
  setFriendApplicationRead: (s, caller) => setFriendApplicationRead(s, caller.userID),
  addToBlacklist: (s, caller, p) => addToBlacklist(s, caller.userID, p.userIDList),
  removeFromBlacklist: (s, caller, p) => removeFromBlacklist(s, caller.userID, p.userIDList),
  getBlacklist: async (s, caller) => ({ userIDList: await getBlacklist(s.db, caller.userID) }),
};
