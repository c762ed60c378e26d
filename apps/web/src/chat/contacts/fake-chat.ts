import type { Chat } from '@renli/chat-sdk/browser';

type Listener = (event: { data: unknown }) => void;

/**
 * A stand-in for the SDK in store tests: `emit` plays an SDK event, `calls` stub the getters the
 * code under test uses. Only what the contacts store and the event binding touch.
 */
export function fakeChat(calls: Record<string, (...args: unknown[]) => Promise<{ data: unknown }>>) {
  const listeners = new Map<string, Set<Listener>>();
  const chat = {
    ...calls,
    on: (name: string, listener: Listener) => {
      if (!listeners.has(name)) listeners.set(name, new Set());
      listeners.get(name)?.add(listener);
    },
    off: (name: string, listener: Listener) => listeners.get(name)?.delete(listener),
    getLoginUser: () => 'me',
  };
  return {
    chat: chat as unknown as Chat,
    emit: (name: string, data: unknown) => {
      for (const listener of listeners.get(name) ?? []) listener({ data });
    },
    listenerCount: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
  };
}
