import type { Reason, ResultItem } from '@renli/contracts';
import { add, type DayDraft, item, reason } from './findings.ts';
import { clip, clockOf, lengthOf, minuteOf, type Stretch, subtract } from './minutes.ts';
import type { ShiftClock } from './shift-clock.ts';
import type { PlanShift } from './types.ts';

// A fixed or rostered day's punches against its shift (docs/product/attendance.md, "Daily results").

interface Punch {
  at: Date;
  minute: number;
}

/** One end of the day judged: a finding (none when on time), why, and whether it makes the day absent. */
interface Verdict {
  found: ResultItem | null;
  why: Reason;
  absent: boolean;
}

/** A threshold of 0 is switched off. */
const over = (minutes: number, threshold: number) => threshold > 0 && minutes > threshold;

function judgeIn(punch: Punch, dueOn: number, shift: PlanShift): Verdict {
  const late = punch.minute - dueOn;
  const params = { punch: clockOf(punch.minute), onTime: clockOf(dueOn), minutes: late };
  if (late <= 0) return { found: null, why: reason('punchIn', { punch: params.punch }), absent: false };
  if (late <= shift.lateGraceMinutes)
    return {
      found: null,
      why: reason('punchInGrace', {
        punch: params.punch,
        onTime: params.onTime,
        grace: shift.lateGraceMinutes,
      }),
      absent: false,
    };
  if (over(late, shift.absentLateMinutes))
    return {
      found: null,
      why: reason('punchLateAbsent', { ...params, threshold: shift.absentLateMinutes }),
      absent: true,
    };
  if (over(late, shift.seriousLateMinutes))
    return {
      found: item('seriousLate', late),
      why: reason('punchSeriousLate', { ...params, threshold: shift.seriousLateMinutes }),
      absent: false,
    };
  return { found: item('late', late), why: reason('punchLate', params), absent: false };
}

function judgeOut(punch: Punch, dueOff: number, shift: PlanShift): Verdict {
  const early = dueOff - punch.minute;
  const params = { punch: clockOf(punch.minute), offTime: clockOf(dueOff), minutes: early };
  if (early <= 0) return { found: null, why: reason('punchOut', { punch: params.punch }), absent: false };
  if (early <= shift.earlyGraceMinutes)
    return {
      found: null,
      why: reason('punchOutGrace', {
        punch: params.punch,
        offTime: params.offTime,
        grace: shift.earlyGraceMinutes,
      }),
      absent: false,
    };
  if (over(early, shift.absentLateMinutes))
    return {
      found: null,
      why: reason('punchEarlyAbsent', { ...params, threshold: shift.absentLateMinutes }),
      absent: true,
    };
  return { found: item('early', early), why: reason('punchEarly', params), absent: false };
}

/**
 * Judges a shift day. Leave and trips (`covered`) are taken out of the working time first; the day
 * then starts at the first working minute left and ends at the last (a morning's leave moves the
 * on time to the afternoon's start), and a day with nothing left asks for no punch. The on-punch is
 * the earliest punch from `earliestOnMinutes` before that on time up to the midpoint between the
 * two, the off-punch the latest from that midpoint to `latestOffMinutes` after that off time; so a
 * single punch is the on-punch before the midpoint and the off-punch from it.
 */
export function judgeShift(
  draft: DayDraft,
  day: string,
  shift: PlanShift,
  clock: ShiftClock,
  covered: readonly Stretch[],
  punches: readonly Date[],
) {
  draft.expectedMinutes = clock.expected;
  const required = subtract(clock.working, covered);
  const requiredMinutes = lengthOf(required);
  const dueOn = required[0]?.[0] ?? clock.on;
  const dueOff = required.at(-1)?.[1] ?? clock.off;
  const middle = dueOn + Math.floor((dueOff - dueOn) / 2);
  const onFrom = dueOn - shift.earliestOnMinutes;
  const offUntil = dueOff + shift.latestOffMinutes;
  let punchIn: Punch | null = null;
  let punchOut: Punch | null = null;
  // One pass: the recompute hands every day the staff member's punches of the whole range.
  for (const at of punches) {
    const minute = minuteOf(day, at);
    if (minute >= onFrom && minute < middle) {
      if (!punchIn || minute < punchIn.minute) punchIn = { at, minute };
    } else if (minute >= middle && minute <= offUntil) {
      if (!punchOut || at >= punchOut.at) punchOut = { at, minute };
    }
  }
  draft.punchIn = punchIn?.at.toISOString() ?? null;
  draft.punchOut = punchOut?.at.toISOString() ?? null;
  if (requiredMinutes === 0) return;

  if (dueOn !== clock.on) draft.reasons.push(reason('onTimeMoved', { time: clockOf(dueOn) }));
  if (dueOff !== clock.off) draft.reasons.push(reason('offTimeMoved', { time: clockOf(dueOff) }));
  if (!punchIn && !punchOut) {
    draft.absentMinutes = requiredMinutes;
    add(draft, item('absent', requiredMinutes), reason('noPunch', { minutes: requiredMinutes }));
    return;
  }
  const verdicts: Verdict[] = [
    punchIn
      ? judgeIn(punchIn, dueOn, shift)
      : { found: item('missingIn', 0), why: reason('missingIn'), absent: false },
    punchOut
      ? judgeOut(punchOut, dueOff, shift)
      : { found: item('missingOut', 0), why: reason('missingOut'), absent: false },
  ];
  draft.workedMinutes = punchIn && punchOut ? lengthOf(clip(required, [punchIn.minute, punchOut.minute])) : 0;
  if (verdicts.some((verdict) => verdict.absent)) {
    // Late or early past the absent threshold: the whole day is absent, nothing else is counted.
    draft.absentMinutes = requiredMinutes;
    add(draft, item('absent', requiredMinutes), ...verdicts.map((verdict) => verdict.why));
    return;
  }
  for (const { found, why } of verdicts) {
    if (found) add(draft, found, why);
    else draft.reasons.push(why);
    if (found?.kind === 'late' || found?.kind === 'seriousLate') draft.lateMinutes = found.minutes;
    if (found?.kind === 'early') draft.earlyMinutes = found.minutes;
  }
  if (verdicts.every((verdict) => !verdict.found)) draft.items.push(item('normal', draft.workedMinutes));
}
