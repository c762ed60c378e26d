import { SHIFT_MAX_WORK_MINUTES, type ShiftTimes, shiftTimeline, shiftWorkMinutes } from '@renli/contracts';

// What makes a shift's times sane (docs/product/attendance.md, "Groups, shifts and rules"), on the
// shift's own timeline (`shiftTimeline` of the contracts).

const DAY = 1440;

/** The first thing wrong with a shift's times, as a message key of `rulesMessages` and its values. */
export function shiftTimesProblem(
  times: ShiftTimes,
): { key: string; params?: Record<string, number> } | null {
  const { on, off, rest } = shiftTimeline(times);
  if (off <= on) return { key: 'attendance.rules.shift.offBeforeOn' };
  if ((times.restStart === null) !== (times.restEnd === null))
    return { key: 'attendance.rules.shift.restIncomplete' };
  if (rest && !(on < rest.start && rest.start < rest.end && rest.end < off))
    return { key: 'attendance.rules.shift.restOutside' };
  const work = shiftWorkMinutes(times);
  if (work <= 0 || work > SHIFT_MAX_WORK_MINUTES)
    return { key: 'attendance.rules.shift.workLength', params: { hours: SHIFT_MAX_WORK_MINUTES / 60 } };
  if (
    !(
      times.lateGraceMinutes <= times.seriousLateMinutes &&
      times.seriousLateMinutes <= times.absentLateMinutes
    )
  )
    return { key: 'attendance.rules.shift.thresholdOrder' };
  if (times.lateGraceMinutes + times.earlyGraceMinutes >= work)
    return { key: 'attendance.rules.shift.graceTooLong' };
  // The punch windows of one day must not reach the next day's: at most 24 hours from the first to the last.
  if (times.earliestOnMinutes + (off - on) + times.latestOffMinutes > DAY)
    return { key: 'attendance.rules.shift.windowTooWide' };
  return null;
}
