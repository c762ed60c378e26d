import { type ComponentType, lazy } from 'react';

/**
 * Every screen and shell is its own chunk: a visitor downloads the code (and the antd components) of
 * what they open, so the chat workspace or the login page does not carry the whole back office.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}
