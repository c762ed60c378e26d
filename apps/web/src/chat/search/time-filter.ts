/** docs/chat-ui.md: a time filter narrows the cloud search to `timePeriod` seconds before `timePosition`. */
export interface TimeWindow {
  /** End of the window in seconds; 0 means now. */
  timePosition: number;
  /** Length of the window in seconds; 0 means no limit. */
  timePeriod: number;
}

export type TimeFilterKey = 'all' | 'today' | 'threeDays' | 'sevenDays' | 'range';

const DAY_SECONDS = 86400;

/** docs/chat-ui.md: all 0, today 86400 s, three days 3x, seven days 7x. */
export const PERIOD_FILTERS: ReadonlyArray<{ key: Exclude<TimeFilterKey, 'range'>; value: TimeWindow }> = [
  { key: 'all', value: { timePosition: 0, timePeriod: 0 } },
  { key: 'today', value: { timePosition: 0, timePeriod: DAY_SECONDS } },
  { key: 'threeDays', value: { timePosition: 0, timePeriod: 3 * DAY_SECONDS } },
  { key: 'sevenDays', value: { timePosition: 0, timePeriod: 7 * DAY_SECONDS } },
];

export interface TimeFilter {
  key: TimeFilterKey;
  value: TimeWindow;
  /** The picked days (local midnight) of a range. */
  range?: { start: Date; end: Date };
}

export const ALL_TIME: TimeFilter = { key: 'all', value: { timePosition: 0, timePeriod: 0 } };

export const periodFilter = (key: Exclude<TimeFilterKey, 'range'>): TimeFilter => ({
  key,
  value: PERIOD_FILTERS.find((f) => f.key === key)?.value ?? ALL_TIME.value,
});

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());

/**
 * A picked range covers whole days: from the first day's midnight to the midnight after the last
 * day. timePosition is that end in seconds, timePeriod the span (docs/chat-ui.md).
 */
export function rangeFilter(start: Date, end: Date): TimeFilter {
  const from = startOfDay(start);
  const lastDay = startOfDay(end);
  const to = new Date(lastDay.getFullYear(), lastDay.getMonth(), lastDay.getDate() + 1);
  const timePosition = Math.floor(to.getTime() / 1000);
  return {
    key: 'range',
    value: { timePosition, timePeriod: timePosition - Math.floor(from.getTime() / 1000) },
    range: { start: from, end: lastDay },
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-01-31`: the picker's day names and the range chip's text. */
export const dayLabel = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
