import type { WireFriend, WireFriendApplication, WireProfile } from '@renli/contracts';
import type { chatAccounts } from '../schema.ts';
import type { chatFriendApplications, chatFriends } from './schema.ts';

type AccountRow = typeof chatAccounts.$inferSelect;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function toWireProfile(account: AccountRow): WireProfile {
  return {
    userID: account.userId,
    nick: account.nick,
    avatar: account.faceUrl,
    gender: account.gender,
    selfSignature: account.selfSignature,
    allowType: account.allowType,
  };
}

export function toWireFriend(row: typeof chatFriends.$inferSelect, account: AccountRow): WireFriend {
  return {
    userID: row.friendId,
    remark: row.remark,
    groupList: row.groupName ? [row.groupName] : [],
    source: row.source,
    wording: row.wording,
    addTime: seconds(row.addedAt),
    profile: toWireProfile(account),
  };
}

/** `other` is the account on the far side of the application from the viewer. */
export function toWireApplication(
  row: typeof chatFriendApplications.$inferSelect,
  other: AccountRow,
  type: WireFriendApplication['type'],
): WireFriendApplication {
  return {
    userID: other.userId,
    nick: other.nick,
    avatar: other.faceUrl,
    time: seconds(row.createdAt),
    source: row.source,
    wording: row.wording,
    type,
  };
}
