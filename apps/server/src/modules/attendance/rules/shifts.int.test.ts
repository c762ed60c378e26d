import type { Shift } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../core/resources/schema.ts';
import { caller } from '../../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { dayShift, fixedRule, P, type RulesWorld, rulesWorld } from './test-world.ts';

let t: TestApp;
let w: RulesWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await rulesWorld(t);
});
afterAll(() => t.close());

const list = async (includeArchived = false) =>
  (await w.ok(w.owner.post<{ list: Shift[] }>(`${P}/shift/list`, { includeArchived }))).list;

describe('shifts (班次)', () => {
  it('creates a shift with its working minutes and changes it at the version read', async () => {
    const shift = await w.newShift('白班', {}, '白');
    expect(shift).toMatchObject({
      name: '白班',
      code: '白',
      status: 1,
      version: 1,
      workMinutes: 480,
      usedBy: [],
    });
    const changed = await w.ok(
      w.saveShift(w.admin, {
        id: shift.id,
        version: 1,
        name: '白班',
        code: '白',
        times: { ...dayShift, offTime: '18:30' },
      }),
    );
    expect(changed).toMatchObject({ version: 2, workMinutes: 510 });
    // Saving again from the first read is refused: someone changed it meanwhile.
    const stale = await w.saveShift(w.owner, {
      id: shift.id,
      version: 1,
      name: '白班',
      code: '白',
      times: dayShift,
    });
    expect(stale.status).toBe(409);
    expect((await list()).map((s) => s.name)).toContain('白班');
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'attendanceShift'), eq(auditLog.recordId, shift.id)));
    expect(audit.map((a) => a.action)).toEqual(['insert', 'update']);
    expect(audit[1]!.changes).toEqual({
      times: { before: dayShift, after: { ...dayShift, offTime: '18:30' } },
    });
  });

  it('explains what is wrong with the times, in Chinese', async () => {
    const refused = async (times: object, message: string) => {
      const res = await w.saveShift(w.zhOwner, {
        name: '错误班次',
        code: null,
        times: { ...dayShift, ...times },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    };
    await refused({ offTime: '08:00' }, '下班时间须晚于上班时间；跨天的班次请选择“次日”下班');
    await refused({ restStart: '19:00', restEnd: '20:00' }, '休息时间须在上班和下班时间之内，且开始早于结束');
    await refused(
      {
        onTime: '06:00',
        offTime: '23:30',
        restStart: null,
        restEnd: null,
        earliestOnMinutes: 0,
        latestOffMinutes: 0,
      },
      '工作时长（不含休息）须大于 0 且不超过 16 小时',
    );
    await refused({ seriousLateMinutes: 2 }, '须满足：迟到宽限 ≤ 严重迟到 ≤ 旷工的分钟数');
    await refused(
      { earliestOnMinutes: 300, latestOffMinutes: 700 },
      '从最早上班打卡到最晚下班打卡不能超过 24 小时',
    );
    // A night shift across midnight is fine.
    await w.newShift('夜班', {
      onTime: '22:00',
      offTime: '06:00',
      offNextDay: true,
      restStart: null,
      restEnd: null,
      earliestOnMinutes: 60,
      latestOffMinutes: 120,
    });
  });

  it('keeps names and short marks apart from other shifts and from 休', async () => {
    await w.newShift('早班', { onTime: '07:00', offTime: '15:00' }, '早');
    const sameName = await w.saveShift(w.zhOwner, { name: '早班', code: null, times: dayShift });
    expect(sameName.body.message).toBe('已有名为「早班」的班次');
    const sameCode = await w.saveShift(w.zhOwner, { name: '早二', code: '早', times: dayShift });
    expect(sameCode.body.message).toBe('简称「早」已被班次「早班」使用');
    const codeIsName = await w.saveShift(w.zhOwner, { name: '早', code: null, times: dayShift });
    expect(codeIsName.body.message).toBe('简称「早」已被班次「早班」使用');
    const rest = await w.saveShift(w.zhOwner, { name: '休', code: null, times: dayShift });
    expect(rest.status).toBe(400);
  });

  it('archives a shift only when no current rule uses it, naming the group', async () => {
    const shift = await w.newShift('中班', {
      onTime: '12:00',
      offTime: '20:00',
      restStart: '16:00',
      restEnd: '16:30',
    });
    await w.newGroup('门店', w.today, fixedRule(shift.id, { deptIds: [w.sales] }));
    expect((await list()).find((s) => s.id === shift.id)!.usedBy).toEqual(['门店']);
    const refused = await w.zhOwner.post(`${P}/shift/archive`, { id: shift.id, version: shift.version });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('考勤组「门店」的规则正在使用该班次，请先修改该考勤组');

    const unused = await w.newShift('临时班', { onTime: '10:00', offTime: '19:00' });
    const archived = await w.ok(w.owner.post<Shift>(`${P}/shift/archive`, { id: unused.id, version: 1 }));
    expect(archived).toMatchObject({ status: 2, version: 2 });
    expect((await list()).some((s) => s.id === unused.id)).toBe(false);
    expect((await list(true)).some((s) => s.id === unused.id)).toBe(true);
    // An archived shift is kept as it was; its name is free again.
    const again = await w.saveShift(w.owner, {
      id: unused.id,
      version: 2,
      name: '临时班',
      code: null,
      times: dayShift,
    });
    expect(again.status).toBe(400);
    await w.newShift('临时班', { onTime: '10:00', offTime: '19:00' });
  });

  it('hides another company’s shifts and refuses staff', async () => {
    const mine = await w.newShift('甲公司班次', { onTime: '08:30', offTime: '17:30' });
    const foreign = await w.b.api.post(`${P}/shift/save`, {
      id: mine.id,
      version: 1,
      name: 'x',
      code: null,
      times: dayShift,
    });
    expect(foreign.status).toBe(404);
    expect((await w.b.api.post(`${P}/shift/archive`, { id: mine.id, version: 1 })).status).toBe(404);
    const theirs = await w.ok(w.b.api.post<{ list: Shift[] }>(`${P}/shift/list`, {}));
    expect(theirs.list).toEqual([]);
    expect((await w.plainStaff.api.post(`${P}/shift/list`, {})).status).toBe(403);
    expect(
      (await w.plainStaff.api.post(`${P}/shift/save`, { name: 'x', code: null, times: dayShift })).status,
    ).toBe(403);
  });
});

describe('settings (考勤设置)', () => {
  it('answers the defaults, then saves at the version read', async () => {
    const state = await w.ok(w.owner.get<{ settings: object; version: number }>(`${P}/settings`));
    expect(state).toEqual({
      settings: {
        missedPunchMonthlyLimit: 3,
        compensatoryRatio: '1',
        compensatoryExpiryMonths: 6,
        annualCarryOverUntil: '03-31',
      },
      version: 0,
    });
    const settings = { ...state.settings, missedPunchMonthlyLimit: 5, annualCarryOverUntil: null };
    const saved = await w.ok(w.admin.post(`${P}/settings/save`, { settings, version: 0 }));
    expect(saved).toEqual({ settings, version: 1 });
    expect((await w.owner.post(`${P}/settings/save`, { settings, version: 0 })).status).toBe(409);
    const low = await w.zhOwner.post(`${P}/settings/save`, {
      settings: { ...settings, compensatoryRatio: '0.5' },
      version: 1,
    });
    expect(low.body.message).toBe('加班转调休比例不能低于 1（1 小时加班至少折 1 小时调休）');
    // Company B still has the defaults; staff may not read them.
    expect((await w.ok(w.b.api.get<{ version: number }>(`${P}/settings`))).version).toBe(0);
    expect((await w.plainStaff.api.get(`${P}/settings`)).status).toBe(403);
    const audit = await t.deps.db.select().from(auditLog).where(eq(auditLog.resource, 'attendanceSettings'));
    expect(audit[0]!.changes).toEqual({
      missedPunchMonthlyLimit: { before: 3, after: 5 },
      annualCarryOverUntil: { before: '03-31', after: null },
    });
    // The HRM-only admin manages attendance too.
    expect((await caller(t, w.hrmAdmin.api.token).get(`${P}/settings`)).status).toBe(200);
  });
});
