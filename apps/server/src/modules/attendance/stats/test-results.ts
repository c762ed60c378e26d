import type { DayResult, DayType, ResultItem, ResultKind } from '@renli/contracts';
import type { DbOrTx } from '../../../db/client.ts';
import { attendanceDailyResults, attendanceLeaveTypes } from '../schema.ts';

// Stored daily results for the statistics' tests, written straight into the table as the engine
// would store them (the engine is another part's: these tests never depend on it).

/** One day as a test states it: minutes of each finding; defaults make an ordinary 8-hour workday. */
export interface DaySpec {
  day: string;
  dayType?: DayType;
  /** Default 480 on a workday, 0 otherwise. */
  expected?: number;
  /** Default: the expected minutes less late, early, absent, leave and trip. */
  worked?: number;
  late?: number;
  seriousLate?: boolean;
  early?: number;
  missingIn?: boolean;
  missingOut?: boolean;
  absent?: number;
  leave?: { leaveTypeId: number; leaveName: string; minutes: number }[];
  trip?: number;
  overtime?: { minutes: number; dayType?: DayType }[];
  status?: ResultKind;
}

const item = (kind: ResultKind, minutes: number, extra: Partial<ResultItem> = {}): ResultItem => ({
  kind,
  minutes,
  leaveTypeId: null,
  leaveName: null,
  dayType: null,
  ...extra,
});

/** The day's worst finding, as the engine reports it. */
function worst(items: readonly ResultItem[], dayType: DayType): ResultKind {
  const order: ResultKind[] = [
    'absent',
    'seriousLate',
    'late',
    'early',
    'missingIn',
    'missingOut',
    'leave',
    'trip',
  ];
  return (
    order.find((kind) => items.some((i) => i.kind === kind)) ?? (dayType === 'workday' ? 'normal' : 'rest')
  );
}

/** A stored day result from a spec. */
export function dayResult(spec: DaySpec): DayResult {
  const dayType = spec.dayType ?? 'workday';
  const expected = spec.expected ?? (dayType === 'workday' ? 480 : 0);
  const leaveMinutes = (spec.leave ?? []).reduce((sum, leave) => sum + leave.minutes, 0);
  const overtimeMinutes = (spec.overtime ?? []).reduce((sum, o) => sum + o.minutes, 0);
  const late = spec.late ?? 0;
  const early = spec.early ?? 0;
  const absent = spec.absent ?? 0;
  const trip = spec.trip ?? 0;
  const items: ResultItem[] = [
    ...(late > 0 ? [item('late', late)] : []),
    ...(spec.seriousLate ? [item('seriousLate', late)] : []),
    ...(early > 0 ? [item('early', early)] : []),
    ...(spec.missingIn ? [item('missingIn', 0)] : []),
    ...(spec.missingOut ? [item('missingOut', 0)] : []),
    ...(absent > 0 ? [item('absent', absent)] : []),
    ...(spec.leave ?? []).map((leave) =>
      item('leave', leave.minutes, { leaveTypeId: leave.leaveTypeId, leaveName: leave.leaveName }),
    ),
    ...(trip > 0 ? [item('trip', trip)] : []),
    ...(spec.overtime ?? []).map((o) => item('overtime', o.minutes, { dayType: o.dayType ?? null })),
  ];
  return {
    day: spec.day,
    dayType,
    holidayName: dayType === 'holiday' ? '国庆节' : null,
    groupId: null,
    shift: null,
    punchIn: null,
    punchOut: null,
    expectedMinutes: expected,
    workedMinutes:
      spec.worked ?? Math.max(expected - late - early - absent - leaveMinutes - trip, 0) + overtimeMinutes,
    lateMinutes: late,
    earlyMinutes: early,
    absentMinutes: absent,
    leaveMinutes,
    tripMinutes: trip,
    overtimeMinutes,
    status: spec.status ?? worst(items, dayType),
    items,
    reasons:
      late > 0 ? [{ key: 'punchLate', params: { punch: '09:05', onTime: '09:00', minutes: late } }] : [],
  };
}

/** Stores a staff member's days (as `recomputeDays` stores the engine's results). */
export async function insertDays(db: DbOrTx, compId: number, staffId: number, specs: readonly DaySpec[]) {
  if (specs.length === 0) return;
  await db.insert(attendanceDailyResults).values(
    specs.map((spec) => {
      const result = dayResult(spec);
      return {
        compId,
        staffId,
        day: result.day,
        groupId: null,
        status: result.status,
        dayType: result.dayType,
        expectedMinutes: result.expectedMinutes,
        workedMinutes: result.workedMinutes,
        lateMinutes: result.lateMinutes,
        seriousLate: spec.seriousLate ?? false,
        earlyMinutes: result.earlyMinutes,
        missingPunches: Number(spec.missingIn ?? false) + Number(spec.missingOut ?? false),
        absentMinutes: result.absentMinutes,
        leaveMinutes: result.leaveMinutes,
        tripMinutes: result.tripMinutes,
        overtimeMinutes: result.overtimeMinutes,
        result,
      };
    }),
  );
}

/** A leave type of the company in the unit and order given (a new company's own 事假 or 调休 is reused); answers its id. */
export async function insertLeaveType(
  db: DbOrTx,
  compId: number,
  type: { name: string; unit: 'day' | 'halfDay' | 'hour'; sort: number },
): Promise<number> {
  const [row] = await db
    .insert(attendanceLeaveTypes)
    .values({
      compId,
      name: type.name,
      kind: 'custom',
      unit: type.unit,
      paid: false,
      workdaysOnly: true,
      balanceRule: 'none',
      sort: type.sort,
    })
    .onConflictDoUpdate({
      target: [attendanceLeaveTypes.compId, attendanceLeaveTypes.name],
      set: { unit: type.unit, sort: type.sort },
    })
    .returning({ id: attendanceLeaveTypes.id });
  return row!.id;
}
