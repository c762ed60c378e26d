import { loadOlder } from '../state/actions.ts';
import { chatStore, type Thread } from '../state/chat-store.ts';

/** How many older pages 'locate in chat' may load (20 messages each) before giving up. */
export const LOCATE_MAX_PAGES = 20;

export interface LocateDeps {
  thread: () => Thread | undefined;
  loadOlder: () => Promise<void>;
}

const storeDeps = (conversationID: string): LocateDeps => ({
  thread: () => chatStore.getState().threads[conversationID],
  loadOlder: () => loadOlder(conversationID),
});

/** Resolves once the conversation's first page is in (the window opens it), or after `timeoutMs`. */
export function waitForThread(conversationID: string, timeoutMs = 10_000): Promise<Thread | undefined> {
  const ready = () => {
    const thread = chatStore.getState().threads[conversationID];
    return thread && !thread.loading ? thread : undefined;
  };
  const now = ready();
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      unsubscribe();
      resolve(undefined);
    }, timeoutMs);
    const unsubscribe = chatStore.subscribe(() => {
      const thread = ready();
      if (!thread) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(thread);
    });
  });
}

/**
 * Loads older pages until the message is in the loaded thread, at most LOCATE_MAX_PAGES of them.
 * Returns whether it is there.
 */
export async function loadUntilLoaded(
  messageID: string,
  deps: LocateDeps,
  maxPages = LOCATE_MAX_PAGES,
): Promise<boolean> {
  for (let page = 0; ; page += 1) {
    const thread = deps.thread();
    if (!thread) return false;
    if (thread.messages.some((m) => m.ID === messageID)) return true;
    if (thread.isCompleted || page >= maxPages) return false;
    await deps.loadOlder();
  }
}

export const loadUntilInThread = (conversationID: string, messageID: string) =>
  loadUntilLoaded(messageID, storeDeps(conversationID));
