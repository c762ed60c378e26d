import type { GroupRole, groupRpcSchemas } from '@renli/contracts';
import type { HandlersOf } from '../rpc.ts';
import { getGroupApplicationList, handleGroupApplication } from './applications.ts';
import * as lifecycle from './lifecycle.ts';
import * as membership from './membership.ts';

/** The group ops of protocol.ts; each service checks who may (groups/policy.ts) inside its transaction. */
export const groupHandlers: HandlersOf<keyof typeof groupRpcSchemas> = {
  createGroup: async (s, caller, p) => ({ group: await lifecycle.createGroup(s, caller, p) }),
  getGroupList: async (s, caller) => ({ groupList: await lifecycle.getGroupList(s, caller) }),
  getGroupProfile: async (s, caller, p) => ({ group: await lifecycle.getGroupProfile(s, caller, p.groupID) }),
  updateGroupProfile: async (s, caller, p) => ({ group: await lifecycle.updateGroupProfile(s, caller, p) }),
  searchGroupByID: async (s, caller, p) => ({ group: await lifecycle.searchGroupByID(s, caller, p.groupID) }),
  dismissGroup: async (s, caller, p) => {
    await lifecycle.dismissGroup(s, caller, p.groupID);
    return { groupID: p.groupID };
  },
  changeGroupOwner: async (s, caller, p) => ({
    group: await lifecycle.changeGroupOwner(s, caller, p.groupID, p.newOwnerID),
  }),
  joinGroup: async (s, caller, p) => membership.joinGroup(s, caller, p.groupID, p.applyMessage),
  quitGroup: async (s, caller, p) => {
    await membership.quitGroup(s, caller, p.groupID);
    return { groupID: p.groupID };
  },
  addGroupMember: async (s, caller, p) => membership.addGroupMember(s, caller, p.groupID, p.userIDList),
  deleteGroupMember: async (s, caller, p) => membership.deleteGroupMember(s, caller, p.groupID, p.userIDList),
  setGroupMemberRole: async (s, caller, p) => ({
    group: await membership.setGroupMemberRole(s, caller, p.groupID, p.userID, p.role as GroupRole),
  }),
  setGroupMemberMuteTime: async (s, caller, p) =>
    membership.setGroupMemberMuteTime(s, caller, p.groupID, p.userID, p.muteTime),
  getGroupMemberList: async (s, caller, p) => membership.getGroupMemberList(s, caller, p),
  getGroupMemberProfile: async (s, caller, p) => ({
    memberList: await membership.getGroupMemberProfile(s, caller, p.groupID, p.userIDList),
  }),
  getGroupApplicationList: async (s, caller) => ({
    applicationList: await getGroupApplicationList(s, caller),
  }),
  handleGroupApplication: async (s, caller, p) => ({
    application: await handleGroupApplication(s, caller, p),
  }),
};
