import { randomUUID } from 'node:crypto';
import { ChatCode, StaffStatus } from '@renli/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../modules/company/service.ts';
import { addStaffMember } from '../modules/staff/records.ts';
import { companyStaff } from '../modules/staff/schema.ts';
import { connect } from './test-client.ts';
import { type ChatTestServer, startChatServer } from './testing.ts';

let server: ChatTestServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(() => server.close());

const text = (to: string, body: string) => ({
  ID: randomUUID(),
  conversationType: 'C2C' as const,
  to,
  type: 'TIMTextElem' as const,
  payload: { text: body },
});

describe('who may see and message whom (issue 14, item 9)', () => {
  it('shows a stranger only an ID and refuses their one-to-one message, until a friend request', async () => {
    const colleague = await server.createUser('同事甲');
    const stranger = await server.createStranger('外人');
    const eve = await connect(server.url, stranger, { lang: 'en' });
    const { profileList } = await eve.ok('getUserProfile', { userIDList: [colleague.userID] });
    expect(profileList).toEqual([
      expect.objectContaining({ userID: colleague.userID, nick: '', avatar: '' }),
    ]);
    const refused = await eve.rpc('sendMessage', text(colleague.userID, 'hello'));
    expect(refused).toMatchObject({
      code: ChatCode.NOT_FRIENDS,
      message:
        'This user is not within your reach (a colleague, group member or friend); send a friend request first',
    });
    // A friend request is the way in: both sides see each other while it waits, and may talk.
    await eve.ok('addFriend', { to: colleague.userID, wording: 'Hi' });
    const after = await eve.ok('getUserProfile', { userIDList: [colleague.userID] });
    expect(after.profileList[0]).toMatchObject({ nick: '同事甲' });
    expect((await eve.rpc('sendMessage', text(colleague.userID, 'hello'))).code).toBe(0);
    eve.close();
  });

  it('lets colleagues see and message each other', async () => {
    const [a, b] = [await server.createUser('甲'), await server.createUser('乙')];
    const alice = await connect(server.url, a);
    expect((await alice.ok('getUserProfile', { userIDList: [b.userID] })).profileList[0]).toMatchObject({
      nick: '乙',
    });
    expect((await alice.rpc('sendMessage', text(b.userID, 'hi'))).code).toBe(0);
    alice.close();
  });

  it("keeps another company's staff and a colleague who left out of reach (issue 16)", async () => {
    const me = await connect(server.url, await server.createUser('本公司员工'), { lang: 'en' });
    const other = await server.createStranger('他司员工');
    const { id: otherCompany } = await createCompany(server.deps.db, {
      compName: `他司 ${randomUUID()}`,
      ownerUserId: Number((await server.createStranger()).userID),
    });
    await addStaffMember(server.deps.db, {
      compId: otherCompany,
      userId: Number(other.userID),
      staffName: '他司员工',
    });
    const leaver = await server.createUser('已离职同事');
    await server.deps.db
      .update(companyStaff)
      .set({ status: StaffStatus.REMOVED })
      .where(eq(companyStaff.userId, Number(leaver.userID)));
    const { profileList } = await me.ok('getUserProfile', { userIDList: [other.userID, leaver.userID] });
    expect(profileList.map((p: { nick: string }) => p.nick)).toEqual(['', '']);
    for (const peer of [other, leaver]) {
      expect((await me.rpc('sendMessage', text(peer.userID, 'hi'))).code).toBe(ChatCode.NOT_FRIENDS);
    }
    me.close();
  });

  it("hides a Work group's profile from non-members, not a Public group's", async () => {
    const [owner, member] = [await server.createUser(), await server.createUser()];
    const outsider = await connect(server.url, await server.createStranger(), { lang: 'en' });
    const work = await server.createGroup({
      type: 'Work',
      ownerID: owner.userID,
      memberIDs: [member.userID],
      name: '机密项目',
    });
    const open = await server.createGroup({ type: 'Public', ownerID: owner.userID, name: '公开群' });
    const hidden = await outsider.rpc('getGroupProfile', { groupID: work });
    expect(hidden.code).toBe(ChatCode.GROUP_NOT_FOUND);
    expect(JSON.stringify(hidden)).not.toContain('机密项目');
    expect((await outsider.ok('getGroupProfile', { groupID: open })).group).toMatchObject({ name: '公开群' });
    outsider.close();
  });
});
