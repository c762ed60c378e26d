import { ChatSDK, type Conversation, type Group, type GroupSystemNotice } from '@renli/chat-sdk';
import { ChatCode } from '@renli/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMembers, lockGroup } from '../groups/members.ts';
import { chatGroups } from '../schema.ts';
import { type ChatTestServer, startChatServer } from '../testing.ts';
import { type SdkClient, sdkClient, sdkPeople, text } from './helpers.ts';

const { EVENT, TYPES } = ChatSDK;

let server: ChatTestServer;
const clients: SdkClient[] = [];

const people = (...names: string[]) => sdkPeople(server, clients, ...names);

async function groupOf(owner: SdkClient, type: string, members: SdkClient[], name = '测试群') {
  const { data } = await owner.chat.createGroup({
    name,
    type,
    memberList: members.map((m) => ({ userID: m.user.userID })),
  });
  return data.group.groupID;
}

const groupsOf = (c: SdkClient) => c.eventsOf<Group[]>(EVENT.GROUP_LIST_UPDATED).at(-1) ?? [];
const say = (c: SdkClient, groupID: string, body: string) => text(c.chat, groupID, body, 'GROUP');

beforeAll(async () => {
  server = await startChatServer();
});
afterAll(async () => {
  for (const c of clients) await c.chat.destroy();
  await server.close();
});

describe('mutes', () => {
  it('a muted member who becomes the owner is no longer muted (nobody may mute an owner)', async () => {
    const [owner, heir] = await people('让位群主', '被禁言继任者');
    const groupID = await groupOf(owner!, 'Public', [heir!]);
    await owner!.chat.setGroupMemberMuteTime({ groupID, userID: heir!.user.userID, muteTime: 2592000 });
    await expect(say(heir!, groupID, '还在禁言')).rejects.toMatchObject({ code: ChatCode.MUTED });
    await owner!.chat.changeGroupOwner({ groupID, newOwnerID: heir!.user.userID });
    await say(heir!, groupID, '我是新群主了');
  });

  it('a muted member gets "muted by the admin" until the mute is lifted; mute-all spares owner and admins', async () => {
    const [owner, admin, member] = await people('禁言群主', '禁言管理员', '被禁言者');
    const groupID = await groupOf(owner!, 'Public', [admin!, member!]);
    await owner!.chat.setGroupMemberRole({ groupID, userID: admin!.user.userID, role: 'Admin' });
    const muted = await admin!.chat.setGroupMemberMuteTime({
      groupID,
      userID: member!.user.userID,
      muteTime: 2592000,
    });
    const until = muted.data.member.muteUntil;
    expect(until - Math.floor(Date.now() / 1000)).toBeGreaterThan(2592000 - 60);
    await expect(say(member!, groupID, '我要发言')).rejects.toMatchObject({
      code: ChatCode.MUTED,
      message: '您已被管理员禁言',
    });
    await member!.waitFor(
      () => member!.received().some((m) => m.type === TYPES.MSG_GRP_TIP && m.payload.operationType === 7),
      'mute tip',
    );
    const tip = member!.received().find((m) => m.payload.operationType === TYPES.GRP_TIP_MBR_PROFILE_UPDATED);
    // Tips name the people as they were called then, so readers show names rather than IDs.
    expect(tip?.payload.memberList).toEqual([
      { userID: member!.user.userID, nick: '被禁言者', muteTime: 2592000 },
    ]);
    expect(tip?.payload.operatorInfo).toEqual({ userID: admin!.user.userID, nick: '禁言管理员' });
    // The admin cannot mute the owner; nobody mutes themselves.
    await expect(
      admin!.chat.setGroupMemberMuteTime({ groupID, userID: owner!.user.userID, muteTime: 60 }),
    ).rejects.toMatchObject({ code: ChatCode.PERMISSION_DENIED });

    await admin!.chat.setGroupMemberMuteTime({ groupID, userID: member!.user.userID, muteTime: 0 });
    await say(member!, groupID, '解除禁言了');

    await admin!.chat.updateGroupProfile({ groupID, muteAllMembers: true });
    await expect(say(member!, groupID, '全员禁言中')).rejects.toMatchObject({ code: ChatCode.MUTED });
    await say(admin!, groupID, '管理员可以说话');
    await say(owner!, groupID, '群主也可以');
    const profile = (await member!.chat.getGroupProfile({ groupID })).data.group;
    expect(profile.muteAllMembers).toBe(true);
  });
});

describe('leaving', () => {
  it('a removed member is told, keeps a read-only conversation ending with the notice, and hears no more', async () => {
    const [owner, member, other] = await people('踢人群主', '被移出者', '留下的人');
    const groupID = await groupOf(owner!, 'Work', [member!, other!]);
    await say(owner!, groupID, '移出前的消息');
    await owner!.chat.deleteGroupMember({ groupID, userIDList: [member!.user.userID] });
    await member!.waitFor(() => member!.eventsOf(EVENT.GROUP_SYSTEM_NOTICE_RECEIVED).length === 1, 'notice');
    expect(member!.eventsOf<GroupSystemNotice>(EVENT.GROUP_SYSTEM_NOTICE_RECEIVED)[0]).toEqual({
      type: 'kicked',
      groupID,
      operatorID: owner!.user.userID,
    });
    const kickTip = member!.received().find((m) => m.payload.operationType === TYPES.GRP_TIP_MBR_KICKED_OUT);
    expect(kickTip?.payload.userIDList).toEqual([member!.user.userID]);

    await say(owner!, groupID, '移出后的消息');
    await other!.waitFor(() => other!.texts().includes('移出后的消息'), 'others still talk');
    expect(member!.texts()).not.toContain('移出后的消息');
    await expect(say(member!, groupID, '我还能说话吗')).rejects.toMatchObject({
      code: ChatCode.NOT_A_MEMBER,
    });

    // A fresh login: the conversation is there, marked, ending with the notice of the removal.
    const again = await sdkClient(server, member!.user);
    clients.push(again);
    const conversation = (await again.conversation(`GROUP${groupID}`)) as Conversation;
    expect(conversation).toMatchObject({ leftReason: 'kicked', maxSeq: kickTip?.sequence });
    const history = await again.chat.getMessageList({ conversationID: `GROUP${groupID}` });
    expect(history.data.messageList.map((m) => m.payload.text ?? m.payload.operationType)).toContain(
      '移出前的消息',
    );
    expect(history.data.messageList.at(-1)?.ID).toBe(kickTip?.ID);
  });

  it('quitting and dismissing; the owner cannot quit', async () => {
    const [owner, member, other] = await people('解散群主', '退群者', '最后的人');
    const groupID = await groupOf(owner!, 'Meeting', [member!, other!]);
    await expect(owner!.chat.quitGroup(groupID)).rejects.toMatchObject({ code: ChatCode.OWNER_CANNOT_QUIT });
    await member!.chat.quitGroup(groupID);
    await other!.waitFor(
      () => other!.received().some((m) => m.payload.operationType === TYPES.GRP_TIP_MBR_QUIT),
      'quit tip',
    );
    await owner!.chat.dismissGroup(groupID);
    await other!.waitFor(
      () =>
        other!
          .eventsOf<GroupSystemNotice>(EVENT.GROUP_SYSTEM_NOTICE_RECEIVED)
          .some((n) => n.type === 'dismissed'),
      'dismissed notice',
    );
    await other!.waitFor(
      () =>
        other!
          .eventsOf<Conversation[]>(EVENT.CONVERSATION_LIST_UPDATED)
          .at(-1)
          ?.some((c) => c.conversationID === `GROUP${groupID}` && c.leftReason === 'dismissed') ?? false,
      'conversation marked dismissed',
    );
    await expect(other!.chat.getGroupProfile({ groupID })).rejects.toMatchObject({
      code: ChatCode.GROUP_NOT_FOUND,
    });
    expect((await other!.chat.getGroupList()).data.groupList.map((g) => g.groupID)).not.toContain(groupID);
  });

  it('dismissing does not reopen the history of those who had already quit', async () => {
    const [owner, quitter, stayer] = await people('解散前群主', '早退者', '留守者');
    const groupID = await groupOf(owner!, 'Public', [quitter!, stayer!]);
    await say(owner!, groupID, '退群前的消息');
    await quitter!.chat.quitGroup(groupID);
    await say(owner!, groupID, '退群后的消息');
    await owner!.chat.dismissGroup(groupID);

    const read = async (who: SdkClient) => {
      // A fresh login reads the server's history, not what the device cached.
      const fresh = await sdkClient(server, who.user);
      clients.push(fresh);
      const { data } = await fresh.chat.getMessageList({ conversationID: `GROUP${groupID}` });
      return data.messageList.map((m) => m.payload.text ?? m.payload.operationType);
    };
    const quitterSees = await read(quitter!);
    expect(quitterSees).toContain('退群前的消息');
    expect(quitterSees).not.toContain('退群后的消息');
    expect(quitterSees).not.toContain(TYPES.GRP_TIP_GRP_DISMISSED);
    const stayerSees = await read(stayer!);
    expect(stayerSees).toContain('退群后的消息');
    expect(stayerSees.at(-1)).toBe(TYPES.GRP_TIP_GRP_DISMISSED);
  });
});

describe('reconnecting', () => {
  it('a device that was offline while it was removed gets the new group list on reconnect', async () => {
    const [owner, member] = await people('重连群主', '离线成员');
    const groupID = await groupOf(owner!, 'Public', [member!]);
    await member!.waitFor(() => (groupsOf(member!) ?? []).some((g) => g.groupID === groupID), 'in the list');
    member!.transport.suspend();
    await owner!.chat.deleteGroupMember({ groupID, userIDList: [member!.user.userID] });
    const before = member!.eventsOf(EVENT.GROUP_LIST_UPDATED).length;
    member!.transport.resume();
    await member!.waitFor(
      () => member!.eventsOf(EVENT.GROUP_LIST_UPDATED).length > before,
      'list after reconnect',
    );
    expect(groupsOf(member!).map((g) => g.groupID)).not.toContain(groupID);
  });
});

describe('history and limits by group type', () => {
  it('Meeting members read messages from before they joined; Work members do not', async () => {
    const [owner, late] = await people('历史群主', '后来者');
    const meeting = await groupOf(owner!, 'Meeting', []);
    const work = await groupOf(owner!, 'Work', []);
    await say(owner!, meeting, '会议纪要');
    await say(owner!, work, '内部资料');
    await late!.chat.joinGroup({ groupID: meeting });
    await owner!.chat.addGroupMember({ groupID: work, userIDList: [late!.user.userID] });
    const meetingHistory = await late!.chat.getMessageList({ conversationID: `GROUP${meeting}` });
    expect(meetingHistory.data.messageList.map((m) => m.payload.text)).toContain('会议纪要');
    const workHistory = await late!.chat.getMessageList({ conversationID: `GROUP${work}` });
    expect(workHistory.data.messageList.map((m) => m.payload.text)).not.toContain('内部资料');
  });

  it('AVChatRoom: joined freely, delivered live, keeps no history', async () => {
    const [host, viewer] = await people('主播', '观众');
    const room = await groupOf(host!, 'AVChatRoom', []);
    expect((await viewer!.chat.joinGroup({ groupID: room })).data.status).toBe(TYPES.JOIN_STATUS_SUCCESS);
    await say(host!, room, '欢迎来到直播间');
    await viewer!.waitFor(() => viewer!.texts().includes('欢迎来到直播间'), 'live message');
    const history = await viewer!.chat.getMessageList({ conversationID: `GROUP${room}` });
    expect(history.data.messageList).toEqual([]);
  });

  it('Community holds at most 100000 members: the next joiner is refused with 10014', async () => {
    const [owner, first, second] = await people('社群群主', '第十万人', '第十万零一人');
    const community = await groupOf(owner!, 'Community', []);
    await server.deps.db
      .update(chatGroups)
      .set({ memberCount: 99999 })
      .where(eq(chatGroups.groupId, community));
    expect((await first!.chat.joinGroup({ groupID: community })).data.status).toBe(TYPES.JOIN_STATUS_SUCCESS);
    await expect(second!.chat.joinGroup({ groupID: community })).rejects.toMatchObject({
      code: ChatCode.GROUP_FULL,
    });
  });

  it('member lists page by cursor in pages of at most 100', async () => {
    const [owner] = await people('大群群主');
    const groupID = await groupOf(owner!, 'Public', []);
    const extra = await Promise.all(Array.from({ length: 229 }, (_, i) => server.createUser(`成员${i}`)));
    await server.deps.db.transaction(async (tx) => {
      const group = await lockGroup(tx, groupID);
      await insertMembers(
        tx,
        group,
        extra.map((u) => u.userID),
      );
    });
    const pages: number[] = [];
    const seen = new Set<string>();
    let offset = '';
    do {
      const page = (await owner!.chat.getGroupMemberList({ groupID, count: 100, offset })).data;
      pages.push(page.memberList.length);
      for (const m of page.memberList) seen.add(m.userID);
      offset = page.offset;
    } while (offset !== '');
    expect(pages).toEqual([100, 100, 30]);
    expect(seen.size).toBe(230);
    // Tencent's numeric offset: positions, the next one in the answer, 0 at the end.
    const numbered: number[] = [];
    let position = 0;
    do {
      const page = (await owner!.chat.getGroupMemberList({ groupID, count: 100, offset: position })).data;
      numbered.push(page.memberList.length);
      position = page.offset;
    } while (position !== 0);
    expect(numbered).toEqual([100, 100, 30]);
    const some = extra.slice(0, 2).map((u) => u.userID);
    const profiles = (await owner!.chat.getGroupMemberProfile({ groupID, userIDList: some })).data.memberList;
    expect(profiles.map((m) => m.nick).sort()).toEqual(['成员0', '成员1']);
  });
});
