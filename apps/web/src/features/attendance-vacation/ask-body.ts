import type { AttendanceRequestKind, Half, LeaveUnit, RequestAsk } from '@renli/contracts';
import type { Dayjs } from 'dayjs';

/** What the request form holds (dates as dayjs values from the pickers). */
export interface AskValues {
  staffId?: number;
  leaveTypeId?: number;
  startDay?: Dayjs;
  startHalf?: Half;
  endDay?: Dayjs;
  endHalf?: Half;
  startAt?: Dayjs;
  endAt?: Dayjs;
  compensation?: 'leave' | 'pay';
  day?: string;
  patchCardTime?: Dayjs;
  cause?: string;
  destination?: string;
  reason?: string;
}

const day = (value: Dayjs) => value.format('YYYY-MM-DD');
/** A picked wall-clock time as China time (business times are China's, wherever the browser is). */
export const chinaInstant = (value: Dayjs) => `${value.format('YYYY-MM-DDTHH:mm')}:00+08:00`;

const hours = (values: AskValues) =>
  values.startAt && values.endAt
    ? { startAt: chinaInstant(values.startAt), endAt: chinaInstant(values.endAt) }
    : null;

/** Days and halves; a type taken in whole days runs from a morning to an afternoon. */
function days(values: AskValues, wholeDays: boolean) {
  if (!values.startDay || !values.endDay) return null;
  return {
    startDay: day(values.startDay),
    startHalf: wholeDays ? 'am' : (values.startHalf ?? 'am'),
    endDay: day(values.endDay),
    endHalf: wholeDays ? 'pm' : (values.endHalf ?? 'pm'),
  } as const;
}

/**
 * The body of a request from the form: null until it names what the preview needs (the type and
 * period, the punch). `unit` is the leave type's; trips use days and halves.
 */
export function askBody(kind: AttendanceRequestKind, values: AskValues, unit?: LeaveUnit): RequestAsk | null {
  const who = values.staffId ? { staffId: values.staffId } : {};
  const reason = values.reason?.trim() ?? '';
  if (kind === 'leave') {
    const span = !values.leaveTypeId ? null : unit === 'hour' ? hours(values) : days(values, unit === 'day');
    return span ? { kind: 'leave', ...who, leaveTypeId: values.leaveTypeId!, ...span, reason } : null;
  }
  if (kind === 'overtime') {
    const span = hours(values);
    return span && values.compensation
      ? { kind: 'overtime', ...who, ...span, compensation: values.compensation, reason }
      : null;
  }
  if (kind === 'trip') {
    const span = days(values, false);
    return span
      ? { kind: 'trip', ...who, ...span, destination: values.destination?.trim() ?? '', reason }
      : null;
  }
  if (!values.day || !values.patchCardTime) return null;
  return {
    kind: 'missedPunch',
    ...who,
    day: values.day,
    patchCardTime: chinaInstant(values.patchCardTime),
    cause: values.cause ?? '',
    ...(reason ? { reason } : {}),
  };
}
