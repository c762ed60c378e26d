import type { Punch, PunchToday, StaffDays } from '@renli/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, chinaToday } from '../../../core/china-time.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { attendanceDailyResults, attendancePunches } from '../schema.ts';
import { INSIDE, OFFICE, OUTSIDE, type PunchWorld, punchWorld } from './test-world.ts';

let t: TestApp;
let w: PunchWorld;
let qian: Awaited<ReturnType<PunchWorld['hire']>>;
let zhao: Awaited<ReturnType<PunchWorld['hire']>>;
const today = chinaToday();

beforeAll(async () => {
  t = await createTestApp();
  w = await punchWorld(t);
  // 研发部 (张三, 李四) punch from the office network; 王五 from it or at the office; 赵六 may not
  // punch from the web; 钱七 is in no group.
  await w.group('研发考勤', {
    members: { deptIds: [w.deptId], staffIds: [], excludedStaffIds: [] },
    ipRanges: ['10.0.0.0/8'],
  });
  await w.group('外勤', {
    members: { deptIds: [], staffIds: [w.wang.staffId], excludedStaffIds: [] },
    ipRanges: ['192.168.8.0/24'],
    geofences: [OFFICE],
  });
  zhao = await w.hire({ name: '赵六' });
  qian = await w.hire({ name: '钱七' });
  await w.group('仓库', {
    members: { deptIds: [], staffIds: [zhao.staffId], excludedStaffIds: [] },
    webPunch: false,
  });
});
afterAll(() => t.close());

const tokenOf = (who: { api: { token: string } }) => who.api.token;
const punch = (who: { api: { token: string } }, ip: string, payload: object = {}) =>
  w.from(tokenOf(who), ip, { method: 'POST', url: '/cPunchCard/punch', payload });
const card = async (who: { api: { token: string } }, ip: string) => {
  const res = await w.from(tokenOf(who), ip, { method: 'GET', url: '/cPunchCard/today' });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data as PunchToday;
};
const punchesOf = (staffId: number) =>
  t.deps.db.select().from(attendancePunches).where(eq(attendancePunches.staffId, staffId));
/** Moves a staff member's punches an hour back: the next tap is no repeat of them. */
const age = (staffId: number) =>
  t.deps.db
    .update(attendancePunches)
    .set({ at: sql`${attendancePunches.at} - interval '1 hour'` })
    .where(eq(attendancePunches.staffId, staffId));
const resultDays = async (staffId: number) =>
  (
    await t.deps.db
      .select({ day: attendanceDailyResults.day })
      .from(attendanceDailyResults)
      .where(eq(attendanceDailyResults.staffId, staffId))
  ).map((row) => row.day);

describe('the punch card', () => {
  it("tells a staff member today's group and whether this network lets them punch", async () => {
    const inOffice = await card(w.zhang, '10.1.2.3');
    expect(inOffice).toMatchObject({
      staffId: w.zhang.staffId,
      day: today,
      employed: true,
      groupName: '研发考勤',
      scheduleType: 'fixed',
      punches: [],
      web: { allowed: true, refusal: null, needsLocation: false, places: [], ip: '10.1.2.3' },
    });
    expect((await card(w.zhang, '8.8.8.8')).web).toEqual({
      allowed: false,
      refusal: '当前网络（8.8.8.8）不在考勤组允许的打卡范围内，请连接公司网络后再打卡',
      needsLocation: false,
      places: [],
      ip: '8.8.8.8',
    });
  });

  it('asks for the position only when the network does not already let the staff member in', async () => {
    expect((await card(w.wang, '8.8.8.8')).web).toMatchObject({
      allowed: true,
      needsLocation: true,
      places: ['杭州总部'],
    });
    expect((await card(w.wang, '192.168.8.20')).web).toMatchObject({ allowed: true, needsLocation: false });
  });

  it('says why someone cannot punch: no group, web punches off, not employed; the company account is no staff', async () => {
    expect((await card(qian, '10.1.2.3')).web.refusal).toBe('您还没有加入考勤组，请联系 HR');
    expect((await card(zhao, '10.1.2.3')).web.refusal).toBe('您所在的考勤组不允许网页打卡');
    const unemployed = await card(w.plainStaff, '10.1.2.3');
    expect([unemployed.employed, unemployed.web.refusal]).toEqual([false, '您今天不在职，不能打卡']);
    const company = await w.from(w.a.api.token, '10.1.2.3', { method: 'GET', url: '/cPunchCard/today' });
    expect([company.status, company.body.message]).toEqual([403, '企业账号没有员工身份，不能打卡或申请']);
  });
});

describe('web punches', () => {
  it('refuses a network outside the ranges, and takes an IPv4 client of a dual-stack socket', async () => {
    const refused = await punch(w.zhang, '8.8.8.8');
    expect([refused.status, refused.body.message]).toEqual([
      400,
      '当前网络（8.8.8.8）不在考勤组允许的打卡范围内，请连接公司网络后再打卡',
    ]);
    expect(await punchesOf(w.zhang.staffId)).toEqual([]);

    const res = await punch(w.zhang, '::ffff:10.1.2.3');
    expect(res.status, res.body.message).toBe(200);
    const { punch: made, repeated } = res.body.data as { punch: Punch; repeated: boolean };
    expect(repeated).toBe(false);
    expect(made).toMatchObject({
      staffId: w.zhang.staffId,
      source: 'web',
      ip: '10.1.2.3',
      place: null,
      voided: false,
    });
    const [row] = await punchesOf(w.zhang.staffId);
    expect([row!.latitude, row!.createdBy]).toEqual([null, w.zhang.userId]);
    // Yesterday and today are recomputed (a cross-midnight shift belongs to yesterday); today is
    // under way, so only yesterday is stored (docs/product/attendance.md, "Daily results").
    expect((await resultDays(w.zhang.staffId)).sort()).toEqual([addDays(today, -1)]);
    expect((await card(w.zhang, '10.1.2.3')).punches.map((p) => p.id)).toEqual([made.id]);
  });

  it('answers a second tap within 60 s with the first punch, storing nothing', async () => {
    const first = (await punch(w.li, '10.0.0.9')).body.data as { punch: Punch };
    const again = await punch(w.li, '10.0.0.9');
    expect(again.body.data).toEqual({ punch: first.punch, repeated: true });
    expect(await punchesOf(w.li.staffId)).toHaveLength(1);
    await age(w.li.staffId);
    const later = (await punch(w.li, '10.0.0.9')).body.data as { punch: Punch; repeated: boolean };
    expect(later.repeated).toBe(false);
    expect(later.punch.id).not.toBe(first.punch.id);
    expect(await punchesOf(w.li.staffId)).toHaveLength(2);
  });

  it('checks the position against the geofence: needed, accurate enough, inside', async () => {
    const tries: [object, string][] = [
      [{}, '请允许浏览器获取位置后再打卡'],
      [{ latitude: INSIDE.latitude, longitude: INSIDE.longitude }, '请允许浏览器获取位置后再打卡'],
      [{ ...INSIDE, accuracy: 500 }, '定位误差约 500 米，超过 200 米，请到开阔处或打开 GPS 后重试'],
      [OUTSIDE, '您不在打卡范围内：距“杭州总部”约 334 米，需在 300 米以内'],
    ];
    for (const [position, message] of tries) {
      const res = await punch(w.wang, '8.8.8.8', position);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    const inside = await punch(w.wang, '8.8.8.8', INSIDE);
    expect(inside.status, inside.body.message).toBe(200);
    expect((inside.body.data as { punch: Punch }).punch.place).toBe('杭州总部');
    const [row] = await punchesOf(w.wang.staffId);
    expect([row!.latitude, row!.longitude, row!.accuracyMeters]).toEqual([
      INSIDE.latitude,
      INSIDE.longitude,
      30,
    ]);
  });

  it('lets the office network in without a position when the group has both', async () => {
    await age(w.wang.staffId);
    const res = await punch(w.wang, '192.168.8.20');
    expect(res.status, res.body.message).toBe(200);
    expect((res.body.data as { punch: Punch }).punch).toMatchObject({ place: null, ip: '192.168.8.20' });
  });

  it('refuses staff without a group, groups without web punches, and the company account', async () => {
    expect((await punch(qian, '10.1.2.3')).body.message).toBe('您还没有加入考勤组，请联系 HR');
    expect((await punch(zhao, '10.1.2.3')).body.message).toBe('您所在的考勤组不允许网页打卡');
    expect((await punch(w.a, '10.1.2.3')).status).toBe(403);
    const [counted] = await t.deps.db
      .select({ made: count() })
      .from(attendancePunches)
      .where(and(eq(attendancePunches.compId, w.compId), eq(attendancePunches.staffId, qian.staffId)));
    expect(counted?.made).toBe(0);
  });

  it('bounds the position', async () => {
    for (const body of [{ latitude: 91 }, { longitude: -181 }, { accuracy: -1 }, { latitude: 'north' }]) {
      expect((await punch(w.zhang, '10.1.2.3', body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('staffDays (read-only API)', () => {
  const days = (who: { api: { token: string } }, body: object) =>
    w.from(tokenOf(who), '10.1.2.3', { method: 'POST', url: '/cPunchCard/staffDays', payload: body });
  const range = { from: addDays(today, -1), to: today };

  it("answers a staff member's own stored days and punches with their sources", async () => {
    const res = await days(w.zhang, range);
    expect(res.status, res.body.message).toBe(200);
    const data = res.body.data as StaffDays;
    expect([data.staffId, data.staffName]).toEqual([w.zhang.staffId, '张三']);
    // Today is not over, so not stored yet.
    expect(data.days.map((day) => day.day)).toEqual([addDays(today, -1)]);
    expect(data.punches.map((p) => p.source)).toEqual(['web']);
  });

  it('lets HR read the staff they manage, and nobody else', async () => {
    expect((await days({ api: w.admin }, { ...range, staffId: w.zhang.staffId })).status).toBe(200);
    expect((await days(w.hrmAdmin, { ...range, staffId: w.zhang.staffId })).status).toBe(200);
    expect((await days(w.hroAdmin, { ...range, staffId: w.zhang.staffId })).status).toBe(404);
    expect((await days(w.b, { ...range, staffId: w.zhang.staffId })).status).toBe(404);
    expect((await days(w.li, { ...range, staffId: w.zhang.staffId })).status).toBe(403);
  });

  it('bounds the range to 31 days', async () => {
    const res = await days(w.zhang, { from: addDays(today, -31), to: today });
    expect([res.status, res.body.message]).toEqual([400, expect.stringContaining('一次最多查看 31 天')]);
    expect((await days(w.zhang, { from: today, to: addDays(today, -1) })).status).toBe(400);
    expect((await days(w.zhang, { from: addDays(today, -30), to: today })).status).toBe(200);
  });
});
