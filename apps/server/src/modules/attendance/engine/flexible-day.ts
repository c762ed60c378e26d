import { add, type DayDraft, item, reason } from './findings.ts';
import { clockMinutes, clockOf, DAY_MINUTES, minuteOf } from './minutes.ts';
import type { DayPlan } from './types.ts';

/**
 * Judges a flexible day (docs/product/attendance.md, "Daily results"): the punches of the calendar
 * day, worked minutes from the first to the last (no rest is known), against the required minutes
 * less those of leave and trips. Short: `early` by the minutes missing. A first punch after
 * `latestOn` is late by the minutes past it, unless the morning is on leave or a trip. One punch:
 * the arrival, `missingOut`. No punch: absent for the minutes still required.
 */
export function judgeFlexible(
  draft: DayDraft,
  day: string,
  flexible: NonNullable<DayPlan['flexible']>,
  coveredMinutes: number,
  morningCovered: boolean,
  punches: readonly Date[],
) {
  draft.expectedMinutes = flexible.requiredMinutes;
  draft.reasons.push(reason('flexible', { minutes: flexible.requiredMinutes }));
  const inDay = punches
    .map((at) => ({ at, minute: minuteOf(day, at) }))
    .filter((p) => p.minute >= 0 && p.minute < DAY_MINUTES)
    .sort((a, b) => a.minute - b.minute);
  const first = inDay[0];
  const last = inDay.length > 1 ? inDay.at(-1) : undefined;
  draft.punchIn = first?.at.toISOString() ?? null;
  draft.punchOut = last?.at.toISOString() ?? null;
  const left = flexible.requiredMinutes - coveredMinutes;
  if (left <= 0) return;
  if (!first) {
    draft.absentMinutes = left;
    add(draft, item('absent', left), reason('noPunch', { minutes: left }));
    return;
  }
  const before = draft.items.length;
  const latestOn = flexible.latestOn === null ? null : clockMinutes(flexible.latestOn);
  if (latestOn !== null && !morningCovered && first.minute > latestOn) {
    draft.lateMinutes = first.minute - latestOn;
    add(
      draft,
      item('late', draft.lateMinutes),
      reason('flexibleLate', {
        punch: clockOf(first.minute),
        latestOn: flexible.latestOn!,
        minutes: draft.lateMinutes,
      }),
    );
  }
  if (!last) {
    add(draft, item('missingOut', 0), reason('missingOut'));
  } else {
    draft.workedMinutes = last.minute - first.minute;
    draft.reasons.push(
      reason('flexibleWorked', {
        first: clockOf(first.minute),
        last: clockOf(last.minute),
        worked: draft.workedMinutes,
      }),
    );
    if (draft.workedMinutes < left) {
      draft.earlyMinutes = left - draft.workedMinutes;
      add(
        draft,
        item('early', draft.earlyMinutes),
        reason('flexibleShort', { worked: draft.workedMinutes, required: left, minutes: draft.earlyMinutes }),
      );
    }
  }
  if (draft.items.length === before) draft.items.push(item('normal', draft.workedMinutes));
}
