import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { newsReminds } from '../notifications/schema.ts';
import { sendDueReminders } from './reminders.ts';
import { calendarRemindersSent } from './schema.ts';
import { type CalendarWorld, calendarWorld } from './test-world.ts';

// 日程 on a real database (docs/product/oa-schedule.md): company isolation, who sees what (invited,
// shared busy/free, shared details, nobody), answers to invitations, the three edit scopes and the
// reminder sweep sending once however often it runs.

let t: TestApp;
let w: CalendarWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await calendarWorld(t);
});
afterAll(() => t.close());

// Mondays of March 2027 (2027-03-01 is a Monday), China time.
const MARCH = { from: '2027-03-01T00:00:00+08:00', to: '2027-04-01T00:00:00+08:00' };
const weekly = {
  title: '招聘周会',
  start: '2027-03-01T09:30:00+08:00',
  end: '2027-03-01T10:30:00+08:00',
  location: '3 号会议室',
  repeat: { freq: 'weekly' as const, interval: 1, byWeekday: [0], count: 4 },
  reminders: [15 as const],
};
const notices = (userId: number, titleKey: string) =>
  t.deps.db
    .select()
    .from(newsReminds)
    .where(and(eq(newsReminds.userId, userId), eq(newsReminds.titleKey, titleKey)));

describe('invitations', () => {
  let id: number;
  beforeAll(async () => {
    ({ id } = await w.save(w.gao.api, { ...weekly, inviteeIds: [w.he.userId] }));
  });

  it('draws the four Mondays on the organiser’s and the invitee’s calendars and invites by notice', async () => {
    const mine = await w.events(w.gao.api, MARCH.from, MARCH.to);
    expect(mine.events.map((e) => [e.start, e.title, e.canEdit])).toEqual([
      ['2027-03-01T01:30:00.000Z', '招聘周会', true],
      ['2027-03-08T01:30:00.000Z', '招聘周会', true],
      ['2027-03-15T01:30:00.000Z', '招聘周会', true],
      ['2027-03-22T01:30:00.000Z', '招聘周会', true],
    ]);
    const his = await w.events(w.he.api, MARCH.from, MARCH.to);
    expect(his.events.map((e) => [e.title, e.myResponse, e.canEdit])).toEqual(
      Array(4).fill(['招聘周会', 'pending', false]),
    );
    const [notice] = await notices(w.he.userId, 'calendar.notice.invitedTitle');
    expect(notice?.link).toBe(`#/oa/schedule?event=${id}`);
  });

  it('lets the invitee accept with a note, which the organiser sees and hears of', async () => {
    await w.ok(w.he.api, '/plan/schedule/respond', { id, response: 'accepted', note: '会带上简历' });
    const res = await w.detail(w.gao.api, id);
    expect(res.body.data.attendees).toEqual([
      { userId: w.he.userId, name: '何文博', response: 'accepted', note: '会带上简历' },
    ]);
    expect(await notices(w.gao.userId, 'calendar.notice.respondedTitle')).toHaveLength(1);
    await w.ok(w.he.api, '/plan/schedule/respond', { id, response: 'declined', note: '' });
    expect((await w.detail(w.he.api, id)).body.data.myResponse).toBe('declined');
    await w.ok(w.he.api, '/plan/schedule/respond', { id, response: 'accepted', note: '' });
  });

  it('lets only the organiser change or delete it (403 to the invitee, 404 to others)', async () => {
    const move = {
      id,
      occurrenceStart: weekly.start,
      start: weekly.start,
      end: '2027-03-01T11:00:00+08:00',
      allDay: false,
    };
    const byInvitee = await w.he.api.post('/plan/schedule/move', move);
    expect([byInvitee.status, byInvitee.body.message]).toEqual([
      403,
      'Only the organiser can change or delete the event',
    ]);
    expect((await w.lin.api.post('/plan/schedule/delete', { id })).status).toBe(404);
    expect((await w.lin.api.post('/plan/schedule/respond', { id, response: 'accepted' })).status).toBe(404);
  });
});

describe('who sees what', () => {
  let id: number;
  let privateId: number;
  beforeAll(async () => {
    ({ id } = await w.save(w.gao.api, { ...weekly, title: '预算评审', repeat: null, reminders: [] }));
    ({ id: privateId } = await w.save(w.gao.api, {
      ...weekly,
      title: '体检',
      start: '2027-03-02T14:00:00+08:00',
      end: '2027-03-02T16:00:00+08:00',
      repeat: null,
      visibility: 'busy',
    }));
    await w.share(w.gao.api, [
      { userId: w.zhou.userId, level: 'busy' },
      { userId: w.chen.userId, level: 'details' },
    ]);
  });

  const overlay = async (as: CalendarWorld['lin']) =>
    (await w.events(as.api, MARCH.from, MARCH.to, [w.gao.userId])).events
      .filter((e) => e.calendarUserId === w.gao.userId && (e.eventId === id || e.eventId === privateId))
      .map((e) => [e.eventId, e.title, e.busyOnly]);

  it('shows nothing to a colleague neither invited nor shared with, and answers 404', async () => {
    expect(await overlay(w.lin)).toEqual([]);
    expect((await w.detail(w.lin.api, id)).status).toBe(404);
  });

  it('shows busy blocks without titles to a busy/free share', async () => {
    expect(await overlay(w.zhou)).toEqual([
      [id, null, true],
      [privateId, null, true],
    ]);
    expect((await w.detail(w.zhou.api, id)).status).toBe(404);
  });

  it('shows details to a details share, except of a busy-only event', async () => {
    expect(await overlay(w.chen)).toEqual([
      [id, '预算评审', false],
      [privateId, null, true],
    ]);
    expect((await w.detail(w.chen.api, id)).body.data.title).toBe('预算评审');
    expect((await w.detail(w.chen.api, privateId)).status).toBe(404);
    const answer = await w.chen.api.post('/plan/schedule/respond', { id, response: 'accepted' });
    expect([answer.status, answer.body.message]).toEqual([403, 'You are not invited to this event']);
  });

  it('lists the shares both ways', async () => {
    const zhou = await w.ok<{ withMe: unknown[] }>(w.zhou.api, '/plan/schedule/shares', {});
    expect(zhou.withMe).toEqual([{ userId: w.gao.userId, name: '高玉兰', level: 'busy' }]);
  });

  it('keeps company B out: 404 on the event, nothing on the calendar, no invitations across', async () => {
    expect((await w.detail(w.b.api, id)).status).toBe(404);
    expect((await w.b.api.post('/plan/schedule/delete', { id })).status).toBe(404);
    const bEvents = await w.events(w.b.api, MARCH.from, MARCH.to, [w.gao.userId]);
    expect(bEvents.events).toEqual([]);
    const across = await w.b.api.post('/plan/schedule/save', { ...weekly, inviteeIds: [w.gao.userId] });
    expect([across.status, across.body.message]).toEqual([
      400,
      'Invite active colleagues of your company only',
    ]);
  });

  it('refuses an end before the start with its own message', async () => {
    const res = await w.gao.api.post('/plan/schedule/save', { ...weekly, end: '2027-03-01T09:00:00+08:00' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('end: The end must be after the start');
  });
});

describe('edit scopes', () => {
  it('moves one occurrence, then changes this and following, then deletes one', async () => {
    const { id } = await w.save(w.gao.api, { ...weekly, title: '部门晨会', reminders: [] });
    const titles = async () =>
      (await w.events(w.gao.api, MARCH.from, MARCH.to)).events
        .filter((e) => e.title?.startsWith('部门'))
        .map((e) => [e.start, e.title, e.repeating]);
    // This occurrence: 03-08 moves to 14:00.
    await w.ok(w.gao.api, '/plan/schedule/move', {
      id,
      scope: 'this',
      occurrenceStart: '2027-03-08T09:30:00+08:00',
      start: '2027-03-08T14:00:00+08:00',
      end: '2027-03-08T15:00:00+08:00',
      allDay: false,
    });
    // This and following from 03-15: a new title; the count of 4 leaves 2 for the new series.
    const { id: tail } = await w.save(w.gao.api, {
      ...weekly,
      id,
      scope: 'following',
      occurrenceStart: '2027-03-15T09:30:00+08:00',
      title: '部门周会',
      start: '2027-03-15T10:00:00+08:00',
      end: '2027-03-15T11:00:00+08:00',
      reminders: [],
    });
    expect(await titles()).toEqual([
      ['2027-03-01T01:30:00.000Z', '部门晨会', true],
      ['2027-03-08T06:00:00.000Z', '部门晨会', false],
      ['2027-03-15T02:00:00.000Z', '部门周会', true],
      ['2027-03-22T02:00:00.000Z', '部门周会', true],
    ]);
    await w.ok(w.gao.api, '/plan/schedule/delete', {
      id: tail,
      scope: 'this',
      occurrenceStart: '2027-03-22T10:00:00+08:00',
    });
    expect((await titles()).map(([start]) => start)).toEqual([
      '2027-03-01T01:30:00.000Z',
      '2027-03-08T06:00:00.000Z',
      '2027-03-15T02:00:00.000Z',
    ]);
    const wrong = await w.gao.api.post('/plan/schedule/delete', {
      id: tail,
      scope: 'this',
      occurrenceStart: '2027-03-16T10:00:00+08:00',
    });
    expect(wrong.status).toBe(400);
  });
});

describe('reminder sweep', () => {
  it('sends each reminder once, however many nodes run it, and not to those who declined', async () => {
    const { id } = await w.save(w.gao.api, {
      ...weekly,
      title: '季度复盘',
      start: '2027-03-03T16:00:00+08:00',
      end: '2027-03-03T17:00:00+08:00',
      repeat: null,
      reminders: [15, 60],
      inviteeIds: [w.he.userId, w.lin.userId],
    });
    await w.ok(w.lin.api, '/plan/schedule/respond', { id, response: 'declined' });
    const now = new Date('2027-03-03T15:45:20+08:00');
    const runs = await Promise.all([sendDueReminders(t.deps.db, now), sendDueReminders(t.deps.db, now)]);
    expect(runs[0]! + runs[1]!).toBe(2); // the organiser and 何文博, for the 15-minute reminder
    expect(await sendDueReminders(t.deps.db, new Date(now.getTime() + 60_000))).toBe(0);
    const sent = await t.deps.db
      .select()
      .from(calendarRemindersSent)
      .where(eq(calendarRemindersSent.eventId, id));
    expect(sent.map((s) => [s.userId, s.minutesBefore]).sort()).toEqual(
      [
        [w.gao.userId, 15],
        [w.he.userId, 15],
      ].sort(),
    );
    const [notice] = await notices(w.he.userId, 'calendar.notice.remindTitle');
    expect(notice?.link).toBe(`#/oa/schedule?event=${id}`);
  });
});
