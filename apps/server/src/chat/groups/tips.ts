import { MSG_TYPES, type WireMessage } from '@renli/contracts';
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
 */
export function sendGroupTip(
  s: ChatServices,
  group: GroupRow,
  operatorID: string,
  operationType: number,
  detail: TipDetail = {},
): Promise<WireMessage> {
  return storeAndDeliver(
    s,
    { userID: operatorID },
    {
      access: serverAccess(group),
      type: MSG_TYPES.GROUP_TIP,
      payload: {
        operationType,
        operatorID,
        userIDList: detail.userIDList ?? [],
        memberNum: group.memberCount,
        ...(detail.newGroupProfile ? { newGroupProfile: detail.newGroupProfile } : {}),
        ...(detail.memberList ? { memberList: detail.memberList } : {}),
      },
      searchText: '',
    },
  );
}
