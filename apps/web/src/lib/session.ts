import type { Session } from '@renli/contracts';
import { useSyncExternalStore } from 'react';
import { storage } from './storage.ts';

/**
 * The stored login of each kind. User and platform-admin sessions are kept under different keys so an
 * operator can be logged into the back office and the product at the same time without one logout
 * ending the other.
 */
export type AuthKind = 'user' | 'admin';

const TOKEN_KEY: Record<AuthKind, string> = { user: 'access_token', admin: 'admin_token' };
const USER_DATA_KEY = 'user';
/** docs/product/auth.md: logging out also forgets the recruitment and assessment tool-site sessions. */
const USER_SIDE_KEYS = [USER_DATA_KEY, 'recruit_token', 'recruit_vipId', 'asktrue_token', 'asktrue_vipId'];

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function getToken(kind: AuthKind): string | null {
  return storage.getItem<string>(TOKEN_KEY[kind]);
}

export function setToken(kind: AuthKind, token: string): void {
  storage.setItem(TOKEN_KEY[kind], token);
  notify();
}

export function clearSession(kind: AuthKind): void {
  storage.removeItem(TOKEN_KEY[kind]);
  if (kind === 'user') for (const key of USER_SIDE_KEYS) storage.removeItem(key);
  notify();
}

/** The last Session read from the server, so a reload can paint the header before the request returns. */
export function getStoredUser(): Session | null {
  return storage.getItem<Session>(USER_DATA_KEY);
}

export function storeUser(session: Session): void {
  storage.setItem(USER_DATA_KEY, session);
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A logout or login in another tab changes localStorage there; follow it here too.
if (typeof window !== 'undefined') window.addEventListener('storage', notify);

export function useToken(kind: AuthKind): string | null {
  return useSyncExternalStore(subscribeSession, () => getToken(kind));
}
