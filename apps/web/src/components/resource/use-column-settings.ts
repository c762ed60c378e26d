import { useState } from 'react';
import { storage } from '../../lib/storage.ts';

/** A layout preference, not a cache: kept for a year rather than the storage's 10-hour default. */
const TTL_MINUTES = 365 * 24 * 60;

export const columnSettingsKey = (resourceName: string) => `resource.columns.${resourceName}`;

/**
 * Which columns of a resource table are shown, remembered per resource. Stores the visible keys, so
 * a column added later shows up (or stays hidden) by its own default rather than by an old list.
 */
export function useColumnSettings(
  resourceName: string,
  columns: { key: string; hidden?: boolean }[],
): { visible: Set<string>; setVisible: (keys: string[]) => void } {
  const [stored, setStored] = useState(() =>
    storage.getItem<{ shown: string[]; known: string[] }>(columnSettingsKey(resourceName)),
  );
  const visible = new Set(
    columns
      .filter((c) => (stored?.known.includes(c.key) ? stored.shown.includes(c.key) : !c.hidden))
      .map((c) => c.key),
  );
  const setVisible = (keys: string[]) => {
    const next = { shown: keys, known: columns.map((c) => c.key) };
    storage.setItem(columnSettingsKey(resourceName), next, TTL_MINUTES);
    setStored(next);
  };
  return { visible, setVisible };
}
