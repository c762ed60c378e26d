import type { CalendarFeedItem, MeetingDetail, MeetingRoom, RoomDay } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaToday } from '../../core/china-time.ts';
import { type Caller, caller } from '../../core/resources/test-fixtures.ts';
import { login, registerAccount } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { newsReminds } from '../notifications/schema.ts';
import { setUpPermissionWorld } from '../permissions/test-fixtures.ts';
import { addStaffMember } from '../staff/records.ts';
import { meetingsOnCalendar } from './calendar-feed.ts';
import { remindMeetings } from './reminders.ts';
import { meetings } from './schema.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof setUpPermissionWorld>>;
let admin: Caller;
let alice: Caller;
let bob: Caller;
let carol: Caller;
let ids: { alice: number; bob: number; carol: number; more: number[] };
let room: MeetingRoom;

beforeAll(async () => {
  t = await createTestApp();
  w = await setUpPermissionWorld(t);
  admin = caller(t, w.staffAdmin.api.token, 'zh-CN');
  const hire = async (loginCode: string, name: string) => {
    const userId = await registerAccount(t, { loginCode, userType: 1, userName: name });
    await addStaffMember(t.deps.db, { compId: w.a.compId, userId, staffName: name });
    return { userId, api: caller(t, await login(t, loginCode), 'zh-CN') };
  };
  const a = await hire('13700009001', '陈静');
  const b = await hire('13700009002', '杨洋');
  const c = await hire('13700009003', '赵丽娟');
  const more = [];
  for (let i = 4; i <= 8; i++) more.push((await hire(`1370000900${i}`, `同事${i}`)).userId);
  alice = a.api;
  bob = b.api;
  carol = c.api;
  ids = { alice: a.userId, bob: b.userId, carol: c.userId, more };
  const saved = await admin.post<MeetingRoom>('/meetingRoom/save', {
    name: '小会议室',
    location: '3楼东侧',
    capacity: 4,
    equipment: ['tv', 'whiteboard'],
    openFrom: '00:00',
    openTo: '24:00',
  });
  expect(saved.status, saved.body.message).toBe(200);
  room = saved.body.data;
});
afterAll(() => t?.close());

/** A span starting `days` China days from today at `hh:mm`, lasting `minutes`. */
const slot = (days: number, hhmm: string, minutes = 60) => {
  const day = new Date(Date.parse(`${chinaToday()}T${hhmm}:00+08:00`) + days * 86_400_000);
  return { startAt: day.toISOString(), endAt: new Date(day.getTime() + minutes * 60_000).toISOString() };
};

describe('rooms', () => {
  it('are kept by OA administrators only; plain staff get 403, names are unique', async () => {
    const plain = await w.plainStaff.api.post('/meetingRoom/save', { name: '大会议室', capacity: 10 });
    expect(plain.status).toBe(403);
    const twice = await admin.post('/meetingRoom/save', { name: '小会议室', capacity: 8 });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('已有名为「小会议室」的会议室');
  });

  it('belong to their company: another company sees none of them and cannot book them (404)', async () => {
    const other = await w.b.api.post<{ list: RoomDay[] }>('/meetingRoom/list', {});
    expect(other.body.data.list.map((r) => r.roomId)).not.toContain(room.roomId);
    const booking = await w.b.api.post('/meeting/save', {
      title: '外部',
      ...slot(1, '09:00'),
      roomId: room.roomId,
    });
    expect(booking.status).toBe(404);
  });
});

describe('booking', () => {
  it('two parallel bookings of the same slot: exactly one wins, the other names the clash', async () => {
    const body = { title: '周例会', ...slot(2, '10:00'), roomId: room.roomId, participantUserIds: [ids.bob] };
    const answers = await Promise.all([alice.post('/meeting/save', body), carol.post('/meeting/save', body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.status === 409)!;
    expect(lost.body.message).toMatch(
      /^会议室「小会议室」在 \d\d-\d\d 10:00–11:00 已被 (陈静|赵丽娟) 预订（周例会）/,
    );
    const rows = await t.deps.db.select().from(meetings).where(eq(meetings.roomId, room.roomId));
    expect(rows.filter((r) => r.startAt.toISOString() === body.startAt)).toHaveLength(1);
  });

  it('allows back-to-back meetings and refuses an overlap by one minute', async () => {
    const first = await alice.post('/meeting/save', {
      title: '早会',
      ...slot(3, '09:00'),
      roomId: room.roomId,
    });
    expect(first.status, first.body.message).toBe(200);
    const next = await carol.post('/meeting/save', {
      title: '接着开',
      ...slot(3, '10:00'),
      roomId: room.roomId,
    });
    expect(next.status, next.body.message).toBe(200);
    const overlap = await carol.post('/meeting/save', {
      title: '插队',
      ...slot(3, '09:59', 30),
      roomId: room.roomId,
    });
    expect(overlap.status).toBe(409);
  });

  it('refuses more people than seats, hours outside the opening, and more than 6 online', async () => {
    const crowd = await alice.post('/meeting/save', {
      title: '全员',
      ...slot(4, '09:00'),
      roomId: room.roomId,
      participantUserIds: [ids.bob, ids.carol, ...ids.more.slice(0, 2)],
    });
    expect(crowd.body.message).toBe('会议室「小会议室」最多容纳 4 人，本次会议共 5 人（含组织者）');
    const day = await admin.post<MeetingRoom>('/meetingRoom/save', { name: '白天会议室', capacity: 10 });
    const late = await alice.post('/meeting/save', {
      title: '夜会',
      ...slot(4, '21:30'),
      roomId: day.body.data.roomId,
    });
    expect(late.body.message).toBe('会议室「白天会议室」的开放时间为每天 08:00–22:00，请在开放时间内预订');
    const online = await alice.post('/meeting/save', {
      title: '线上',
      ...slot(4, '09:00'),
      online: true,
      participantUserIds: [ids.bob, ids.carol, ...ids.more],
    });
    expect(online.body.message).toBe('线上会议最多 6 人（含组织者，受音视频通话人数限制），本次共 8 人');
  });

  it('a cancelled meeting frees its room', async () => {
    const first = await alice.post<MeetingDetail>('/meeting/save', {
      title: '待取消',
      ...slot(5, '14:00'),
      roomId: room.roomId,
    });
    const taken = await carol.post('/meeting/save', {
      title: '想用',
      ...slot(5, '14:00'),
      roomId: room.roomId,
    });
    expect(taken.status).toBe(409);
    const notMine = await carol.post('/meeting/cancel', { meetingId: first.body.data.meetingId });
    expect(notMine.status).toBe(404);
    expect((await alice.post('/meeting/cancel', { meetingId: first.body.data.meetingId })).status).toBe(200);
    expect(
      (await carol.post('/meeting/save', { title: '想用', ...slot(5, '14:00'), roomId: room.roomId })).status,
    ).toBe(200);
  });
});

describe('meetings', () => {
  let meeting: MeetingDetail;
  beforeAll(async () => {
    const saved = await alice.post<MeetingDetail>('/meeting/save', {
      title: '季度复盘',
      ...slot(6, '15:00'),
      roomId: room.roomId,
      participantUserIds: [ids.bob],
      minuteTakerUserId: ids.bob,
      agenda: '1. 回顾\n2. 计划',
    });
    expect(saved.status, saved.body.message).toBe(200);
    meeting = saved.body.data;
  });

  it('a participant sees it, answers, is told of it; a non-participant and another company get 404', async () => {
    const seen = await bob.post<MeetingDetail>('/meeting/detail', { meetingId: meeting.meetingId });
    expect(seen.body.data.organiserName).toBe('陈静');
    expect(seen.body.data.canEdit).toBe(false);
    expect(seen.body.data.canWriteMinutes).toBe(true);
    const told = await t.deps.db
      .select()
      .from(newsReminds)
      .where(and(eq(newsReminds.userId, ids.bob), eq(newsReminds.titleKey, 'meetings.notice.invitedTitle')));
    expect(told.length).toBeGreaterThan(0);
    expect((await carol.post('/meeting/detail', { meetingId: meeting.meetingId })).status).toBe(404);
    expect((await w.b.api.post('/meeting/detail', { meetingId: meeting.meetingId })).status).toBe(404);
    const edit = await bob.post('/meeting/save', {
      meetingId: meeting.meetingId,
      title: '改',
      ...slot(6, '15:00'),
    });
    expect(edit.status).toBe(403);
    const declined = await bob.post<MeetingDetail>('/meeting/respond', {
      meetingId: meeting.meetingId,
      response: 'declined',
    });
    expect(declined.body.data.myResponse).toBe('declined');
  });

  it('is on the calendars of its people, not of those who declined', async () => {
    const window = { from: new Date(Date.now()), to: new Date(Date.now() + 10 * 86_400_000) };
    const actorOf = (userId: number) => ({
      userId,
      compId: w.a.compId,
      staffId: 1,
      isCompany: false,
      staffAdmin: false,
      managedTypes: [],
    });
    const aliceItems: CalendarFeedItem[] = await meetingsOnCalendar(t.deps.db, actorOf(ids.alice), window);
    expect(aliceItems.find((i) => i.id === String(meeting.meetingId))?.link).toBe(
      `#/oa/conference/meeting?id=${meeting.meetingId}`,
    );
    const bobItems = await meetingsOnCalendar(t.deps.db, actorOf(ids.bob), window);
    expect(bobItems.map((i) => i.id)).not.toContain(String(meeting.meetingId));
    await bob.post('/meeting/respond', { meetingId: meeting.meetingId, response: 'accepted' });
    const again = await meetingsOnCalendar(t.deps.db, actorOf(ids.bob), window);
    expect(again.map((i) => i.id)).toContain(String(meeting.meetingId));
  });

  it('the minute-taker writes the minutes; others may not', async () => {
    const written = await bob.post<MeetingDetail>('/meeting/saveMinutes', {
      meetingId: meeting.meetingId,
      minutes: '结论：继续推进',
    });
    expect(written.body.data.minutes).toBe('结论：继续推进');
    const other = await caller(t, w.staffAdmin.api.token).post('/meeting/saveMinutes', {
      meetingId: meeting.meetingId,
      minutes: 'x',
    });
    expect(other.status).toBe(404);
  });

  it('reminds once 15 minutes before, and again only when the start moves', async () => {
    const soon = await alice.post<MeetingDetail>('/meeting/save', {
      title: '马上开始',
      startAt: new Date(Date.now() + 10 * 60_000).toISOString(),
      endAt: new Date(Date.now() + 40 * 60_000).toISOString(),
      participantUserIds: [ids.carol],
    });
    expect(soon.status, soon.body.message).toBe(200);
    const reminders = () =>
      t.deps.db
        .select()
        .from(newsReminds)
        .where(
          and(eq(newsReminds.userId, ids.carol), eq(newsReminds.titleKey, 'meetings.notice.reminderTitle')),
        );
    await Promise.all([remindMeetings(t.deps.db), remindMeetings(t.deps.db)]);
    await remindMeetings(t.deps.db);
    expect(await reminders()).toHaveLength(1);
    await alice.post('/meeting/save', {
      meetingId: soon.body.data.meetingId,
      title: '马上开始',
      startAt: new Date(Date.now() + 12 * 60_000).toISOString(),
      endAt: new Date(Date.now() + 40 * 60_000).toISOString(),
      participantUserIds: [ids.carol],
    });
    await remindMeetings(t.deps.db);
    expect(await reminders()).toHaveLength(2);
  });

  it('an online meeting makes its chat group on the first join, for its people only', async () => {
    const online = await alice.post<MeetingDetail>('/meeting/save', {
      title: '线上评审',
      ...slot(1, '16:00'),
      online: true,
      participantUserIds: [ids.bob],
    });
    expect(online.status, online.body.message).toBe(200);
    const joined = await bob.post<{ groupId: string }>('/meeting/join', {
      meetingId: online.body.data.meetingId,
    });
    expect(joined.status, joined.body.message).toBe(200);
    expect(joined.body.data.groupId).toBe(`meeting-${online.body.data.meetingId}`);
    const again = await alice.post<{ groupId: string }>('/meeting/join', {
      meetingId: online.body.data.meetingId,
    });
    expect(again.body.data.groupId).toBe(joined.body.data.groupId);
    const detail = await alice.post<MeetingDetail>('/meeting/detail', {
      meetingId: online.body.data.meetingId,
    });
    expect(detail.body.data.chatGroupId).toBe(joined.body.data.groupId);
    expect((await carol.post('/meeting/join', { meetingId: online.body.data.meetingId })).status).toBe(404);
    expect((await alice.post('/meeting/join', { meetingId: meeting.meetingId })).status).toBe(400);
  });
});
