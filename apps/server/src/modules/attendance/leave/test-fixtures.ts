import type {
  ApprovalInstanceDetail,
  AttendanceRequest,
  LeaveBalance,
  LeaveType,
  RequestPreview,
  StaffBalances,
} from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { addDays, chinaDayStart, chinaToday } from '../../../core/china-time.ts';
import type { Caller } from '../../../core/resources/test-fixtures.ts';
import type { TestApp } from '../../../test/harness.ts';
import { createDepartment } from '../../org/service.ts';
import { changesWorld, type Hire } from '../../staff-changes/test-fixtures.ts';
import { companyCalendar } from '../calendar/company-calendar.ts';
import {
  attendanceBalanceEntries,
  attendanceDailyResults,
  attendanceGroupRules,
  attendanceGroups,
  attendanceShifts,
} from '../schema.ts';

/** An instant on a China day at `HH:mm`, as the API takes it. */
export const at = (day: string, time: string) =>
  new Date(
    chinaDayStart(day).getTime() + (Number(time.slice(0, 2)) * 60 + Number(time.slice(3))) * 60_000,
  ).toISOString();

/**
 * Company A of the staff-change tests with a department whose staff work 09:00–18:00 (rest 12:00–13:00)
 * Monday to Friday, following the statutory calendar; hires join that department two years ago.
 */
export async function leaveWorld(t: TestApp) {
  const w = await changesWorld(t);
  const db = t.deps.db;
  const compId = w.a.compId;
  const dept = await createDepartment(db, { compId, name: '考勤测试部' });
  const [shift] = await db
    .insert(attendanceShifts)
    .values({
      compId,
      name: '白班',
      times: {
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
        latestOffMinutes: 240,
      },
    })
    .returning();
  const [group] = await db.insert(attendanceGroups).values({ compId, name: '总部' }).returning();
  await db.insert(attendanceGroupRules).values({
    compId,
    groupId: group!.id,
    effectiveFrom: '2020-01-01',
    rule: {
      scheduleType: 'fixed',
      members: { deptIds: [dept.id], staffIds: [], excludedStaffIds: [] },
      weekdayShifts: {
        '1': shift!.id,
        '2': shift!.id,
        '3': shift!.id,
        '4': shift!.id,
        '5': shift!.id,
        '6': null,
        '7': null,
      },
      followHolidays: true,
      makeupShiftId: null,
      flexibleRequiredMinutes: 480,
      flexibleLatestOn: null,
      webPunch: true,
      ipRanges: [],
      geofences: [],
      importPunches: true,
    },
  });
  const today = chinaToday();
  const calendar = await companyCalendar(db, compId, addDays(today, -330), addDays(today, 120));

  /**
   * The Monday of the first ordinary working week (Mon–Fri workdays, the weekend off, the next Monday
   * a workday) at least `after` days ahead.
   */
  function workWeek(after = 7): string {
    const expected = ['workday', 'workday', 'workday', 'workday', 'workday', 'restday', 'restday', 'workday'];
    for (let day = addDays(today, after); ; day = addDays(day, 1)) {
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      if (weekday === 1 && expected.every((type, i) => calendar.get(addDays(day, i))?.type === type))
        return day;
    }
  }
  /** A statutory holiday of the past 330 days. */
  const pastHoliday = () => [...calendar.values()].find((d) => d.type === 'holiday' && d.day < today)!.day;
  /** The latest day of a type at least `before` days before today. */
  const pastDay = (type: 'workday' | 'restday', before = 1) => {
    for (let day = addDays(today, -before); ; day = addDays(day, -1))
      if (calendar.get(day)?.type === type) return day;
  };
  const pastWorkday = (before = 1) => pastDay('workday', before);

  const hire = (h: Hire) => w.hire({ entryIn: -800, deptId: dept.id, ...h });
  const hr = w.owner;

  const post = async <T>(as: Caller, url: string, body: object) => {
    const res = await as.post<T>(url, body);
    expect(res.status, res.body.message).toBe(200);
    return res.body.data;
  };
  const ask = (as: Caller, body: object) => as.post<AttendanceRequest>('/vacation/request/apply', body);
  const asked = (as: Caller, body: object) => post<AttendanceRequest>(as, '/vacation/request/apply', body);
  const preview = (as: Caller, body: object) => post<RequestPreview>(as, '/vacation/request/preview', body);
  const read = async (as: Caller, id: number) =>
    (await as.get<AttendanceRequest>(`/vacation/request/selectById/${id}`)).body.data;
  const types = async (as: Caller) => (await as.get<LeaveType[]>('/vacation/leaveType/selectList')).body.data;
  const typeId = async (name: string) => (await types(hr)).find((type) => type.name === name)!.id;
  const balances = async (as: Caller) => (await as.get<StaffBalances>('/vacation/balance/mine')).body.data;
  const balanceOf = async (as: Caller, name: string): Promise<LeaveBalance> =>
    (await balances(as)).balances.find((b) => b.leaveTypeName === name)!;
  const setWorkStart = (staffId: number, workStartDate: string | null) =>
    post<StaffBalances>(hr, '/vacation/balance/setWorkStart', { staffId, workStartDate });

  /** The task the company account has on the request's approval, approved (or refused: the response). */
  async function decide(request: Pick<AttendanceRequest, 'id'>, approve = true) {
    const approvalId = (await read(hr, request.id)).approvalId;
    expect(approvalId).not.toBeNull();
    const detail = await hr.get<ApprovalInstanceDetail>(`/cAudit/instance/selectById/${approvalId}`);
    const taskId = detail.body.data.myTaskId;
    expect(taskId).not.toBeNull();
    return approve
      ? hr.post('/cAudit/instance/approve', { taskId })
      : hr.post('/cAudit/instance/reject', { taskId, comment: '不批准' });
  }
  const entries = (staffId: number) =>
    db
      .select()
      .from(attendanceBalanceEntries)
      .where(and(eq(attendanceBalanceEntries.compId, compId), eq(attendanceBalanceEntries.staffId, staffId)))
      .orderBy(attendanceBalanceEntries.id);
  /** Arranges a computed day with a missing punch (what the engine finds), for 补卡. */
  async function missingPunchOn(staffId: number, day: string) {
    const result = {
      day,
      dayType: 'workday' as const,
      holidayName: null,
      groupId: group!.id,
      shift: { shiftId: shift!.id, name: '白班', onTime: '09:00', offTime: '18:00', offNextDay: false },
      punchIn: null,
      punchOut: at(day, '18:05'),
      expectedMinutes: 480,
      workedMinutes: 0,
      lateMinutes: 0,
      earlyMinutes: 0,
      absentMinutes: 0,
      leaveMinutes: 0,
      tripMinutes: 0,
      overtimeMinutes: 0,
      status: 'missingIn' as const,
      items: [{ kind: 'missingIn' as const, minutes: 0, leaveTypeId: null, leaveName: null, dayType: null }],
      reasons: [],
    };
    await db
      .insert(attendanceDailyResults)
      .values({
        compId,
        staffId,
        day,
        groupId: group!.id,
        status: 'missingIn',
        dayType: 'workday',
        expectedMinutes: 480,
        workedMinutes: 0,
        lateMinutes: 0,
        seriousLate: false,
        earlyMinutes: 0,
        missingPunches: 1,
        absentMinutes: 0,
        leaveMinutes: 0,
        tripMinutes: 0,
        overtimeMinutes: 0,
        result,
      })
      .onConflictDoUpdate({
        target: [attendanceDailyResults.staffId, attendanceDailyResults.day],
        set: { missingPunches: 1, result },
      });
  }
  return {
    ...w,
    compId,
    deptId: dept.id,
    hr,
    today,
    hire,
    workWeek,
    pastHoliday,
    pastWorkday,
    pastDay,
    post,
    ask,
    asked,
    preview,
    read,
    types,
    typeId,
    balances,
    balanceOf,
    setWorkStart,
    decide,
    entries,
    missingPunchOn,
  };
}
export type LeaveWorld = Awaited<ReturnType<typeof leaveWorld>>;

/** Five years of work: 5 days of annual leave a year. */
export const FIVE_YEARS_AGO = `${new Date().getUTCFullYear() - 5}-03-01`;
/** Twelve years of work: 10 days of annual leave a year. */
export const TWELVE_YEARS_AGO = `${new Date().getUTCFullYear() - 12}-03-01`;
