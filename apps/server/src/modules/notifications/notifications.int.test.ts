import type { Reminder, ReminderCount, ReminderPage, ReminderType } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createReminder } from './service.ts';
import { setUpIdentities } from './test-fixtures.ts';

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpIdentities>>;

beforeAll(async () => {
  t = await createTestApp();
  world = await setUpIdentities(t);
});
afterAll(() => t.close());

/** A demo reminder for one identity; the newest created last. */
const remind = (userId: number, compId: number | null, type: ReminderType, days = 3) =>
  createReminder(t.deps.db, {
    userId,
    compId,
    type,
    titleKey: 'remind.demo.leave.title',
    contentKey: 'remind.demo.leave.content',
    params: { name: '王芳', days },
    link: '#/oa/approve/list',
  });

const count = async (as: Caller) =>
  (await as.get<ReminderCount>('/cNewsRemind/selectNoReadNewsCount')).body.data;
const page = (as: Caller, body: object = {}) =>
  as.post<ReminderPage>('/cNewsRemind/selectNewsRemindByType', body);

describe('reminders of one identity', () => {
  let ids: number[];
  beforeAll(async () => {
    const { person, a } = world;
    ids = [];
    for (const [type, days] of [
      ['approval', 1],
      ['approval', 2],
      ['system', 3],
      ['approval', 4],
      ['staff', 5],
    ] as const) {
      ids.push((await remind(person.userId, a.compId, type, days)).id);
    }
  });

  it('counts unread reminders in total and per type', async () => {
    expect(await count(world.person.inA)).toEqual({ total: 5, byType: { approval: 3, system: 1, staff: 1 } });
  });

  it('pages newest first, rendered in the caller language', async () => {
    const first = await page(world.person.inA, { pageNum: 1, pageSize: 2 });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total: 5, pageNum: 1, pageSize: 2 });
    expect(first.body.data.list.map((r) => r.content)).toEqual([
      '王芳 asks for 5 days of annual leave; please review it.',
      '王芳 asks for 4 days of annual leave; please review it.',
    ]);
    const last = await page(world.person.inA, { pageNum: 3, pageSize: 2 });
    expect(last.body.data.list).toHaveLength(1);
    expect(last.body.data.list[0]).toMatchObject({
      type: 'approval',
      readAt: null,
      link: '#/oa/approve/list',
    });

    const zh = await t.call<ReminderPage>({
      method: 'POST',
      url: '/cNewsRemind/selectNewsRemindByType',
      headers: { access_token: world.person.inA.token, lang: 'zh-CN' },
      payload: { type: 'system' },
    });
    expect(zh.body.data.list.map((r) => [r.title, r.content])).toEqual([
      ['待审批：王芳的请假申请', '王芳申请3天年假，请及时审批。'],
    ]);
  });

  it('filters by type and read state; opening one marks it read', async () => {
    const opened = await world.person.inA.get<Reminder>(`/cNewsRemind/selectById/${ids[0]}`);
    expect(opened.status).toBe(200);
    expect(opened.body.data.readAt).not.toBeNull();
    // Opening again keeps the first reading time.
    const again = await world.person.inA.get<Reminder>(`/cNewsRemind/selectById/${ids[0]}`);
    expect(again.body.data.readAt).toBe(opened.body.data.readAt);

    const unreadApprovals = await page(world.person.inA, { type: 'approval', read: false });
    expect(unreadApprovals.body.data.total).toBe(2);
    const read = await page(world.person.inA, { read: true });
    expect(read.body.data.list.map((r) => r.id)).toEqual([ids[0]]);
    expect((await count(world.person.inA)).byType.approval).toBe(2);
  });

  it('marks chosen reminders read, then all, then deletes', async () => {
    const marked = await world.person.inA.post('/cNewsRemind/read', { ids: [ids[1], ids[2], ids[1]] });
    expect(marked.body.data).toEqual({ changed: 2 });
    expect(await count(world.person.inA)).toEqual({ total: 2, byType: { approval: 1, staff: 1 } });

    expect((await world.person.inA.post('/cNewsRemind/readAll', {})).body.data).toEqual({ changed: 2 });
    expect(await count(world.person.inA)).toEqual({ total: 0, byType: {} });

    const deleted = await world.person.inA.post('/cNewsRemind/delete', { ids: [ids[3], ids[4]] });
    expect(deleted.body.data).toEqual({ deleted: 2 });
    expect((await page(world.person.inA)).body.data.total).toBe(3);
    expect((await world.person.inA.get(`/cNewsRemind/selectById/${ids[4]}`)).status).toBe(404);
  });

  it('refuses bad input with a translated 400 and changes nothing', async () => {
    const empty = await world.person.inA.post('/cNewsRemind/read', { ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).not.toBe('');
    const badType = await page(world.person.inA, { type: 'gossip' });
    expect(badType.status).toBe(400);
    const badSize = await page(world.person.inA, { pageSize: 500 });
    expect(badSize.status).toBe(400);
    expect((await page(world.person.inA)).body.data.total).toBe(3);
  });
});

describe('isolation', () => {
  let theirs: number;
  let personal: number;
  beforeAll(async () => {
    theirs = (await remind(world.person.userId, world.b.compId, 'staff')).id;
    personal = (await remind(world.person.userId, null, 'system')).id;
  });

  it('keeps each of a person’s identities apart', async () => {
    expect(await count(world.person.inB)).toEqual({ total: 1, byType: { staff: 1 } });
    expect(await count(world.person.personal)).toEqual({ total: 1, byType: { system: 1 } });
    expect((await page(world.person.inB)).body.data.list.map((r) => r.id)).toEqual([theirs]);
    expect((await world.person.inA.get(`/cNewsRemind/selectById/${theirs}`)).status).toBe(404);
    expect((await world.person.personal.get(`/cNewsRemind/selectById/${theirs}`)).status).toBe(404);
  });

  it('answers 404 for another person’s reminders and changes none of a mixed batch', async () => {
    const mine = (await remind(world.ownerA, world.a.compId, 'system')).id;
    const staff = world.plainStaff.api;
    expect((await staff.get(`/cNewsRemind/selectById/${mine}`)).status).toBe(404);
    const staffOwn = (await remind(await userIdOf(staff), world.a.compId, 'system')).id;
    const mixed = await staff.post('/cNewsRemind/read', { ids: [staffOwn, mine] });
    expect(mixed.status).toBe(404);
    expect(await count(staff)).toEqual({ total: 1, byType: { system: 1 } });
    expect((await staff.post('/cNewsRemind/delete', { ids: [mine] })).status).toBe(404);
    expect(await count(world.a.api)).toEqual({ total: 1, byType: { system: 1 } });
    // readAll touches only the caller's own identity.
    await world.person.inB.post('/cNewsRemind/readAll', {});
    expect((await count(world.person.personal)).total).toBe(1);
    expect((await world.person.personal.get(`/cNewsRemind/selectById/${personal}`)).status).toBe(200);
  });

  it('needs a login', async () => {
    const res = await t.call({ method: 'GET', url: '/cNewsRemind/selectNoReadNewsCount' });
    expect(res.status).toBe(401);
  });
});

describe('reminders from other domains’ events', () => {
  it('tells the company account how its verification was reviewed', async () => {
    await t.deps.events.emit('company.attestationReviewed', {
      compId: world.b.compId,
      approved: false,
      reason: 'blurred licence',
    });
    await t.deps.events.emit('company.attestationReviewed', {
      compId: world.b.compId,
      approved: true,
      reason: null,
    });
    const list = (await page(world.b.api, { type: 'attestation' })).body.data.list;
    expect(list.map((r) => [r.title, r.content, r.link])).toEqual([
      [
        'Company verification approved',
        'The verification of "资源乙公司" was approved; every company feature is now available.',
        '#/other/setting/company',
      ],
      [
        'Company verification rejected',
        'The verification of "资源乙公司" was rejected: blurred licence. Please correct the details and apply again.',
        '#/other/setting/company',
      ],
    ]);
    expect((await count(world.a.api)).byType.attestation).toBeUndefined();
  });

  it('welcomes a new staff member in the company they joined only', async () => {
    const before = await count(world.person.inA);
    await t.deps.events.emit('staff.joined', {
      compId: world.b.compId,
      staffId: 1,
      userId: world.person.userId,
    });
    const list = (await page(world.person.inB, { type: 'staff', read: false })).body.data.list;
    expect(list[0]).toMatchObject({
      title: 'Welcome to 资源乙公司',
      link: '#/staff/staffmanage/assi-my',
    });
    expect(await count(world.person.inA)).toEqual(before);
  });

  it('writes nothing for a company that does not exist', async () => {
    const before = await count(world.person.personal);
    await t.deps.events.emit('staff.joined', { compId: 999999, staffId: 1, userId: world.person.userId });
    expect(await count(world.person.personal)).toEqual(before);
  });
});

async function userIdOf(as: Caller): Promise<number> {
  const session = await as.get<{ userId: number }>('/companyMemberCtl/selectUserInfoByToken');
  return session.body.data.userId;
}
