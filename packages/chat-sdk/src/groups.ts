import type { PushData, PushType, RpcParams, RpcResult } from '@renli/contracts';
import { EVENT, SDK_CODE } from './constants.ts';
import { chatError, toChatError } from './errors.ts';
import type { Group, GroupApplication } from './group-events.ts';
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

  async createGroup(options: RpcParams<'createGroup'>): ChatPromise<{ group: Group }> {
    const { group } = await this.call('createGroup', options);
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

  async updateGroupProfile(options: RpcParams<'updateGroupProfile'>): ChatPromise<{ group: Group }> {
    const { group } = await this.call('updateGroupProfile', options);
    return ok({ group: this.rememberGroup(group) });
  }

  async searchGroupByID(groupID: string): ChatPromise<{ group: Group }> {
    return ok(await this.call('searchGroupByID', { groupID: need(groupID, 'groupID') }));
  }

  /** Resolves `status`: JoinedSuccess, WaitAdminApproval or AlreadyInGroup (`TYPES.JOIN_STATUS_*`). */
  async joinGroup(options: RpcParams<'joinGroup'>): ChatPromise<RpcResult<'joinGroup'>> {
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

  async changeGroupOwner(options: RpcParams<'changeGroupOwner'>): ChatPromise<{ group: Group }> {
    const { group } = await this.call('changeGroupOwner', options);
    return ok({ group: this.rememberGroup(group) });
  }

  /** Pages of up to 100 members; pass the answer's `offset` for the next page ('' when done). */
  async getGroupMemberList(
    options: RpcParams<'getGroupMemberList'>,
  ): ChatPromise<RpcResult<'getGroupMemberList'>> {
    return ok(await this.call('getGroupMemberList', options));
  }

  async getGroupMemberProfile(
    options: RpcParams<'getGroupMemberProfile'>,
  ): ChatPromise<RpcResult<'getGroupMemberProfile'>> {
    return ok(await this.call('getGroupMemberProfile', options));
  }

  async addGroupMember(options: RpcParams<'addGroupMember'>): ChatPromise<RpcResult<'addGroupMember'>> {
    return ok(await this.call('addGroupMember', options));
  }

  async deleteGroupMember(
    options: RpcParams<'deleteGroupMember'>,
  ): ChatPromise<RpcResult<'deleteGroupMember'>> {
    return ok(await this.call('deleteGroupMember', options));
  }

  /** `role`: `TYPES.GRP_MBR_ROLE_ADMIN` or `TYPES.GRP_MBR_ROLE_MEMBER`. */
  async setGroupMemberRole(options: RpcParams<'setGroupMemberRole'>): ChatPromise<{ group: Group }> {
    return ok(await this.call('setGroupMemberRole', options));
  }

  /** `muteTime` in seconds from now (2592000 for 30 days); 0 lifts the mute. */
  async setGroupMemberMuteTime(
    options: RpcParams<'setGroupMemberMuteTime'>,
  ): ChatPromise<RpcResult<'setGroupMemberMuteTime'>> {
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

  /** Groups joined, left or changed while offline: the list and the pending applications, again. */
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

  protected override onSessionReset(): void {
    super.onSessionReset();
    this.groups.clear();
    this.applications.clear();
  }
}
