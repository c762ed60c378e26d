import type { PushData, PushType } from '@renli/contracts';
import { EVENT, SDK_CODE, TYPES } from './constants.ts';
import { chatError, toChatError } from './errors.ts';
import type {
  CreateGroupOptions,
  GetGroupMemberListOptions,
  Group,
  GroupApplication,
  GroupMember,
  UpdateGroupProfileOptions,
} from './public-types.ts';
import { ChatRelations } from './relations.ts';
import { type ChatPromise, ok } from './session.ts';

type GroupPush = 'group' | 'groupSelf' | 'groupRemoved' | 'groupApplication';
const GROUP_PUSHES: readonly PushType[] = ['group', 'groupSelf', 'groupRemoved', 'groupApplication'];

const need = (value: unknown, name: string) => {
  if (typeof value !== 'string' || value === '')
    throw chatError(SDK_CODE.INVALID_PARAMS, `${name} is required`);
  return value;
};

/**
 * Groups, members, join applications and mutes (issue 4), as in Tencent Cloud Chat. The SDK keeps
 * the groups I am in and the applications waiting for me, updated by the server's pushes on every
 * device; the server decides who may do what.
 */
export class ChatGroups extends ChatRelations {
  private readonly groups = new Map<string, Group>();
  private readonly applications = new Map<number, GroupApplication>();

  private rememberGroup(group: Group): Group {
    const known = this.groups.get(group.groupID);
    // Profile pushes carry no `selfInfo`: keep mine.
    const merged = group.selfInfo || !known?.selfInfo ? group : { ...group, selfInfo: known.selfInfo };
    this.groups.set(group.groupID, merged);
    return merged;
  }

  private groupsChanged(): void {
    this.events.emit(EVENT.GROUP_LIST_UPDATED, [...this.groups.values()]);
  }

  private applicationsChanged(): void {
    this.events.emit(EVENT.GROUP_APPLICATION_LIST_UPDATED, {
      applicationList: [...this.applications.values()],
    });
  }

  /** `type` defaults to `TYPES.GRP_WORK`, as in Tencent's SDK. */
  async createGroup(options: CreateGroupOptions): ChatPromise<{ group: Group }> {
    const { group } = await this.call('createGroup', { ...options, type: options?.type ?? TYPES.GRP_WORK });
    this.rememberGroup(group);
    this.groupsChanged();
    return ok({ group });
  }

  async getGroupList(): ChatPromise<{ groupList: Group[] }> {
    const { groupList } = await this.call('getGroupList', {});
    this.groups.clear();
    for (const group of groupList) this.groups.set(group.groupID, group);
    return ok({ groupList });
  }

  async getGroupProfile(options: { groupID: string }): ChatPromise<{ group: Group }> {
    const { group } = await this.call('getGroupProfile', { groupID: need(options?.groupID, 'groupID') });
    return ok({ group: group.selfInfo ? this.rememberGroup(group) : group });
  }

  async updateGroupProfile(options: UpdateGroupProfileOptions): ChatPromise<{ group: Group }> {
    const { group } = await this.call('updateGroupProfile', options);
    return ok({ group: this.rememberGroup(group) });
  }

  async searchGroupByID(groupID: string): ChatPromise<{ group: Group }> {
    return ok(await this.call('searchGroupByID', { groupID: need(groupID, 'groupID') }));
  }

  /** Resolves `status`: JoinedSuccess, WaitAdminApproval or AlreadyInGroup (`TYPES.JOIN_STATUS_*`). */
  async joinGroup(options: {
    groupID: string;
    applyMessage?: string;
  }): ChatPromise<{ status: string; group?: Group }> {
    const result = await this.call('joinGroup', options);
    if (result.group) this.rememberGroup(result.group);
    return ok(result);
  }

  async quitGroup(groupID: string): ChatPromise<{ groupID: string }> {
    return this.leaveGroup('quitGroup', groupID);
  }

  async dismissGroup(groupID: string): ChatPromise<{ groupID: string }> {
    return this.leaveGroup('dismissGroup', groupID);
  }

  /** Quit or dismiss: either way the group leaves my list. */
  private async leaveGroup(
    op: 'quitGroup' | 'dismissGroup',
    groupID: string,
  ): ChatPromise<{ groupID: string }> {
    await this.call(op, { groupID: need(groupID, 'groupID') });
    this.groups.delete(groupID);
    this.groupsChanged();
    return ok({ groupID });
  }

  async changeGroupOwner(options: { groupID: string; newOwnerID: string }): ChatPromise<{ group: Group }> {
    const { group } = await this.call('changeGroupOwner', options);
    return ok({ group: this.rememberGroup(group) });
  }

  /**
   * Pages of `count` members (15 by default, at most 100). A numeric `offset` (Tencent's form) pages
   * by position and answers the next one (0 at the end); a string one pages by cursor ('' at the end).
   */
  async getGroupMemberList<O extends number | string = number>(
    options: GetGroupMemberListOptions & { offset?: O },
  ): ChatPromise<{ memberList: GroupMember[]; offset: O extends string ? string : number }> {
    const { memberList, offset } = await this.call('getGroupMemberList', {
      groupID: need(options?.groupID, 'groupID'),
      count: options.count ?? 15,
      offset: options.offset ?? 0,
    });
    return ok({ memberList, offset: offset as O extends string ? string : number });
  }

  async getGroupMemberProfile(options: {
    groupID: string;
    userIDList: string[];
  }): ChatPromise<{ memberList: GroupMember[] }> {
    return ok(await this.call('getGroupMemberProfile', options));
  }

  async addGroupMember(options: { groupID: string; userIDList: string[] }): ChatPromise<{
    successUserIDList: string[];
    failureUserIDList: string[];
    existedUserIDList: string[];
    group: Group;
  }> {
    return ok(await this.call('addGroupMember', options));
  }

  async deleteGroupMember(options: {
    groupID: string;
    userIDList: string[];
    reason?: string;
  }): ChatPromise<{ group: Group; userIDList: string[] }> {
    return ok(await this.call('deleteGroupMember', options));
  }

  /** `role`: `TYPES.GRP_MBR_ROLE_ADMIN` or `TYPES.GRP_MBR_ROLE_MEMBER`. */
  async setGroupMemberRole(options: {
    groupID: string;
    userID: string;
    role: 'Admin' | 'Member';
  }): ChatPromise<{ group: Group }> {
    return ok(await this.call('setGroupMemberRole', options));
  }

  /** `muteTime` in seconds from now (2592000 for 30 days); 0 lifts the mute. */
  async setGroupMemberMuteTime(options: {
    groupID: string;
    userID: string;
    muteTime: number;
  }): ChatPromise<{ group: Group; member: GroupMember }> {
    return ok(await this.call('setGroupMemberMuteTime', options));
  }

  async getGroupApplicationList(): ChatPromise<{ applicationList: GroupApplication[] }> {
    const { applicationList } = await this.call('getGroupApplicationList', {});
    this.applications.clear();
    for (const a of applicationList) this.applications.set(a.applicationID, a);
    return ok({ applicationList });
  }

  /** `application` is an item of `getGroupApplicationList`; `handleAction` 'Agree' or 'Reject'. */
  async handleGroupApplication(options: {
    handleAction: 'Agree' | 'Reject';
    handleMessage?: string;
    application: GroupApplication;
  }): ChatPromise<{ application: GroupApplication }> {
    const applicationID = options?.application?.applicationID;
    if (typeof applicationID !== 'number')
      throw chatError(SDK_CODE.INVALID_PARAMS, 'application is required');
    const result = await this.call('handleGroupApplication', {
      applicationID,
      handleAction: options.handleAction,
      handleMessage: options.handleMessage ?? '',
    });
    this.applications.delete(applicationID);
    this.applicationsChanged();
    return ok(result);
  }

  /** @internal */
  protected override handleLayerPush(type: PushType, data: unknown): void {
    if (!GROUP_PUSHES.includes(type)) {
      super.handleLayerPush(type, data);
      return;
    }
    this.onGroupPush(type as GroupPush, data);
  }

  private onGroupPush(type: GroupPush, data: unknown): void {
    switch (type) {
      case 'group': {
        const group = this.rememberGroup(data as PushData<'group'>);
        this.events.emit(EVENT.GROUP_ATTRIBUTES_UPDATED, { groupID: group.groupID, group });
        this.groupsChanged();
        return;
      }
      case 'groupSelf':
        this.rememberGroup(data as PushData<'groupSelf'>);
        this.groupsChanged();
        return;
      case 'groupRemoved': {
        const notice = data as PushData<'groupRemoved'>;
        this.groups.delete(notice.groupID);
        const conversation = this.state.conversations.get(`GROUP${notice.groupID}`);
        if (conversation) conversation.leftReason = notice.reason;
        this.state.changed();
        this.events.emit(EVENT.GROUP_SYSTEM_NOTICE_RECEIVED, {
          type: notice.reason,
          groupID: notice.groupID,
          operatorID: notice.operatorID,
        });
        this.groupsChanged();
        return;
      }
      case 'groupApplication': {
        const application = data as PushData<'groupApplication'>;
        if (application.actionStatus === '') this.applications.set(application.applicationID, application);
        else this.applications.delete(application.applicationID);
        this.applicationsChanged();
        return;
      }
    }
  }

  /** @internal Groups joined, left or changed while offline: the list and the pending applications, again. */
  protected override onReconnected(): void {
    super.onReconnected();
    const transport = this.transport;
    Promise.all([this.getGroupList(), this.getGroupApplicationList()]).then(
      () => {
        this.groupsChanged();
        this.applicationsChanged();
      },
      (error: unknown) => {
        // A logout meanwhile is not an error of this refresh.
        if (this.transport === transport) this.events.emit(EVENT.ERROR, toChatError(error));
      },
    );
  }

  /** @internal */
  protected override onSessionReset(): void {
    super.onSessionReset();
    this.groups.clear();
    this.applications.clear();
  }
}
