import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/**
 * The window width for the mobile bubble-size formulas (docs/chat-ui.md); 0 on desktop, where no
 * size depends on it, so resizing a desktop window does not re-render every message row.
 */
export const useViewportWidth = (mobile: boolean) =>
  useSyncExternalStore(
    subscribe,
    () => (mobile ? window.innerWidth : 0),
    () => 0,
  );
