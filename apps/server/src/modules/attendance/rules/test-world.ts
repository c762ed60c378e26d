import type { GroupRule, GroupSummary, Shift, ShiftTimes } from '@renli/contracts';
import { expect } from 'vitest';
import { addDays } from '../../../core/china-time.ts';
import { type Caller, caller } from '../../../core/resources/test-fixtures.ts';
import type { TestApp } from '../../../test/harness.ts';
import { createDepartment } from '../../org/service.ts';
import { changesWorld } from '../../staff-changes/test-fixtures.ts';

// The rules part's integration world: company A (its account `owner`, an all-staff admin `admin`,
// an HRM-only admin, a plain staff member) with departments 总部 > 研发部 and 总部 > 销售部,
// and company B (docs/product/attendance.md, "Groups, shifts and rules").

export const P = '/clockRuleCtl';

export const dayShift: ShiftTimes = {
  onTime: '09:00',
  offTime: '18:00',
  offNextDay: false,
  restStart: '12:00',
  restEnd: '13:00',
  lateGraceMinutes: 5,
  earlyGraceMinutes: 0,
  seriousLateMinutes: 30,
  absentLateMinutes: 240,
  earliestOnMinutes: 120,
  latestOffMinutes: 360,
};

/** A fixed Monday-to-Friday rule on `shiftId` for these members. */
export const fixedRule = (shiftId: number, members: Partial<GroupRule['members']>): GroupRule => ({
  scheduleType: 'fixed',
  members: { deptIds: [], staffIds: [], excludedStaffIds: [], ...members },
  weekdayShifts: {
    '1': shiftId,
    '2': shiftId,
    '3': shiftId,
    '4': shiftId,
    '5': shiftId,
    '6': null,
    '7': null,
  },
  followHolidays: true,
  makeupShiftId: null,
  flexibleRequiredMinutes: 0,
  flexibleLatestOn: null,
  webPunch: true,
  ipRanges: [],
  geofences: [],
  importPunches: false,
});

/** The Monday after `day` (a week later when `day` is a Monday). */
export function nextMonday(day: string): string {
  const weekday = ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  return addDays(day, 8 - weekday);
}

export async function rulesWorld(t: TestApp) {
  const w = await changesWorld(t);
  const db = t.deps.db;
  const hq = (await createDepartment(db, { compId: w.a.compId, name: '总部' })).id;
  const rnd = (await createDepartment(db, { compId: w.a.compId, name: '研发部', parentId: hq })).id;
  const sales = (await createDepartment(db, { compId: w.a.compId, name: '销售部', parentId: hq })).id;
  const zhOwner = caller(t, w.owner.token, 'zh-CN');
  /** A call that must succeed; answers its data. */
  async function ok<T>(answer: Promise<{ status: number; body: { message: string; data: T } }>) {
    const res = await answer;
    expect(res.status, res.body.message).toBe(200);
    return res.body.data;
  }
  const saveShift = (as: Caller, body: object) => as.post<Shift>(`${P}/shift/save`, body);
  const newShift = (name: string, times: Partial<ShiftTimes> = {}, code: string | null = null) =>
    ok(saveShift(w.owner, { name, code, times: { ...dayShift, ...times } }));
  const saveGroup = (as: Caller, body: object) => as.post<GroupSummary>(`${P}/group/save`, body);
  const newGroup = (name: string, effectiveFrom: string, rule: GroupRule) =>
    ok(saveGroup(w.owner, { name, effectiveFrom, rule }));
  return { ...w, hq, rnd, sales, zhOwner, ok, saveShift, newShift, saveGroup, newGroup };
}
export type RulesWorld = Awaited<ReturnType<typeof rulesWorld>>;
