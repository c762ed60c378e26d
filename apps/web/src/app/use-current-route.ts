import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router';
import type { AppRoute } from './route-types.ts';
import { allRoutes } from './routes.ts';

/** Every screen as a flat route list: ranked the way the router ranks the nested layout routes. */
const routeObjects = allRoutes.map((route) => ({ path: route.path, handle: route }));

/** The AppRoute a path shows, or undefined for the 404 page. */
export function routeAt(pathname: string): AppRoute | undefined {
  return matchRoutes(routeObjects, pathname)?.at(-1)?.route.handle;
}

/** The AppRoute being shown. */
export function useCurrentRoute(): AppRoute | undefined {
  const { pathname } = useLocation();
  return useMemo(() => routeAt(pathname), [pathname]);
}
