import { USER_STATUS } from '@renli/contracts';
import type { Caller, ChatServices } from './context.ts';

export async function getUserStatus(s: ChatServices, userIDList: string[]) {
  const online = await s.presence.onlineAmong(userIDList);
  return {
    successUserList: userIDList.map((userID) => ({
      userID,
      statusType: online.has(userID) ? USER_STATUS.ONLINE : USER_STATUS.OFFLINE,
    })),
    failureUserList: [],
  };
}

export async function subscribeUserStatus(s: ChatServices, caller: Caller, userIDList: string[]) {
  await s.presence.subscribe(caller.userID, userIDList);
  return { failureUserList: [] };
}

/** First device in or last device out: every subscriber hears it. */
export async function announceStatus(s: ChatServices, userID: string, online: boolean) {
  const watchers = await s.presence.subscribersOf(userID);
  if (watchers.length === 0) return;
  s.push(watchers, 'userStatus', {
    userID,
    statusType: online ? USER_STATUS.ONLINE : USER_STATUS.OFFLINE,
  });
}
