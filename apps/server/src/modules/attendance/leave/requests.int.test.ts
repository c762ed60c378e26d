import { type AttendanceRequest, AttendanceRequestStatus } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/china-time.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  attendanceDailyResults,
  attendanceMonthLocks,
  attendancePunches,
  attendanceSettings,
} from '../schema.ts';
import { addMonths } from './request-rules.ts';
import { at, FIVE_YEARS_AGO, type LeaveWorld, leaveWorld, TWELVE_YEARS_AGO } from './test-fixtures.ts';

// Asking, approving, withdrawing and cancelling (docs/product/attendance.md, "Leave, overtime, 补卡
// and trips"), through the company's built-in approval templates.

let t: TestApp;
let w: LeaveWorld;
let monday: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await leaveWorld(t);
  monday = w.workWeek();
  // One 补卡 a month; an overtime hour gives 1.5 hours of 调休 for 6 months.
  await t.deps.db.insert(attendanceSettings).values({
    compId: w.compId,
    settings: {
      missedPunchMonthlyLimit: 1,
      compensatoryRatio: '1.5',
      compensatoryExpiryMonths: 6,
      annualCarryOverUntil: '03-31',
    },
  });
});
afterAll(() => t.close());

const annual = async () => w.typeId('年假');
const leave = async (more: object) => ({
  kind: 'leave',
  leaveTypeId: await annual(),
  startDay: monday,
  startHalf: 'am',
  endDay: addDays(monday, 1),
  endHalf: 'pm',
  reason: '回家探亲',
  ...more,
});

describe('leave with a balance', () => {
  it('previews, asks, debits once on approval and credits back once on cancellation', async () => {
    const e = await w.hire({ name: '年假员工' });
    await w.setWorkStart(e.staffId, TWELVE_YEARS_AGO);
    expect(await w.balanceOf(e.api, '年假')).toMatchObject({
      granted: '10',
      used: '0',
      remaining: '10',
      pending: '0',
    });

    // Tuesday afternoon to Thursday morning: 2 days.
    const body = await leave({
      startDay: addDays(monday, 1),
      startHalf: 'pm',
      endDay: addDays(monday, 3),
      endHalf: 'am',
    });
    expect(await w.preview(e.api, body)).toMatchObject({
      amount: '2',
      unit: 'halfDay',
      balance: { remaining: '10', pending: '0', after: '8' },
      problems: [],
    });
    const row = await w.asked(e.api, body);
    expect(row).toMatchObject({ status: AttendanceRequestStatus.ASKED, amount: '2', onBehalf: false });
    expect(row.approvalId).not.toBeNull();
    expect(row.period).toBe(`${addDays(monday, 1)} PM – ${addDays(monday, 3)} AM`);
    expect(await w.balanceOf(e.api, '年假')).toMatchObject({ remaining: '10', pending: '2' });

    const approved = await w.decide(row);
    expect(approved.status, approved.body.message).toBe(200);
    expect(await w.read(e.api, row.id)).toMatchObject({
      status: AttendanceRequestStatus.APPROVED,
      approvalId: null,
    });
    expect(await w.balanceOf(e.api, '年假')).toMatchObject({
      granted: '10',
      used: '2',
      remaining: '8',
      pending: '0',
    });
    expect((await w.entries(e.staffId)).filter((x) => x.kind === 'leave').map((x) => x.amount)).toEqual([
      '-2.00',
    ]);

    const current = await w.read(w.hr, row.id);
    const cancelled = await w.post<AttendanceRequest>(w.hr, '/vacation/request/cancel', {
      id: row.id,
      version: current.version,
      reason: '行程取消',
    });
    expect(cancelled).toMatchObject({ status: AttendanceRequestStatus.CANCELLED, cancelReason: '行程取消' });
    const again = await w.hr.post('/vacation/request/cancel', {
      id: row.id,
      version: cancelled.version,
      reason: '再次',
    });
    expect(again.status).toBe(409);
    expect(await w.balanceOf(e.api, '年假')).toMatchObject({ used: '0', remaining: '10' });
    expect((await w.entries(e.staffId)).map((x) => [x.kind, x.amount])).toEqual([
      ['accrual', '10.00'],
      ['leave', '-2.00'],
      ['cancel', '2.00'],
    ]);
  });

  it('refuses more than the balance less what is in approval, naming both', async () => {
    const e = await w.hire({ name: '余额不足' });
    await w.setWorkStart(e.staffId, FIVE_YEARS_AGO);
    // Monday to Wednesday, then Thursday to the next Monday over the weekend: 3 and 3 of 5 days.
    await w.asked(e.api, await leave({ endDay: addDays(monday, 2) }));
    const res = await w.ask(e.api, await leave({ startDay: addDays(monday, 3), endDay: addDays(monday, 7) }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      '"年假" has too little left: 5 days remaining, 3 days in approval, 3 days needed',
    );
  });

  it('refuses leave overlapping another leave or trip in approval or approved', async () => {
    const e = await w.hire({ name: '重叠员工' });
    await w.asked(e.api, {
      kind: 'trip',
      destination: '上海',
      startDay: monday,
      startHalf: 'pm',
      endDay: addDays(monday, 1),
      endHalf: 'am',
      reason: '客户拜访',
    });
    const res = await w.ask(e.api, {
      ...(await leave({})),
      leaveTypeId: await w.typeId('事假'),
      startDay: addDays(monday, 1),
      endDay: addDays(monday, 1),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      `Overlaps an existing Business trip (${monday} PM – ${addDays(monday, 1)} AM)`,
    );
    // The afternoon after the trip is free.
    await w.asked(e.api, {
      ...(await leave({})),
      leaveTypeId: await w.typeId('事假'),
      startDay: addDays(monday, 1),
      startHalf: 'pm',
      endDay: addDays(monday, 1),
    });
  });

  it('asks whole days of a day type, and hours of 调休 within working time', async () => {
    const e = await w.hire({ name: '单位员工' });
    const marriage = await w.typeId('婚假');
    // A preview goes without a reason; asking does not.
    const noReason = await w.ask(e.api, { ...(await leave({})), reason: undefined });
    expect(noReason.body.message).toBe('Enter the reason');
    const half = await w.ask(e.api, { ...(await leave({})), leaveTypeId: marriage, startHalf: 'pm' });
    expect(half.status).toBe(400);
    expect(half.body.message).toBe('"婚假" is taken in whole days: from a morning to an afternoon');
    const hours = await w.preview(e.api, {
      kind: 'leave',
      leaveTypeId: await w.typeId('调休'),
      startAt: at(monday, '11:00'),
      endAt: at(monday, '14:30'),
      reason: '看病',
    });
    // 11:00–12:00 and 13:00–14:30 are working time; 调休 has nothing granted yet.
    expect(hours).toMatchObject({ amount: '2.5', unit: 'hour', balance: { remaining: '0', after: '-2.5' } });
    expect(hours.problems.map((p) => p.field)).toEqual(['leaveTypeId']);
  });

  it('refuses a locked month', async () => {
    const e = await w.hire({ name: '锁定员工' });
    const day = w.pastWorkday(3);
    await t.deps.db.insert(attendanceMonthLocks).values({ compId: w.compId, month: day.slice(0, 7) });
    const res = await w.ask(e.api, {
      ...(await leave({})),
      leaveTypeId: await w.typeId('事假'),
      startDay: day,
      endDay: day,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Attendance of ${day.slice(0, 7)} is locked and cannot be changed`);
    await t.deps.db.delete(attendanceMonthLocks).where(eq(attendanceMonthLocks.compId, w.compId));
  });
});

describe('the days a leave covers', () => {
  it('shows an approved leave in its past day and lifts it when the leave is cancelled', async () => {
    const e = await w.hire({ name: '补请假员工' });
    const day = w.pastWorkday(4);
    const resultOf = async () =>
      (
        await t.deps.db
          .select()
          .from(attendanceDailyResults)
          .where(and(eq(attendanceDailyResults.staffId, e.staffId), eq(attendanceDailyResults.day, day)))
      )[0]!;
    const row = await w.asked(e.api, {
      ...(await leave({})),
      leaveTypeId: await w.typeId('事假'),
      startDay: day,
      endDay: day,
    });
    expect((await w.decide(row)).status).toBe(200);
    // No punch that day: the whole shift is on leave, nothing is absent.
    const approved = await resultOf();
    expect(approved).toMatchObject({ status: 'leave', absentMinutes: 0 });
    expect(approved.leaveMinutes).toBe(approved.expectedMinutes);
    expect(approved.result.items.map((item) => [item.kind, item.leaveName])).toEqual([['leave', '事假']]);

    const current = await w.read(w.hr, row.id);
    await w.post(w.hr, '/vacation/request/cancel', {
      id: row.id,
      version: current.version,
      reason: '未请假',
    });
    expect(await resultOf()).toMatchObject({ status: 'absent', leaveMinutes: 0 });
  });
});

describe('the approval decides', () => {
  it('a rejection ends the request as 未通过 and spends nothing', async () => {
    const e = await w.hire({ name: '被拒员工' });
    await w.setWorkStart(e.staffId, TWELVE_YEARS_AGO);
    const row = await w.asked(e.api, await leave({}));
    const rejected = await w.decide(row, false);
    expect(rejected.status, rejected.body.message).toBe(200);
    expect(await w.read(e.api, row.id)).toMatchObject({
      status: AttendanceRequestStatus.REJECTED,
      approvalId: null,
    });
    expect(await w.balanceOf(e.api, '年假')).toMatchObject({ remaining: '10', pending: '0' });
  });

  it('withdrawing the request ends its approval; withdrawing the approval ends the request', async () => {
    const e = await w.hire({ name: '撤回员工' });
    const first = await w.asked(e.api, await leave({ leaveTypeId: await w.typeId('事假') }));
    const withdrawn = await w.post(e.api, '/vacation/request/withdraw', {
      id: first.id,
      version: first.version,
    });
    expect(withdrawn).toMatchObject({ status: AttendanceRequestStatus.CANCELLED, approvalId: null });
    const instance = await e.api.get<{ state: string }>(`/cAudit/instance/selectById/${first.approvalId}`);
    expect(instance.body.data.state).toBe('withdrawn');

    const second = await w.asked(e.api, await leave({ leaveTypeId: await w.typeId('事假') }));
    expect((await e.api.post('/cAudit/instance/withdraw', { id: second.approvalId })).status).toBe(200);
    expect(await w.read(e.api, second.id)).toMatchObject({ status: AttendanceRequestStatus.CANCELLED });
  });

  it('refuses to start a record-bound template from the approval center', async () => {
    const e = await w.hire({ name: '直接发起' });
    const startable = await e.api.get<{ templates: { id: number; type: string }[] }[]>(
      '/cAudit/template/selectStartable',
    );
    const template = startable.body.data.flatMap((g) => g.templates).find((tpl) => tpl.type === 'leave')!;
    const res = await e.api.post('/cAudit/instance/submit', {
      templateId: template.id,
      values: {},
      chosen: {},
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Ask for leave, overtime, missed punches and trips under Attendance › Leave; the approval starts with the request',
    );
  });

  it('approves at once when the company disabled the template', async () => {
    const e = await w.hire({ name: '无审批' });
    const startable = await w.hr.get<{ templates: { id: number; type: string }[] }[]>(
      '/cAudit/template/selectStartable',
    );
    const trip = startable.body.data.flatMap((g) => g.templates).find((tpl) => tpl.type === 'trip')!;
    expect((await w.hr.post('/cAudit/template/disable', { id: trip.id })).status).toBe(200);
    const row = await w.asked(e.api, {
      kind: 'trip',
      destination: '北京',
      startDay: addDays(monday, 14),
      startHalf: 'am',
      endDay: addDays(monday, 16),
      endHalf: 'pm',
      reason: '培训',
    });
    // A trip counts calendar days.
    expect(row).toMatchObject({
      status: AttendanceRequestStatus.APPROVED,
      amount: '3',
      amountText: '3 days',
    });
    expect((await w.hr.post('/cAudit/template/enable', { id: trip.id })).status).toBe(200);
  });
});

describe('overtime', () => {
  it('refuses time off for a statutory holiday and pays it instead', async () => {
    const e = await w.hire({ name: '节日加班' });
    const holiday = w.pastHoliday();
    const body = {
      kind: 'overtime',
      startAt: at(holiday, '09:00'),
      endAt: at(holiday, '12:00'),
      reason: '值班',
    };
    const refused = await w.ask(e.api, { ...body, compensation: 'leave' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Overtime on a statutory holiday is paid, never taken as time off (Labour Law art. 44)',
    );
    const paid = await w.asked(e.api, { ...body, compensation: 'pay' });
    expect(paid).toMatchObject({ dayType: 'holiday', amount: '3', unit: 'hour', compensation: 'pay' });
  });

  it('credits 调休 by the company ratio on approval and takes it back on cancellation', async () => {
    const e = await w.hire({ name: '调休员工' });
    const saturday = w.pastDay('restday');
    const row = await w.asked(e.api, {
      kind: 'overtime',
      startAt: at(saturday, '09:00'),
      endAt: at(saturday, '13:00'),
      compensation: 'leave',
      reason: '上线支持',
    });
    expect(row).toMatchObject({ dayType: 'restday', amount: '4' });
    expect((await w.decide(row)).status).toBe(200);
    expect(await w.balanceOf(e.api, '调休')).toMatchObject({ granted: '6', remaining: '6' });
    const credit = (await w.entries(e.staffId)).find((x) => x.kind === 'overtime')!;
    expect([credit.validFrom, credit.validUntil]).toEqual([saturday, addDays(addMonths(saturday, 6), -1)]);
    const current = await w.read(e.api, row.id);
    // Its day has passed: only HR may cancel it now.
    const own = await e.api.post('/vacation/request/cancel', {
      id: row.id,
      version: current.version,
      reason: '算错了',
    });
    expect(own.body.message).toBe('It has begun: ask HR to cancel it');
    await w.post(w.hr, '/vacation/request/cancel', {
      id: row.id,
      version: current.version,
      reason: '算错了',
    });
    expect(await w.balanceOf(e.api, '调休')).toMatchObject({ granted: '0', remaining: '0' });
  });
});

describe('补卡', () => {
  it('adds the punch on approval, voids it on cancellation, and keeps to the monthly limit', async () => {
    const e = await w.hire({ name: '补卡员工' });
    const day = w.pastWorkday(1);
    const none = await w.ask(e.api, {
      kind: 'missedPunch',
      day,
      patchCardTime: at(day, '09:00'),
      cause: '忘记打卡',
    });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(`${day} has no missing punch to make up`);

    await w.missingPunchOn(e.staffId, day);
    const row = await w.asked(e.api, {
      kind: 'missedPunch',
      day,
      patchCardTime: at(day, '09:00'),
      cause: '忘记打卡',
    });
    expect(row).toMatchObject({ status: AttendanceRequestStatus.ASKED, startDay: day, cause: '忘记打卡' });
    // The limit (1 a month, set above) counts requests in approval too.
    const second = await w.ask(e.api, {
      kind: 'missedPunch',
      day,
      patchCardTime: at(day, '18:00'),
      cause: '忘记打卡',
    });
    expect(second.status).toBe(400);
    expect(second.body.message).toBe(
      `1 missed punches asked for in ${day.slice(0, 7)}; the limit is 1 a month`,
    );

    expect((await w.decide(row)).status).toBe(200);
    const punches = () =>
      t.deps.db
        .select()
        .from(attendancePunches)
        .where(and(eq(attendancePunches.staffId, e.staffId)));
    expect((await punches()).map((p) => [p.source, p.requestId, p.at.toISOString(), p.voidedAt])).toEqual([
      ['missedPunch', row.id, at(day, '09:00'), null],
    ]);
    const current = await w.read(w.hr, row.id);
    await w.post(w.hr, '/vacation/request/cancel', {
      id: row.id,
      version: current.version,
      reason: '补错了',
    });
    expect((await punches())[0]).toMatchObject({ voidNote: '补卡申请已撤销：补错了' });
    expect((await punches())[0]!.voidedAt).not.toBeNull();
  });
});

describe('who may ask and see', () => {
  it('lets HR ask for a managed employee, and nobody for anyone else', async () => {
    const e = await w.hire({ name: '代申请员工' });
    const hro = await w.hire({ name: '外包代申请', employeeType: 2 });
    const body = {
      ...(await leave({ leaveTypeId: await w.typeId('病假') })),
      startDay: addDays(monday, 21),
      endDay: addDays(monday, 21),
    };
    const onBehalf = await w.asked(w.admin, { ...body, staffId: e.staffId });
    expect(onBehalf).toMatchObject({ staffName: '代申请员工', onBehalf: true });
    expect((await w.ask(w.hrmAdmin.api, { ...body, staffId: hro.staffId })).status).toBe(404);
    expect((await w.ask(e.api, { ...body, staffId: hro.staffId })).status).toBe(404);
    expect((await w.ask(w.b.api, { ...body, staffId: e.staffId })).status).toBe(404);
    // The employee sees it among their own; HRM's admin sees no HRO request.
    const mine = await w.post<{ list: { id: number }[] }>(e.api, '/vacation/request/mine', {
      pageNum: 1,
      pageSize: 10,
    });
    expect(mine.list.map((r) => r.id)).toContain(onBehalf.id);
    const hroRow = await w.asked(hro.api, { ...body });
    const hrm = await w.post<{ list: { id: number }[] }>(w.hrmAdmin.api, '/vacation/request/selectPage', {
      pageNum: 1,
      pageSize: 100,
    });
    expect(hrm.list.map((r) => r.id)).toContain(onBehalf.id);
    expect(hrm.list.map((r) => r.id)).not.toContain(hroRow.id);
    expect((await w.b.api.get(`/vacation/request/selectById/${hroRow.id}`)).status).toBe(404);
    expect((await e.api.get(`/vacation/request/selectById/${hroRow.id}`)).status).toBe(404);
  });

  it('keeps balances and rules to HR', async () => {
    const e = await w.hire({ name: '普通员工乙' });
    expect(
      (
        await e.api.post('/vacation/balance/adjust', {
          staffId: e.staffId,
          leaveTypeId: await annual(),
          direction: 'grant',
          amount: '1',
          validUntil: null,
          note: '奖励',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await e.api.post('/vacation/leaveType/save', {
          name: '生日假',
          unit: 'day',
          paid: true,
          workdaysOnly: true,
          balanceRule: 'none',
          yearlyQuota: null,
          sort: 90,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await w.b.api.post('/vacation/balance/setWorkStart', {
          staffId: e.staffId,
          workStartDate: '2010-01-01',
        })
      ).status,
    ).toBe(404);
  });
});
