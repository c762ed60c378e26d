import { ROSTER_COLUMN_KEYS, ROSTER_COLUMNS, type RosterColumn } from '@renli/contracts';
import { useState } from 'react';
import { getStoredUser } from '../../lib/session.ts';
import { storage } from '../../lib/storage.ts';

/** A layout preference, not a cache: kept for a year rather than the storage's 10-hour default. */
const TTL_MINUTES = 365 * 24 * 60;

/** What is stored: the shown columns in their order, and every column known when it was stored. */
export interface StoredColumns {
  shown: string[];
  known: string[];
}

/** Per login and company: two people sharing a browser, or one person in two companies, choose apart. */
export const rosterColumnsKey = (userId: number | undefined, compId: number | null | undefined) =>
  `staffRoster.columns.${userId ?? 0}.${compId ?? 0}`;

const isColumn = (key: string): key is RosterColumn => (ROSTER_COLUMN_KEYS as string[]).includes(key);

/**
 * The columns to show, in order: the stored choice, then columns added to the roster since, if they
 * show by default; without a choice, every column not hidden by default in the declared order.
 */
export function shownColumns(stored: StoredColumns | null): RosterColumn[] {
  const byDefault = ROSTER_COLUMN_KEYS.filter((key) => !('hidden' in ROSTER_COLUMNS[key]));
  if (!stored) return byDefault;
  const added = byDefault.filter((key) => !stored.known.includes(key));
  return [...stored.shown.filter(isColumn), ...added];
}

/** The columns every column settings list offers: the shown ones in their order, then the others. */
export const columnsInOrder = (shown: RosterColumn[]): RosterColumn[] => [
  ...shown,
  ...ROSTER_COLUMN_KEYS.filter((key) => !shown.includes(key)),
];

/** `key` moved one place up (-1) or down (+1) among the shown columns. */
export function moved(shown: RosterColumn[], key: RosterColumn, by: -1 | 1): RosterColumn[] {
  const from = shown.indexOf(key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= shown.length) return shown;
  const next = [...shown];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** The caller's roster columns, remembered in this browser (lib/storage.ts) per login and company. */
export function useRosterColumns() {
  const user = getStoredUser();
  const key = rosterColumnsKey(user?.userId, user?.compId);
  const [shown, setShownState] = useState(() => shownColumns(storage.getItem<StoredColumns>(key)));
  const setShown = (next: RosterColumn[]) => {
    storage.setItem(
      key,
      { shown: next, known: [...ROSTER_COLUMN_KEYS] } satisfies StoredColumns,
      TTL_MINUTES,
    );
    setShownState(next);
  };
  return { shown, setShown };
}
