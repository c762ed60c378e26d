import { useSyncExternalStore } from 'react';
import { storage } from './storage.ts';

/**
 * docs/product/README.md: the recruitment pages serve two businesses, in-house recruiting (module 12) and
 * recruitment outsourcing (module 13). Which one the user is in is remembered so pages shared by
 * both (and later API calls) know it even after the user moves to another module or reloads.
 */
export const ModuleNumber = { RECRUIT: 12, RPO: 13 } as const;
export type ModuleNumber = (typeof ModuleNumber)[keyof typeof ModuleNumber];

const KEY = 'module';
const listeners = new Set<() => void>();

/** A path containing /recruit sets 12, /rpo sets 13; other paths leave the current module alone. */
export function moduleNumberForPath(path: string): ModuleNumber | null {
  if (path.includes('/recruit')) return ModuleNumber.RECRUIT;
  if (path.includes('/rpo')) return ModuleNumber.RPO;
  return null;
}

export function getCurrentModule(): ModuleNumber | null {
  const value = storage.getItem<number>(KEY);
  return value === ModuleNumber.RECRUIT || value === ModuleNumber.RPO ? value : null;
}

export function syncCurrentModule(path: string): void {
  const next = moduleNumberForPath(path);
  if (next === null || next === getCurrentModule()) return;
  storage.setItem(KEY, next);
  for (const listener of listeners) listener();
}

export function useCurrentModule(): ModuleNumber | null {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, getCurrentModule);
}
