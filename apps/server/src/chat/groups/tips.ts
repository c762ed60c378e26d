import { MSG_TYPES, type WireMessage } from '@renli/contracts';
import { ensureChatAccounts } from '../accounts.ts';
import type { ChatServices } from '../context.ts';
import { groupThreadID } from '../ids.ts';
import type { ConversationAccess } from '../policy.ts';
import { storeAndDeliver } from '../send.ts';
import type { GroupRow } from './members.ts';

interface TipDetail {
  /** The users the change is about (joined, removed, promoted, muted, the new owner). */
  userIDList?: string[];
  /** Profile fields that changed (operationType 6), as Tencent's `newGroupProfile`. */
  newGroupProfile?: Record<string, unknown>;
  /** Mutes (operationType 7): seconds of each member's mute, 0 when lifted. */
  memberList?: { userID: string; muteTime: number }[];
}

/** The server writing into a group's conversation (tips, the creation notice): no member checks. */
export const serverAccess = (group: GroupRow): ConversationAccess => ({
  type: 'GROUP',
  peerID: group.groupId,
  threadId: groupThreadID(group.groupId),
  group,
  member: null,
  leftSeq: 0,
});

/**
 * Writes a `TIMGroupTipElem` into the group's conversation, as the operator, through the same
 * store-then-deliver path as any message: every member sees each change, in order, also after a
 * reconnect. Answers the stored tip (its sequence marks where a departing member stops reading).
 * Like Tencent's tips it names the people (`operatorInfo`, `memberList` with nicks) as they were
 * called at the time, so every reader shows names, not IDs, without looking them up.
 */
export async function sendGroupTip(
  s: ChatServices,
  group: GroupRow,
  operatorID: string,
  operationType: number,
  detail: TipDetail = {},
): Promise<WireMessage> {
  const userIDList = detail.userIDList ?? [];
  const mutes = new Map(detail.memberList?.map((m) => [m.userID, m.muteTime]));
  const named = [...new Set([...userIDList, ...mutes.keys()])];
  const accounts = await ensureChatAccounts(s.db, [operatorID, ...named]);
  const nick = (userID: string) => accounts.get(userID)?.nick ?? '';
  const memberList = named.map((userID) => ({
    userID,
    nick: nick(userID),
    ...(mutes.has(userID) ? { muteTime: mutes.get(userID) } : {}),
  }));
  return storeAndDeliver(
    s,
    { userID: operatorID },
    {
      access: serverAccess(group),
      type: MSG_TYPES.GROUP_TIP,
      payload: {
        operationType,
        operatorID,
        operatorInfo: { userID: operatorID, nick: nick(operatorID) },
        userIDList,
        memberNum: group.memberCount,
        ...(detail.newGroupProfile ? { newGroupProfile: detail.newGroupProfile } : {}),
        ...(memberList.length > 0 ? { memberList } : {}),
      },
      searchText: '',
    },
  );
}
