import {
  ATTENDANCE_REQUEST_KIND_LABELS,
  type AttendanceRequestKind,
  type DayType,
  type LeaveType,
  type LeaveUnit,
  labelIn,
  type RequestAsk,
} from '@renli/contracts';
import Decimal from 'decimal.js';
import { and, count, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { addDays, chinaToday } from '../../../core/china-time.ts';
import { AppError } from '../../../core/http/errors.ts';
import type { Locale } from '../../../core/i18n/index.ts';
import type { FieldProblem } from '../../../core/resources/define.ts';
import type { Tx } from '../../../db/client.ts';
import type { DayPlan } from '../engine/types.ts';
import { assertMonthsOpen } from '../results/locks.ts';
import { loadPlans } from '../results/plans.ts';
import { attendanceSettingsOf } from '../rules/settings.ts';
import { attendanceDailyResults, attendanceRequests } from '../schema.ts';
import { ledgersOf } from './accrual.ts';
import { balanceOn, formatAmount, shortfall } from './balance-math.ts';
import { leaveAmountOf } from './engine-adapter.ts';
import { leaveTypesOf } from './leave-types.ts';
import { ledgerKey, pendingOf } from './ledger.ts';
import { leaveMessages as m } from './messages.ts';
import {
  type Checked,
  CLASHES,
  dayPeriod,
  hoursBetween,
  instantPeriod,
  MAX_HOUR_SPAN_DAYS,
  MAX_OVERTIME_HOURS,
  monthsOf,
  overtimeDayType,
  type Period,
  withinReach,
} from './request-rules.ts';
import type { Subject } from './subjects.ts';
import { periodWords } from './words.ts';

// Every rule of asking (docs/product/attendance.md, "Leave, overtime, 补卡 and trips"), one pass:
// the preview shows its problems, asking refuses with them. Runs in the asking transaction, after the
// staff member's ledger is locked, so two asks never both pass a balance or a limit.

/** 补卡 reaches this many days back. */
export const MISSED_PUNCH_DAYS = 31;
const ASKED_OR_APPROVED = [1, 2];

type RequestColumns = Omit<
  typeof attendanceRequests.$inferInsert,
  'compId' | 'staffId' | 'staffName' | 'employeeType' | 'deptId'
>;

export interface Evaluation {
  columns: RequestColumns;
  leaveType: LeaveType | null;
  amount: string | null;
  unit: LeaveUnit | null;
  dayType: DayType | null;
  balance: { remaining: string; pending: string; after: string } | null;
  missedPunches: { used: number; limit: number } | null;
  problems: FieldProblem[];
}

interface Context {
  tx: Tx;
  compId: number;
  subject: Subject;
  locale: Locale;
  today: string;
  now: Date;
  /** The request being re-checked, left out of overlaps, limits and pending. */
  exceptId?: number;
}

const empty = (columns: RequestColumns, problems: FieldProblem[]): Evaluation => ({
  columns,
  leaveType: null,
  amount: null,
  unit: null,
  dayType: null,
  balance: null,
  missedPunches: null,
  problems,
});

/** The period a request asks for, or what is wrong with it. */
function periodOf(ask: RequestAsk, type: LeaveType | null, today: string, now: Date): Checked<Period> {
  if (ask.kind === 'leave')
    return type!.unit === 'hour'
      ? instantPeriod(ask, MAX_HOUR_SPAN_DAYS * 24)
      : dayPeriod(ask, type!.unit === 'day' ? { type: type!.name } : null);
  if (ask.kind === 'overtime') return instantPeriod(ask, MAX_OVERTIME_HOURS);
  if (ask.kind === 'trip') return dayPeriod(ask, null);
  if (ask.day < addDays(today, -MISSED_PUNCH_DAYS) || ask.day > today)
    return { problems: [{ field: 'day', key: m['attendance.leave.punchDayRange'] }] };
  const at = new Date(ask.patchCardTime);
  const punchDay = chinaToday(at);
  if ((punchDay !== ask.day && punchDay !== addDays(ask.day, 1)) || at > now)
    return { problems: [{ field: 'patchCardTime', key: m['attendance.leave.punchTimeRange'] }] };
  return { ok: { days: null, startAt: at, endAt: at, firstDay: ask.day, lastDay: ask.day } };
}

/** The request's own columns: its period, what it names, why. */
function columnsOf(ask: RequestAsk, period: Period | null): RequestColumns {
  const days = period?.days;
  const base: RequestColumns = {
    kind: ask.kind,
    reason: ask.reason || null,
    startAt: period?.startAt ?? null,
    endAt: ask.kind === 'missedPunch' ? null : (period?.endAt ?? null),
    ...(days ? { ...days } : {}),
  };
  if (ask.kind === 'leave') return { ...base, leaveTypeId: ask.leaveTypeId };
  if (ask.kind === 'overtime') return { ...base, compensation: ask.compensation, unit: 'hour' };
  if (ask.kind === 'trip') return { ...base, destination: ask.destination || null, unit: 'day' };
  return { ...base, startDay: ask.day, cause: ask.cause || null };
}

/** The first asked or approved request of the staff member of a clashing kind overlapping the period. */
async function clash(c: Context, kind: AttendanceRequestKind, period: Period): Promise<FieldProblem | null> {
  const kinds: readonly AttendanceRequestKind[] = CLASHES[kind];
  if (kinds.length === 0) return null;
  const [other] = await c.tx
    .select()
    .from(attendanceRequests)
    .where(
      and(
        eq(attendanceRequests.compId, c.compId),
        eq(attendanceRequests.staffId, c.subject.staffId),
        inArray(attendanceRequests.status, ASKED_OR_APPROVED),
        inArray(attendanceRequests.kind, [...kinds]),
        lt(attendanceRequests.startAt, period.endAt),
        gt(attendanceRequests.endAt, period.startAt),
        c.exceptId === undefined ? undefined : ne(attendanceRequests.id, c.exceptId),
      ),
    )
    .limit(1);
  if (!other) return null;
  return {
    field: period.days ? 'startDay' : 'startAt',
    key: m['attendance.leave.overlap'],
    params: {
      kind: labelIn(ATTENDANCE_REQUEST_KIND_LABELS[other.kind], c.locale),
      period: periodWords(other, c.locale),
    },
  };
}

/** A locked month among the period's: a problem rather than a refusal, for the preview. */
async function lockProblem(c: Context, period: Period, field: string): Promise<FieldProblem | null> {
  try {
    await assertMonthsOpen(c.tx, c.compId, monthsOf(period.firstDay, period.lastDay));
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { field, key: error.key, params: error.params };
  }
}

/** A leave type's balance against this leave: remaining today, asked elsewhere, and what it lacks. */
async function balanceCheck(c: Context, type: LeaveType, amount: string, firstDay: string) {
  const years = [Number(c.today.slice(0, 4)), Number(firstDay.slice(0, 4))];
  const key = ledgerKey(c.subject.staffId, type.id);
  const entries = (await ledgersOf(c.tx, c.compId, [c.subject.staffId], years, [type])).get(key) ?? [];
  const pending = (await pendingOf(c.tx, c.compId, [c.subject.staffId], c.exceptId)).get(key) ?? [];
  const remaining = balanceOn(entries, c.today).remaining;
  const pendingSum = pending.reduce((sum, p) => sum.plus(p.amount), new Decimal(0));
  const balance = {
    remaining,
    pending: formatAmount(pendingSum),
    after: formatAmount(new Decimal(remaining).minus(pendingSum).minus(amount)),
  };
  const short = shortfall(entries, pending, { amount, day: firstDay }).gt(0);
  return { balance, short };
}

/** How many 补卡 the staff member asked for (or had approved) in the day's month, and the limit. */
async function missedPunchCount(c: Context, day: string) {
  const [settings, [row]] = await Promise.all([
    attendanceSettingsOf(c.tx, c.compId),
    c.tx
      .select({ n: count() })
      .from(attendanceRequests)
      .where(
        and(
          eq(attendanceRequests.compId, c.compId),
          eq(attendanceRequests.staffId, c.subject.staffId),
          eq(attendanceRequests.kind, 'missedPunch'),
          inArray(attendanceRequests.status, ASKED_OR_APPROVED),
          sql`to_char(${attendanceRequests.startDay}, 'YYYY-MM') = ${day.slice(0, 7)}`,
          c.exceptId === undefined ? undefined : ne(attendanceRequests.id, c.exceptId),
        ),
      ),
  ]);
  return { used: Number(row?.n ?? 0), limit: settings.missedPunchMonthlyLimit };
}

/** Whether the day's result has a missing punch (the engine's finding; recomputed days only). */
async function hasMissingPunch(c: Context, day: string) {
  const [row] = await c.tx
    .select({ missing: attendanceDailyResults.missingPunches })
    .from(attendanceDailyResults)
    .where(and(eq(attendanceDailyResults.staffId, c.subject.staffId), eq(attendanceDailyResults.day, day)));
  return (row?.missing ?? 0) > 0;
}

/** The words asking needs (a preview goes without): a reason, a trip's destination, a 补卡's cause. */
export function missingWords(ask: RequestAsk): FieldProblem[] {
  const needed =
    ask.kind === 'missedPunch'
      ? { cause: ask.cause }
      : ask.kind === 'trip'
        ? { destination: ask.destination, reason: ask.reason }
        : { reason: ask.reason };
  return Object.entries(needed)
    .filter(([, value]) => !value)
    .map(([field]) => ({ field, key: `attendance.leave.${field}Required` }));
}

const planOn = (plans: readonly DayPlan[], day: string) => plans.find((plan) => plan.day === day);

/** Everything a request of `subject` would be, and every rule it breaks. */
export async function evaluate(
  tx: Tx,
  compId: number,
  subject: Subject,
  ask: RequestAsk,
  locale: Locale,
  exceptId?: number,
): Promise<Evaluation> {
  const now = new Date();
  const c: Context = { tx, compId, subject, locale, today: chinaToday(now), now, exceptId };
  let type: LeaveType | null = null;
  if (ask.kind === 'leave') {
    type = (await leaveTypesOf(tx, compId)).find((t) => t.id === ask.leaveTypeId) ?? null;
    if (!type)
      return empty(columnsOf(ask, null), [{ field: 'leaveTypeId', key: m['attendance.leave.typeNotFound'] }]);
  }
  const checked = periodOf(ask, type, c.today, now);
  if ('problems' in checked) return empty(columnsOf(ask, null), checked.problems);
  const period = checked.ok;
  const columns = columnsOf(ask, period);
  const field = ask.kind === 'missedPunch' ? 'day' : period.days ? 'startDay' : 'startAt';
  if (!withinReach(period, c.today))
    return empty(columns, [{ field, key: m['attendance.leave.outOfRange'] }]);

  const problems: FieldProblem[] = [];
  const out: Evaluation = { ...empty(columns, problems), leaveType: type };
  // Hours reach into the day before: a night shift's early hours belong to it.
  const from = period.days ? period.firstDay : addDays(period.firstDay, -1);
  const plans =
    (await loadPlans(tx, compId, from, period.lastDay, [subject.staffId])).get(subject.staffId) ?? [];
  if (!plans.some((plan) => plan.employed))
    return { ...out, problems: [{ field, key: m['attendance.leave.notEmployed'] }] };

  if (ask.kind === 'leave' || ask.kind === 'trip') {
    // A trip is asked in half days (or hours); a leave in its type's unit.
    const unit: LeaveUnit = type?.unit ?? (period.days ? 'halfDay' : 'hour');
    const spent = leaveAmountOf(plans, {
      leaveTypeId: type?.id ?? 0,
      leaveName: type?.name ?? '',
      unit,
      workdaysOnly: type?.workdaysOnly ?? false,
      span: period.days ?? { start: period.startAt, end: period.endAt },
    });
    out.unit = unit;
    if ('amount' in spent) out.amount = spent.amount;
    else problems.push({ field, key: spent.key, params: spent.params });
  } else if (ask.kind === 'overtime') {
    out.amount = hoursBetween(period.startAt, period.endAt);
    out.unit = 'hour';
    out.dayType = overtimeDayType(planOn(plans, period.firstDay) ?? plans[0]!);
    if (ask.compensation === 'leave' && out.dayType === 'holiday')
      problems.push({ field: 'compensation', key: m['attendance.leave.holidayPayOnly'] });
    else if (
      ask.compensation === 'leave' &&
      !(await leaveTypesOf(tx, compId)).some((t) => t.balanceRule === 'compensatory')
    )
      problems.push({ field: 'compensation', key: m['attendance.leave.noCompensatoryType'] });
  } else {
    if (!(await hasMissingPunch(c, ask.day)))
      problems.push({ field: 'day', key: m['attendance.leave.noMissingPunch'], params: { day: ask.day } });
    out.missedPunches = await missedPunchCount(c, ask.day);
    if (out.missedPunches.used >= out.missedPunches.limit)
      problems.push({
        field: 'day',
        key: m['attendance.leave.punchLimit'],
        params: { month: ask.day.slice(0, 7), ...out.missedPunches },
      });
  }
  const locked = await lockProblem(c, period, field);
  if (locked) problems.push(locked);
  const overlap = await clash(c, ask.kind, period);
  if (overlap) problems.push(overlap);
  if (type && type.balanceRule !== 'none' && out.amount && new Decimal(out.amount).gt(0)) {
    const { balance, short } = await balanceCheck(c, type, out.amount, period.firstDay);
    out.balance = balance;
    if (short)
      problems.push({
        field: 'leaveTypeId',
        key: m[`attendance.leave.balanceShort.${type.unit}`],
        params: {
          type: type.name,
          remaining: balance.remaining,
          pending: balance.pending,
          amount: out.amount,
        },
      });
  }
  out.columns = { ...columns, amount: out.amount, unit: out.unit, dayType: out.dayType };
  return out;
}
