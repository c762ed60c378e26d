import type { Group, GroupApplication } from './public-types.ts';

export type { Group, GroupApplication, GroupMember, GroupSelfInfo } from './public-types.ts';

/** Why a group left my list: I quit, was removed, the group was dismissed. */
export interface GroupSystemNotice {
  type: 'quit' | 'kicked' | 'dismissed';
  groupID: string;
  operatorID: string;
}

/** The `data` of the group events (`ChatSDK.EVENT.GROUP_*`). */
export interface GroupEventDataMap {
  /** The groups I am in, after any change to the list or to one of them. */
  onGroupListUpdated: Group[];
  /** A group's profile changed. */
  groupAttributesUpdated: { groupID: string; group: Group };
  /** Something happened to me in a group: removed, group dismissed, or I left (another device). */
  receiveGroupSystemNotice: GroupSystemNotice;
  /** Join applications waiting for me (owner or admin), after one arrived or was handled. */
  onGroupApplicationListUpdated: { applicationList: GroupApplication[] };
}
