import {
  COMPENSATION_LABELS,
  DAY_TYPE_LABELS,
  type DayType,
  type FormValues,
  type Half,
  type LeaveUnit,
  labelIn,
  type OvertimeCompensation,
} from '@renli/contracts';
import { chinaDateTime } from '../../../core/china-time.ts';
import { type Locale, translate } from '../../../core/i18n/index.ts';
import { leaveMessages as m } from './messages.ts';

// A request as people read it (docs/product/attendance.md, "Leave, overtime, 补卡 and trips"): its
// period and amount in words, and the values its approval carries (company data, in Chinese like the
// templates).

/** The columns of a request its words are made of. */
export interface RequestFacts {
  kind: string;
  startDay: string | null;
  startHalf: Half | null;
  endDay: string | null;
  endHalf: Half | null;
  startAt: Date | null;
  endAt: Date | null;
  amount: string | null;
  unit: LeaveUnit | null;
  dayType: DayType | null;
  compensation: OvertimeCompensation | null;
  cause: string | null;
  destination: string | null;
  reason: string | null;
}

const minute = (at: Date) => chinaDateTime(at).slice(0, 16);

/** "2026-05-06 上午 至 2026-05-08 下午", "2026-05-06 14:00 至 16:00", a 补卡's "2026-05-06 09:00". */
export function periodWords(r: RequestFacts, locale: Locale): string {
  const to = translate(locale, m['attendance.leave.to']);
  const half = (value: Half) => translate(locale, m[`attendance.leave.${value}`]);
  if (r.startDay && r.endDay && r.startHalf && r.endHalf && r.kind !== 'missedPunch') {
    if (r.startDay === r.endDay)
      return r.startHalf === r.endHalf ? `${r.startDay} ${half(r.startHalf)}` : r.startDay;
    return `${r.startDay} ${half(r.startHalf)}${to}${r.endDay} ${half(r.endHalf)}`;
  }
  if (!r.startAt) return '';
  if (!r.endAt) return minute(r.startAt);
  const end = minute(r.endAt);
  const sameDay = end.slice(0, 10) === minute(r.startAt).slice(0, 10);
  return `${minute(r.startAt)}${to}${sameDay ? end.slice(11) : end}`;
}

/** "2.5 天", "3 hours"; nothing for a 补卡. */
export function amountWords(amount: string | null, unit: LeaveUnit | null, locale: Locale): string {
  if (amount === null || unit === null) return '';
  return translate(locale, m['attendance.leave.amountText'], {
    amount,
    unit: translate(locale, m[`attendance.leave.unit.${unit}`]),
  });
}

/**
 * The values of the request's approval, keyed by the fields of its built-in template's form
 * (`ATTENDANCE_APPROVAL_FORMS`): what the approver reads on the card.
 */
export function approvalValues(r: RequestFacts, staffName: string, leaveTypeName: string | null): FormValues {
  const period = periodWords(r, 'zh-CN');
  const reason = r.reason ? { reason: r.reason } : {};
  const amount = r.amount === null ? undefined : Number(r.amount);
  switch (r.kind) {
    case 'leave':
      return {
        leaveType: leaveTypeName ?? '',
        period,
        ...(r.unit === 'hour' ? { hours: amount } : { days: amount }),
        staffName,
        ...reason,
      };
    case 'overtime':
      return {
        period,
        hours: amount,
        dayType: r.dayType ? labelIn(DAY_TYPE_LABELS[r.dayType], 'zh-CN') : '',
        compensation: r.compensation ? labelIn(COMPENSATION_LABELS[r.compensation], 'zh-CN') : '',
        staffName,
        ...reason,
      };
    case 'missedPunch':
      return { punchTime: period, day: r.startDay ?? '', cause: r.cause ?? '', staffName, ...reason };
    default:
      return { destination: r.destination ?? '', period, days: amount, staffName, ...reason };
  }
}
