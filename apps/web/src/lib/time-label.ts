import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Words a label needs, from the locale files; `weekdays` starts with Sunday like Date#getDay. */
export interface TimeLabels {
  yesterday: string;
  weekdays: readonly string[];
}

/** A Date, or a number of Unix seconds as chat messages and conversations carry them. */
export type TimeInput = Date | number;

/** docs/architecture.md: a timestamp row appears before the first message and after a gap of 10 minutes. */
export const TIMESTAMP_GAP_SECONDS = 600;

const DAY_MS = 86_400_000;

const toDate = (time: TimeInput) => (time instanceof Date ? time : new Date(time * 1000));
const toSeconds = (time: TimeInput) => (time instanceof Date ? time.getTime() / 1000 : time);
const pad = (n: number) => String(n).padStart(2, '0');
const localMidnight = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();

/**
 * docs/architecture.md: today 'HH:mm'; yesterday 'Yesterday HH:mm'; two to six days ago weekday + time;
 * earlier this year 'M/D HH:mm'; before that 'YYYY/M/D HH:mm'. Days are calendar days in local time,
 * so 23:59 yesterday is "yesterday" even one minute later. Future times (clock skew) get a date.
 */
export function formatTimeLabel(time: TimeInput, now: TimeInput, labels: TimeLabels): string {
  const at = toDate(time);
  const today = toDate(now);
  // Rounding absorbs the 23- or 25-hour days of daylight-saving changes.
  const daysAgo = Math.round((localMidnight(today) - localMidnight(at)) / DAY_MS);
  const clock = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  if (daysAgo === 0) return clock;
  if (daysAgo === 1) return `${labels.yesterday} ${clock}`;
  if (daysAgo >= 2 && daysAgo <= 6) return `${labels.weekdays[at.getDay()] ?? ''} ${clock}`;
  const monthDay = `${at.getMonth() + 1}/${at.getDate()}`;
  if (at.getFullYear() === today.getFullYear()) return `${monthDay} ${clock}`;
  return `${at.getFullYear()}/${monthDay} ${clock}`;
}

/** Whether a message at `time` gets a timestamp row, given the message before it (if any). */
export function shouldShowTimestamp(previous: TimeInput | undefined, time: TimeInput): boolean {
  if (previous === undefined) return true;
  return Math.abs(toSeconds(time) - toSeconds(previous)) >= TIMESTAMP_GAP_SECONDS;
}

export function timeLabelsFrom(t: TFunction): TimeLabels {
  const weekdays = t('common:time.weekdays', { returnObjects: true });
  return { yesterday: t('common:time.yesterday'), weekdays: Array.isArray(weekdays) ? weekdays : [] };
}

/** `label(time)` in the current UI language, relative to the moment of the call. */
export function useTimeLabel(): (time: TimeInput) => string {
  const { t } = useTranslation();
  return useCallback((time: TimeInput) => formatTimeLabel(time, new Date(), timeLabelsFrom(t)), [t]);
}
