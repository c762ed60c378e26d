import { type ShiftTimes, shiftTimeline } from '@renli/contracts';

// The shift editor's preview (docs/product/attendance.md, "Groups, shifts and rules"): one bar from
// the earliest on-punch to the latest off-punch, with the working time, the rest period and the
// grace minutes on it. Minutes are on the shift's own timeline (past 1440: the next day).

export type SegmentKind = 'onWindow' | 'grace' | 'work' | 'rest' | 'offWindow';

export interface Segment {
  kind: SegmentKind;
  from: number;
  to: number;
}

export interface TimelinePlan {
  from: number;
  to: number;
  segments: Segment[];
  /** The on and off times, and the rest period's ends, where labels go. */
  ticks: number[];
}

/** The preview of sane-looking times; null while they make no shift (off not after on). */
export function timelinePlan(times: ShiftTimes): TimelinePlan | null {
  const { on, off, rest } = shiftTimeline(times);
  if (off <= on) return null;
  const from = on - times.earliestOnMinutes;
  const to = off + times.latestOffMinutes;
  const segments: Segment[] = [];
  const add = (kind: SegmentKind, start: number, end: number) => {
    if (end > start) segments.push({ kind, from: start, to: end });
  };
  add('onWindow', from, on);
  const inside = rest && on < rest.start && rest.start < rest.end && rest.end < off ? rest : null;
  const graceEnd = Math.min(on + times.lateGraceMinutes, inside?.start ?? off);
  add('grace', on, graceEnd);
  if (inside) {
    add('work', graceEnd, inside.start);
    add('rest', inside.start, inside.end);
    add('work', inside.end, off);
  } else add('work', graceEnd, off);
  add('offWindow', off, to);
  const ticks = inside ? [on, inside.start, inside.end, off] : [on, off];
  return { from, to, segments, ticks };
}

/** A timeline minute as a clock time, and whether it falls on the next day (or the day before). */
export function clockOf(minutes: number): { time: string; day: -1 | 0 | 1 } {
  const day = minutes < 0 ? -1 : minutes >= 1440 ? 1 : 0;
  const inDay = (((minutes % 1440) + 1440) % 1440) | 0;
  const time = `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
  return { time, day };
}
