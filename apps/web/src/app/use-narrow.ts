import { useSyncExternalStore } from 'react';

/** Phones and small tablets (≤ 768 px): the shells trade their side menus for a drawer. */
export const NARROW_QUERY = '(max-width: 768px)';

const query = () => window.matchMedia?.(NARROW_QUERY);

function subscribe(onChange: () => void) {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the window is narrow, following it as it is resized or turned. */
export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? false);
}
