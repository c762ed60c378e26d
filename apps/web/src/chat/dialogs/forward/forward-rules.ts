import type { TransferItem } from './types.ts';

/**
 * Selection rules of the forward panel (docs/chat-ui.md), free of React. Items are identified
 * by conversationID: the same conversation may arrive twice, from the list and from a search.
 */

export const sameItem = (a: TransferItem, b: TransferItem) => a.conversationID === b.conversationID;

export const isSelected = (selected: readonly TransferItem[], item: TransferItem) =>
  selected.some((picked) => sameItem(picked, item));

export const selectableItems = <T extends TransferItem>(items: readonly T[]) =>
  items.filter((item) => !item.isDisabled);

/** 'Select all' only makes sense with a choice: more than one selectable item, in multi-select. */
export const showSelectAll = (items: readonly TransferItem[], multiple: boolean) =>
  multiple && selectableItems(items).length > 1;

/** Disabled items never change the selection; single-select replaces it, multi-select toggles. */
export function pick<T extends TransferItem>(selected: readonly T[], item: T, multiple: boolean): T[] {
  if (item.isDisabled) return [...selected];
  if (!multiple) return [item];
  return isSelected(selected, item) ? unpick(selected, item) : [...selected, item];
}

export const unpick = <T extends TransferItem>(selected: readonly T[], item: TransferItem): T[] =>
  selected.filter((picked) => !sameItem(picked, item));

export type AllState = 'none' | 'some' | 'all';

/** How much of the shown list is selected, for the select-all checkbox (checked / indeterminate). */
export function allState(selected: readonly TransferItem[], items: readonly TransferItem[]): AllState {
  const selectable = selectableItems(items);
  const count = selectable.filter((item) => isSelected(selected, item)).length;
  if (count === 0) return 'none';
  return count === selectable.length ? 'all' : 'some';
}

/**
 * Select all of the shown list, or clear it when it is already fully selected. Picks made outside
 * the shown list (before a search) are kept either way.
 */
export function toggleAll<T extends TransferItem>(selected: readonly T[], items: readonly T[]): T[] {
  const selectable = selectableItems(items);
  if (allState(selected, items) === 'all') {
    return selected.filter((picked) => !selectable.some((item) => sameItem(item, picked)));
  }
  return [...selected, ...selectable.filter((item) => !isSelected(selected, item))];
}

/**
 * A user found by ID joins the list (ahead of it, where the user is looking) unless the list already
 * has that conversation, whose entry (and disabled state) then wins. Returns the entry to show and
 * the extra entries to keep once the search is cleared.
 */
export function addFound(
  items: readonly TransferItem[],
  extra: readonly TransferItem[],
  found: TransferItem,
): { shown: TransferItem; extra: TransferItem[] } {
  const known = items.find((item) => sameItem(item, found)) ?? extra.find((item) => sameItem(item, found));
  if (known) return { shown: known, extra: [...extra] };
  return { shown: found, extra: [found, ...extra] };
}

export const fullList = (items: readonly TransferItem[], extra: readonly TransferItem[]) => [
  ...extra,
  ...items,
];

/** Search without a lookup callback: match the ID or the name, ignoring case. */
export function filterItems(items: readonly TransferItem[], query: string): TransferItem[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...items];
  return items.filter((item) =>
    [item.userID, item.groupID, item.nick].some((text) => text?.toLowerCase().includes(needle)),
  );
}

/** What a row shows: the name, else the ID, so an unnamed user is still recognisable. */
export const itemLabel = (item: TransferItem) =>
  item.nick || item.userID || item.groupID || item.conversationID;
