import { useMatches } from 'react-router';
import type { AppRoute, RouteHandle } from './route-types.ts';

/** The AppRoute being shown: the deepest router match that carries one. */
export function useCurrentRoute(): AppRoute | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as RouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}
