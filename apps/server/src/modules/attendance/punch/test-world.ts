import type { GroupRule, ShiftTimes } from '@renli/contracts';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { caller } from '../../../core/resources/test-fixtures.ts';
import { login, registerAccount } from '../../../test/accounts.ts';
import type { TestApp } from '../../../test/harness.ts';
import { addStaffMember } from '../../staff/records.ts';
import { companyStaff } from '../../staff/schema.ts';
import { changesWorld } from '../../staff-changes/test-fixtures.ts';
import { attendanceGroupRules, attendanceGroups, attendanceShifts } from '../schema.ts';

export const DAY_SHIFT: ShiftTimes = {
  onTime: '09:00',
  offTime: '18:00',
  offNextDay: false,
  restStart: '12:00',
  restEnd: '13:00',
  lateGraceMinutes: 0,
  earlyGraceMinutes: 0,
  seriousLateMinutes: 30,
  absentLateMinutes: 240,
  earliestOnMinutes: 120,
  latestOffMinutes: 360,
};

const NO_SHIFTS = { 1: null, 2: null, 3: null, 4: null, 5: null, 6: null, 7: null };

/** 杭州总部 at 30.2741 N, 120.1551 E, 300 m: 0.0025° north is 278 m away (inside), 0.003° 334 m (outside). */
export const OFFICE = { name: '杭州总部', latitude: 30.2741, longitude: 120.1551, radiusMeters: 300 };
export const INSIDE = { latitude: 30.2766, longitude: 120.1551, accuracy: 30 };
export const OUTSIDE = { latitude: 30.2771, longitude: 120.1551, accuracy: 30 };

/**
 * Company A of the staff-change tests (its account `owner`, an all-types `admin`, an HRM-only
 * `hrmAdmin`, company B) plus an HRO-only admin, a department 研发部 with a day shift, and hires:
 * 张三 (HRM, job no. A001) and 李四 (HRO, A002) in 研发部, 王五 (HRM, A003) on their own. Groups are
 * made per test with `group`.
 */
export async function punchWorld(t: TestApp) {
  const w = await changesWorld(t);
  const db = t.deps.db;
  const compId = w.a.compId;
  const dept = await w.owner.post<{ id: number }>('/cCompDepartment/insert', { name: '研发部' });
  const deptId = dept.body.data.id;
  const hroAdminUser = await registerAccount(t, {
    loginCode: '13600000309',
    userType: 1,
    userName: '外包人事',
  });
  const hroAdmin = await addStaffMember(db, {
    compId,
    userId: hroAdminUser,
    staffName: '外包人事',
    staffAdmin: 1,
    adminScope: 'hro',
  });
  const [shift] = await db
    .insert(attendanceShifts)
    .values({ compId, name: '白班', times: DAY_SHIFT })
    .returning({ id: attendanceShifts.id });

  const hireWithJobNo = async (name: string, jobNo: string, employeeType: 1 | 2, inDept: boolean) => {
    const hired = await w.hire({ name, employeeType, deptId: inDept ? deptId : null });
    await db.update(companyStaff).set({ jobNo }).where(eq(companyStaff.id, hired.staffId));
    return { ...hired, zh: caller(t, hired.api.token, 'zh-CN') };
  };
  const zhang = await hireWithJobNo('张三', 'A001', 1, true);
  const li = await hireWithJobNo('李四', 'A002', 2, true);
  const wang = await hireWithJobNo('王五', 'A003', 1, false);

  /** A group with one rule version from 2000-01-01: the fixed day shift on weekdays, and `rule`. */
  async function group(name: string, rule: Partial<GroupRule>) {
    const [row] = await db
      .insert(attendanceGroups)
      .values({ compId, name })
      .returning({ id: attendanceGroups.id });
    const weekdays = { ...NO_SHIFTS, 1: shift!.id, 2: shift!.id, 3: shift!.id, 4: shift!.id, 5: shift!.id };
    await db.insert(attendanceGroupRules).values({
      compId,
      groupId: row!.id,
      effectiveFrom: '2000-01-01',
      rule: {
        scheduleType: 'fixed',
        members: { deptIds: [], staffIds: [], excludedStaffIds: [] },
        weekdayShifts: weekdays,
        followHolidays: true,
        makeupShiftId: null,
        flexibleRequiredMinutes: 480,
        flexibleLatestOn: null,
        webPunch: true,
        ipRanges: [],
        geofences: [],
        importPunches: true,
        ...rule,
      },
    });
    return row!.id;
  }

  /** A request from a client address (the app does not trust proxies: the socket's address counts). */
  const from = (token: string, remoteAddress: string, options: Omit<InjectOptions, 'remoteAddress'>) =>
    t.call({
      ...options,
      remoteAddress,
      headers: { access_token: token, lang: 'zh-CN', ...options.headers },
    } as InjectOptions);

  return {
    ...w,
    compId,
    deptId,
    shiftId: shift!.id,
    hroAdmin: { staffId: hroAdmin.id, api: caller(t, await login(t, '13600000309')) },
    zhang,
    li,
    wang,
    group,
    from,
  };
}
export type PunchWorld = Awaited<ReturnType<typeof punchWorld>>;
