import { useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { type ChatState, chatStore } from './chat-store.ts';

export const useChat = <T>(selector: (s: ChatState) => T): T => useStore(chatStore, selector);

/** Spec: mobile web below 768 px stacks the screens. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

/** Touch screens and phones: no keyboard shortcuts to hint at. */
export const TOUCH_QUERY = `${MOBILE_QUERY}, (pointer: coarse)`;

/** A hook answering whether a media query matches now, re-rendering when that changes. */
function mediaHook(media: string) {
  const subscribe = (onChange: () => void) => {
    const query = window.matchMedia(media);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  };
  const matches = () => window.matchMedia(media).matches;
  return (): boolean => useSyncExternalStore(subscribe, matches, () => false);
}

export const useIsMobile = mediaHook(MOBILE_QUERY);
export const useIsTouch = mediaHook(TOUCH_QUERY);
