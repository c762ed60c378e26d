import { chinaDateTime } from '../../core/china-time.ts';

// The booking rules of meeting rooms (docs/product/oa-conference.md, "Rules"), pure so they are
// tested with worked times.

export interface Span {
  start: Date;
  end: Date;
}

/** Two half-open spans [start, end) clash when each starts before the other ends: back-to-back is fine. */
export const overlaps = (a: Span, b: Span) =>
  a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();

/** Minutes since China midnight of an `HH:mm` clock (`24:00` is 1440). */
export const clockMinutes = (clock: string) => {
  const [h, m] = clock.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The China date and minutes of the day of an instant. */
export function chinaClock(at: Date): { day: string; minutes: number } {
  const wall = chinaDateTime(at);
  return { day: wall.slice(0, 10), minutes: clockMinutes(wall.slice(11, 16)) };
}

/**
 * Whether a meeting fits a room's opening hours (China time): it starts and ends on one China day
 * (an end at the next midnight counts as 24:00), at or after `openFrom` and no later than `openTo`.
 */
export function withinOpeningHours(span: Span, openFrom: string, openTo: string): boolean {
  const start = chinaClock(span.start);
  const end = chinaClock(span.end);
  const endDay = chinaClock(new Date(span.end.getTime() - 1)).day;
  if (endDay !== start.day) return false;
  const endMinutes = end.day === start.day ? end.minutes : 24 * 60;
  return start.minutes >= clockMinutes(openFrom) && endMinutes <= clockMinutes(openTo);
}

/** `11-26 14:00–15:00` in China time, for the clash message. */
export function spanLabel(span: Span): string {
  const start = chinaDateTime(span.start);
  const end = chinaDateTime(span.end);
  return `${start.slice(5, 16)}–${end.slice(0, 10) === start.slice(0, 10) ? end.slice(11, 16) : end.slice(5, 16)}`;
}
