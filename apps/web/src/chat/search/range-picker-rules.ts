/** Rules of the date-range picker (docs/chat-ui.md), kept apart from its markup so they are tested. */

/** A month panel: `month` 0-11. */
export interface MonthRef {
  year: number;
  month: number;
}

export interface DayCell {
  date: Date;
  /** Only days of the panel's own month can be clicked (docs/chat-ui.md). */
  inMonth: boolean;
}

/** docs/chat-ui.md: a range closes 200 ms after its second click, a single date 300 ms after its click. */
export const RANGE_CLOSE_MS = 200;
export const SINGLE_CLOSE_MS = 300;

const WEEK = 7;
const ROWS = 6;

export const monthIndex = (m: MonthRef) => m.year * 12 + m.month;
export const monthOf = (index: number): MonthRef => ({ year: Math.floor(index / 12), month: index % 12 });
export const addMonths = (m: MonthRef, delta: number) => monthOf(monthIndex(m) + delta);

/** Six weeks starting on Monday, with the neighbouring months' days marked as outside. */
export function monthGrid(m: MonthRef): DayCell[] {
  const first = new Date(m.year, m.month, 1);
  const lead = (first.getDay() + WEEK - 1) % WEEK;
  return Array.from({ length: WEEK * ROWS }, (_, i) => {
    const date = new Date(m.year, m.month, 1 - lead + i);
    return { date, inMonth: date.getMonth() === m.month && date.getFullYear() === m.year };
  });
}

/**
 * The two panels move one month at a time and never cross: the left one stays before the right one.
 * Returns the new pair, or null when the move is not allowed.
 */
export function movePanel(
  panels: [MonthRef, MonthRef],
  side: 'left' | 'right',
  delta: -1 | 1,
): [MonthRef, MonthRef] | null {
  const [left, right] = panels;
  if (side === 'left') {
    const next = addMonths(left, delta);
    return monthIndex(next) < monthIndex(right) ? [next, right] : null;
  }
  const next = addMonths(right, delta);
  return monthIndex(next) > monthIndex(left) ? [left, next] : null;
}

export const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

export interface RangeSelection {
  start: Date | null;
  end: Date | null;
}

/**
 * First click sets the start, the second the end (the two swapped when the end is earlier); a click
 * after a finished range starts a new one. `done` says the range is complete.
 */
export function pickDay(selection: RangeSelection, day: Date): RangeSelection & { done: boolean } {
  if (!selection.start || selection.end) return { start: day, end: null, done: false };
  return day < selection.start
    ? { start: day, end: selection.start, done: true }
    : { start: selection.start, end: day, done: true };
}

/** Whether a day lies inside the (possibly still open) range, for the shading. */
export function inRange(selection: RangeSelection, day: Date): boolean {
  const { start, end } = selection;
  if (!start) return false;
  if (!end) return sameDay(start, day);
  return day >= start && day <= end;
}
