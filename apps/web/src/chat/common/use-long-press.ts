import { type MouseEvent, type TouchEvent, useCallback, useRef } from 'react';

/** docs/chat-ui.md: 500 ms opens the message menu, 300 ms the conversation menu. */
export const MESSAGE_LONG_PRESS_MS = 500;
export const CONVERSATION_LONG_PRESS_MS = 300;
/** A finger that moves further than this is scrolling, not pressing. */
const MOVE_TOLERANCE_PX = 10;

export interface MenuAnchor {
  x: number;
  y: number;
  /** The pressed element's box, for menus placed relative to it. */
  rect: DOMRect;
}

/** Right click (desktop) or a held touch (mobile) opens a menu at the pointer. */
export function useLongPress(ms: number, open: (anchor: MenuAnchor) => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const start = useRef<{ x: number; y: number } | null>(null);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    start.current = null;
  }, []);

  const onTouchStart = useCallback(
    (e: TouchEvent<HTMLElement>) => {
      const touch = e.touches[0];
      if (!touch) return;
      const target = e.currentTarget;
      start.current = { x: touch.clientX, y: touch.clientY };
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const at = start.current;
        if (at) open({ ...at, rect: target.getBoundingClientRect() });
        start.current = null;
      }, ms);
    },
    [ms, open],
  );

  const onTouchMove = useCallback(
    (e: TouchEvent<HTMLElement>) => {
      const touch = e.touches[0];
      const at = start.current;
      if (!touch || !at) return;
      if (Math.hypot(touch.clientX - at.x, touch.clientY - at.y) > MOVE_TOLERANCE_PX) cancel();
    },
    [cancel],
  );

  const onContextMenu = useCallback(
    (e: MouseEvent<HTMLElement>) => {
      e.preventDefault();
      cancel();
      open({ x: e.clientX, y: e.clientY, rect: e.currentTarget.getBoundingClientRect() });
    },
    [cancel, open],
  );

  return { onTouchStart, onTouchMove, onTouchEnd: cancel, onTouchCancel: cancel, onContextMenu };
}
