import type { AuthSummary, DayRecord, DayResult, Punch, PunchToday } from '@renli/contracts';
import { chinaToday } from '../../lib/china-today.ts';

/** Fixtures of the record screen's tests: answers of `/cPunchCard/*` and the caller's summary. */

export const TODAY = chinaToday();

/** 09:00 China time of `day` is 01:00 UTC. */
export const at = (day: string, time: string) =>
  new Date(Date.parse(`${day}T${time}:00+08:00`)).toISOString();

export const summary = (over: Partial<AuthSummary>): AuthSummary => ({
  userType: 3,
  compAdmin: 0,
  staffAdmin: 0,
  scopes: [],
  isPlatformAdmin: false,
  columns: {},
  closedColumns: [],
  ...over,
});

export const punchOf = (id: number, time: string, over: Partial<Punch> = {}): Punch => ({
  id,
  staffId: 7,
  at: at(TODAY, time),
  source: 'web',
  place: null,
  ip: '10.0.0.8',
  note: null,
  voided: false,
  voidNote: null,
  ...over,
});

export const dayResult = (day: string, over: Partial<DayResult> = {}): DayResult => ({
  day,
  dayType: 'workday',
  holidayName: null,
  groupId: 1,
  shift: { shiftId: 1, name: '白班', onTime: '09:00', offTime: '18:00', offNextDay: false },
  punchIn: null,
  punchOut: null,
  expectedMinutes: 480,
  workedMinutes: 0,
  lateMinutes: 0,
  earlyMinutes: 0,
  absentMinutes: 0,
  leaveMinutes: 0,
  tripMinutes: 0,
  overtimeMinutes: 0,
  status: 'normal',
  items: [],
  reasons: [],
  ...over,
});

export const LATE = { key: 'punchLate', params: { punch: '09:05', onTime: '09:00', minutes: 5 } };

export const todayOf = (over: Partial<PunchToday> = {}): PunchToday => ({
  staffId: 7,
  day: TODAY,
  now: new Date().toISOString(),
  dayType: 'workday',
  holidayName: null,
  makeup: false,
  employed: true,
  groupName: '研发考勤',
  scheduleType: 'fixed',
  shift: { name: '白班', onTime: '09:00', offTime: '18:00', offNextDay: false },
  flexible: null,
  punches: [],
  result: null,
  web: { allowed: true, refusal: null, needsLocation: false, places: [], ip: '10.0.0.8' },
  ...over,
});

export const record = (
  staffId: number,
  name: string,
  day: string,
  over: Partial<DayResult> = {},
): DayRecord => ({
  staffId,
  staffName: name,
  jobNo: `A00${staffId}`,
  deptName: '研发部',
  employeeType: 1,
  result: dayResult(day, over),
});
