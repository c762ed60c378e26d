import { useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { type ChatState, chatStore } from './chat-store.ts';

export const useChat = <T>(selector: (s: ChatState) => T): T => useStore(chatStore, selector);

/** Spec: mobile web below 768 px stacks the screens. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

const subscribeMedia = (onChange: () => void) => {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

export const useIsMobile = (): boolean =>
  useSyncExternalStore(
    subscribeMedia,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
