import type { GroupRule, ShiftTimes } from '@renli/contracts';
import { addDays, chinaDayStart, chinaToday } from '../../core/china-time.ts';
import type { Tx } from '../../db/client.ts';
import { activeOrgRecordIdsByName } from '../org/references.ts';
import { loadPlans } from './results/plans.ts';
import { recomputeDays } from './results/recompute.ts';
import { attendanceGroupRules, attendanceGroups, attendancePunches, attendanceShifts } from './schema.ts';

// The demo company's attendance (README.md): two groups under a 09:00–18:00 and an 08:30–17:30
// shift from the first day of last month, and a punch history up to yesterday with some late,
// early, missing and absent days, so 打卡记录 and 统计 have a month and a half to show. Everything
// derives from the staff member's place and the day: no randomness. Today has no punch, so a demo
// login can punch in.

const shiftTimes = (onTime: string, offTime: string, restStart: string, restEnd: string): ShiftTimes => ({
  onTime,
  offTime,
  offNextDay: false,
  restStart,
  restEnd,
  lateGraceMinutes: 5,
  earlyGraceMinutes: 0,
  seriousLateMinutes: 30,
  absentLateMinutes: 120,
  earliestOnMinutes: 120,
  latestOffMinutes: 360,
});

const rule = (shiftId: number, deptIds: number[]): GroupRule => ({
  scheduleType: 'fixed',
  members: { deptIds, staffIds: [], excludedStaffIds: [] },
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
  makeupShiftId: shiftId,
  flexibleRequiredMinutes: 0,
  flexibleLatestOn: null,
  webPunch: true,
  ipRanges: [],
  geofences: [],
  importPunches: true,
});

/** `HH:mm` plus minutes on a China day, as an instant. */
const at = (day: string, time: string, plusMinutes: number) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return new Date(chinaDayStart(day).getTime() + (h * 60 + m + plusMinutes) * 60_000);
};

/** The day's punches of the staff member at `place` in the list, by a fixed pattern. */
function demoPunches(place: number, dayIndex: number, day: string, onTime: string, offTime: string): Date[] {
  const pattern = (place * 31 + dayIndex * 17) % 100;
  const early = (place * 7 + dayIndex * 3) % 25;
  const onAt = at(day, onTime, -early - 5);
  const offAt = at(day, offTime, (place * 11 + dayIndex * 5) % 70);
  if (pattern === 7) return []; // absent
  if (pattern < 5) return [at(day, onTime, 6 + pattern * 9), offAt]; // late: 6, 15, 24, 33 (serious), 42 min
  if (pattern === 5) return [onAt]; // forgot the off punch
  if (pattern === 6) return [onAt, at(day, offTime, -20)]; // left 20 minutes early
  return [onAt, offAt];
}

export async function seedDemoAttendance(tx: Tx, compId: number): Promise<void> {
  const today = chinaToday();
  const from = `${addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`;
  const yesterday = addDays(today, -1);
  const [office, outsourced] = await tx
    .insert(attendanceShifts)
    .values([
      { compId, name: '标准班', code: '标', times: shiftTimes('09:00', '18:00', '12:00', '13:00') },
      { compId, name: '外包班', code: '外', times: shiftTimes('08:30', '17:30', '12:00', '13:00') },
    ])
    .returning({ id: attendanceShifts.id });
  const [head, outsourcing] = await tx
    .insert(attendanceGroups)
    .values([
      { compId, name: '总部考勤组' },
      { compId, name: '外包考勤组' },
    ])
    .returning({ id: attendanceGroups.id });
  const departments = await activeOrgRecordIdsByName(tx, compId, 'department', [
    '总经办',
    '人力资源部',
    '财务部',
    '销售部',
    '技术研发部',
    '外包服务部',
  ]);
  const dept = (name: string) => departments.get(name)!;
  await tx.insert(attendanceGroupRules).values([
    {
      compId,
      groupId: head!.id,
      effectiveFrom: from,
      rule: rule(office!.id, ['总经办', '人力资源部', '财务部', '销售部', '技术研发部'].map(dept)),
    },
    {
      compId,
      groupId: outsourcing!.id,
      effectiveFrom: from,
      rule: rule(outsourced!.id, [dept('外包服务部')]),
    },
  ]);

  // Punches follow each staff member's own plan: their group's shift on its working days.
  const plans = await loadPlans(tx, compId, from, yesterday);
  const punches: (typeof attendancePunches.$inferInsert)[] = [];
  for (const [place, [staffId, days]] of [...plans.entries()].entries()) {
    for (const [dayIndex, plan] of days.entries()) {
      if (!plan.employed || !plan.shift) continue;
      for (const punchAt of demoPunches(place, dayIndex, plan.day, plan.shift.onTime, plan.shift.offTime))
        punches.push({ compId, staffId, at: punchAt, source: 'web', place: '公司' });
    }
  }
  if (punches.length > 0) await tx.insert(attendancePunches).values(punches);
  await recomputeDays(tx, compId, from, yesterday);
}
