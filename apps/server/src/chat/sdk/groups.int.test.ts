import { ChatSDK, type Group, type GroupApplication, type Message } from '@renli/chat-sdk';
import { ChatCode } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatTestServer, startChatServer } from '../testing.ts';
import { type SdkClient, sdkClient, sdkPeople } from './helpers.ts';

const { EVENT, TYPES } = ChatSDK;

let server: ChatTestServer;
const clients: SdkClient[] = [];

const people = (...names: string[]) => sdkPeople(server, clients, ...names);

const groupsOf = (c: SdkClient) => c.eventsOf<Group[]>(EVENT.GROUP_LIST_UPDATED).at(-1) ?? [];
const tipsIn = (c: SdkClient, groupID: string) =>
  c.received().filter((m: Message) => m.to === groupID && m.type === TYPES.MSG_GRP_TIP);

/** A Public group (joined by approval) with one admin besides its owner. */
async function publicGroupWithAdmin(owner: SdkClient, admin: SdkClient, name: string) {
  const { group } = (
    await owner.chat.createGroup({ name, type: 'Public', memberList: [{ userID: admin.user.userID }] })
  ).data;
  await owner.chat.setGroupMemberRole({ groupID: group.groupID, userID: admin.user.userID, role: 'Admin' });
  return group;
}

beforeAll(async () => {
  server = await startChatServer();
});
afterAll(async () => {
  for (const c of clients) await c.chat.destroy();
  await server.close();
});

describe('creating groups', () => {
  it('puts the group in every member’s list and opens the conversation with the creation notice', async () => {
    const [owner, a, b] = await people('王经理', '李四', '赵六');
    const { data } = await owner!.chat.createGroup({
      name: '人事部',
      type: TYPES.GRP_WORK,
      memberList: [{ userID: a!.user.userID }, { userID: b!.user.userID }],
    });
    const { group } = data;
    expect(group).toMatchObject({
      name: '人事部',
      type: 'Work',
      memberCount: 3,
      ownerID: owner!.user.userID,
    });
    expect(group.selfInfo?.role).toBe(TYPES.GRP_MBR_ROLE_OWNER);
    for (const member of [a!, b!]) {
      await member.waitFor(() => groupsOf(member).some((g) => g.groupID === group.groupID), 'group list');
      expect(groupsOf(member).find((g) => g.groupID === group.groupID)?.selfInfo?.role).toBe('Member');
      await member.waitFor(() => member.received().some((m) => m.to === group.groupID), 'creation notice');
      const notice = member.received().find((m) => m.to === group.groupID);
      expect(JSON.parse(String(notice?.payload.data))).toMatchObject({ businessID: 'group_create' });
    }
    const list = await a!.chat.getGroupList();
    expect(list.data.groupList.map((g) => g.groupID)).toContain(group.groupID);
  });

  it('validates names and IDs: empty name, chosen IDs, Community IDs always generated', async () => {
    const [owner] = await people('创建者');
    await expect(owner!.chat.createGroup({ name: '  ', type: 'Public' })).rejects.toMatchObject({
      code: ChatCode.INVALID_PARAMS,
      message: '群名称不能为空',
    });
    const chosen = await owner!.chat.createGroup({
      name: '招聘群',
      type: 'Public',
      groupID: 'hr-recruit-2026',
    });
    expect(chosen.data.group).toMatchObject({
      groupID: 'hr-recruit-2026',
      joinOption: TYPES.JOIN_OPTIONS_NEED_PERMISSION,
    });
    await expect(
      owner!.chat.createGroup({ name: '招聘群二', type: 'Public', groupID: 'hr-recruit-2026' }),
    ).rejects.toMatchObject({ code: ChatCode.GROUP_ID_TAKEN });
    const community = await owner!.chat.createGroup({ name: '校友会', type: 'Community', groupID: 'mine' });
    expect(community.data.group.groupID).toMatch(/^@TGS#_/);
    const live = await owner!.chat.createGroup({ name: '直播间', type: 'AVChatRoom' });
    // The creator of a live room is in it at once.
    expect(live.data.group).toMatchObject({ memberCount: 1, selfInfo: { role: 'Owner' }, maxMemberCount: 0 });
  });
});

describe('group profile', () => {
  it('enforces the name and notice rules and tells every member', async () => {
    const [owner, member] = await people('群主', '成员');
    const { group } = (
      await owner!.chat.createGroup({
        name: '财务群',
        type: 'Meeting',
        memberList: [{ userID: member!.user.userID }],
      })
    ).data;
    for (const bad of ['a', 'HR 部门', 'x'.repeat(21), '财务/税务']) {
      await expect(
        owner!.chat.updateGroupProfile({ groupID: group.groupID, name: bad }),
      ).rejects.toMatchObject({
        code: ChatCode.INVALID_PARAMS,
      });
    }
    await expect(
      owner!.chat.updateGroupProfile({ groupID: group.groupID, notification: '告'.repeat(151) }),
    ).rejects.toMatchObject({ message: '群公告超出长度限制，最大长度为 150' });
    const updated = await owner!.chat.updateGroupProfile({
      groupID: group.groupID,
      name: '财务部_2026',
      notification: '告'.repeat(150),
    });
    expect(updated.data.group).toMatchObject({ name: '财务部_2026', selfInfo: { role: 'Owner' } });
    await member!.waitFor(
      () =>
        member!
          .eventsOf<{ group: Group }>(EVENT.GROUP_ATTRIBUTES_UPDATED)
          .some((e) => e.group.name === '财务部_2026'),
      'attributes pushed',
    );
    await member!.waitFor(() => tipsIn(member!, group.groupID).length === 1, 'profile tip');
    expect(tipsIn(member!, group.groupID)[0]?.payload).toMatchObject({
      operationType: TYPES.GRP_TIP_GRP_PROFILE_UPDATED,
      operatorID: owner!.user.userID,
      newGroupProfile: { name: '财务部_2026' },
    });
    // A plain member may not edit it.
    await expect(
      member!.chat.updateGroupProfile({ groupID: group.groupID, name: '我改的' }),
    ).rejects.toMatchObject({
      code: ChatCode.PERMISSION_DENIED,
    });
  });
});

describe('joining', () => {
  it('answers JoinedSuccess, AlreadyInGroup, and refuses Work and closed Public groups', async () => {
    const [owner, visitor] = await people('组织者', '访客');
    const meeting = (await owner!.chat.createGroup({ name: '周会', type: 'Meeting' })).data.group;
    const joined = await visitor!.chat.joinGroup({ groupID: meeting.groupID });
    expect(joined.data).toMatchObject({ status: TYPES.JOIN_STATUS_SUCCESS, group: { memberCount: 2 } });
    const again = await visitor!.chat.joinGroup({ groupID: meeting.groupID });
    expect(again.data.status).toBe(TYPES.JOIN_STATUS_ALREADY_IN_GROUP);

    const work = (await owner!.chat.createGroup({ name: '项目组', type: 'Work' })).data.group;
    await expect(visitor!.chat.joinGroup({ groupID: work.groupID })).rejects.toMatchObject({
      code: ChatCode.PERMISSION_DENIED,
      message: '该群仅支持邀请加入',
    });
    // Work groups are private: not found by ID by outsiders.
    await expect(visitor!.chat.searchGroupByID(work.groupID)).rejects.toMatchObject({
      code: ChatCode.GROUP_NOT_FOUND,
    });
    const closed = (
      await owner!.chat.createGroup({
        name: '闭门群',
        type: 'Public',
        joinOption: TYPES.JOIN_OPTIONS_DISABLE_APPLY,
      })
    ).data.group;
    await expect(visitor!.chat.joinGroup({ groupID: closed.groupID })).rejects.toMatchObject({
      code: ChatCode.PERMISSION_DENIED,
    });
    await expect(visitor!.chat.joinGroup({ groupID: 'no-such-group' })).rejects.toMatchObject({
      code: ChatCode.GROUP_NOT_FOUND,
    });
  });

  it('Public: applications wait for the owner or an admin; the pending count falls by one per answer', async () => {
    const [owner, admin, alice, bob] = await people('群主甲', '管理员乙', '申请人丙', '申请人丁');
    const group = await publicGroupWithAdmin(owner!, admin!, '人才交流群');
    for (const applicant of [alice!, bob!]) {
      const r = await applicant.chat.joinGroup({ groupID: group.groupID, applyMessage: '我是新同事' });
      expect(r.data).toEqual({ status: TYPES.JOIN_STATUS_WAIT_APPROVAL });
    }
    const pendingFor = (c: SdkClient) =>
      c.eventsOf<{ applicationList: GroupApplication[] }>(EVENT.GROUP_APPLICATION_LIST_UPDATED).at(-1)
        ?.applicationList ?? [];
    await owner!.waitFor(() => pendingFor(owner!).length === 2, 'two applications pushed');
    const { applicationList } = (await admin!.chat.getGroupApplicationList()).data;
    expect(applicationList).toHaveLength(2);
    expect(applicationList.find((a) => a.applicant === alice!.user.userID)).toMatchObject({
      groupID: group.groupID,
      applicationType: 0,
      applicantNick: '申请人丙',
      note: '我是新同事',
      actionStatus: '',
    });
    const aliceApplication = applicationList.find(
      (a) => a.applicant === alice!.user.userID,
    ) as GroupApplication;
    const bobApplication = applicationList.find((a) => a.applicant === bob!.user.userID) as GroupApplication;

    const agreed = await admin!.chat.handleGroupApplication({
      handleAction: 'Agree',
      application: aliceApplication,
    });
    expect(agreed.data.application.actionStatus).toBe('Agree');
    await owner!.waitFor(() => pendingFor(owner!).length === 1, 'count falls to one');
    await alice!.waitFor(
      () => groupsOf(alice!).some((g) => g.groupID === group.groupID),
      'alice in the group',
    );
    await expect(
      owner!.chat.handleGroupApplication({ handleAction: 'Reject', application: aliceApplication }),
    ).rejects.toMatchObject({ code: ChatCode.APPLICATION_HANDLED });

    await owner!.chat.handleGroupApplication({ handleAction: 'Reject', application: bobApplication });
    await owner!.waitFor(() => pendingFor(owner!).length === 0, 'count falls to zero');
    expect((await owner!.chat.getGroupProfile({ groupID: group.groupID })).data.group.memberCount).toBe(3);
    // Bob was refused and may apply again.
    expect((await bob!.chat.joinGroup({ groupID: group.groupID })).data.status).toBe(
      TYPES.JOIN_STATUS_WAIT_APPROVAL,
    );
    // Members who are neither owner nor admin cannot handle applications.
    const [pending] = (await owner!.chat.getGroupApplicationList()).data.applicationList;
    await expect(
      alice!.chat.handleGroupApplication({ handleAction: 'Agree', application: pending as GroupApplication }),
    ).rejects.toMatchObject({ code: ChatCode.PERMISSION_DENIED });
  });
});

describe('concurrent conflicting operations leave one consistent state', () => {
  it('two admins answering the same application: one wins, the other gets 10024, one member added', async () => {
    const [owner, admin, applicant] = await people('并发群主', '并发管理员', '并发申请人');
    const group = await publicGroupWithAdmin(owner!, admin!, '并发测试');
    await applicant!.chat.joinGroup({ groupID: group.groupID });
    const [application] = (await owner!.chat.getGroupApplicationList()).data.applicationList;
    const results = await Promise.allSettled([
      owner!.chat.handleGroupApplication({
        handleAction: 'Agree',
        application: application as GroupApplication,
      }),
      admin!.chat.handleGroupApplication({
        handleAction: 'Reject',
        application: application as GroupApplication,
      }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: ChatCode.APPLICATION_HANDLED });
    const agreed = results[0]?.status === 'fulfilled';
    expect((await owner!.chat.getGroupProfile({ groupID: group.groupID })).data.group.memberCount).toBe(
      agreed ? 3 : 2,
    );
  });

  it('transferring ownership to a member while removing them: exactly one happens', async () => {
    const [owner, heir, other] = await people('老群主', '继任者', '旁观者');
    const group = (
      await owner!.chat.createGroup({
        name: '交接群',
        type: 'Public',
        memberList: [{ userID: heir!.user.userID }, { userID: other!.user.userID }],
      })
    ).data.group;
    const ownerPhone = await sdkClient(server, owner!.user);
    clients.push(ownerPhone);
    const [transfer, removal] = await Promise.allSettled([
      owner!.chat.changeGroupOwner({ groupID: group.groupID, newOwnerID: heir!.user.userID }),
      ownerPhone.chat.deleteGroupMember({ groupID: group.groupID, userIDList: [heir!.user.userID] }),
    ]);
    expect([transfer.status, removal.status].sort()).toEqual(['fulfilled', 'rejected']);
    const { memberList } = (await other!.chat.getGroupMemberList({ groupID: group.groupID })).data;
    const owners = memberList.filter((m) => m.role === 'Owner');
    expect(owners).toHaveLength(1);
    const profile = (await other!.chat.getGroupProfile({ groupID: group.groupID })).data.group;
    expect(profile.ownerID).toBe(owners[0]?.userID);
    if (transfer.status === 'fulfilled') {
      expect(profile).toMatchObject({ ownerID: heir!.user.userID, memberCount: 3 });
      expect((removal as PromiseRejectedResult).reason).toMatchObject({ code: ChatCode.PERMISSION_DENIED });
    } else {
      expect(profile).toMatchObject({ ownerID: owner!.user.userID, memberCount: 2 });
      expect((transfer as PromiseRejectedResult).reason).toMatchObject({ code: ChatCode.NOT_A_MEMBER });
    }
  });
});
