import { createHashRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { NotFound } from '../components/NotFound.tsx';
import { RouteError } from '../components/RouteError.tsx';
import { AdminShell, MainShell, SiteLayout } from './lazy-screens.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { RootLayout } from './RootLayout.tsx';
import type { AppRoute, RouteHandle } from './route-types.ts';
import { allRoutes, firstPagePath } from './routes.ts';

/** A menu group has no page of its own: its URL shows its first page. */
const toRouteObject = (route: AppRoute): RouteObject => ({
  path: route.path,
  element: route.element ?? <Navigate to={firstPagePath(route)} replace />,
  handle: { route } satisfies RouteHandle,
});

const where = (test: (route: AppRoute) => boolean) => allRoutes.filter(test).map(toRouteObject);

/**
 * React Router objects derived from the route table: each access level gets its layout and guard,
 * and everything else is the 404 page.
 */
export function appRouteObjects(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        ...where((r) => r.access === 'public' && r.layout === 'bare'),
        { element: <SiteLayout />, children: where((r) => r.access === 'public' && r.layout !== 'bare') },
        {
          element: (
            <RequireAuth kind="user">
              <MainShell />
            </RequireAuth>
          ),
          children: where((r) => r.access === 'user' && r.layout !== 'workspace'),
        },
        {
          element: (
            <RequireAuth kind="user">
              <Outlet />
            </RequireAuth>
          ),
          children: where((r) => r.access === 'user' && r.layout === 'workspace'),
        },
        {
          element: (
            <RequireAuth kind="admin">
              <AdminShell />
            </RequireAuth>
          ),
          children: where((r) => r.access === 'admin'),
        },
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

export const createAppRouter = () => createHashRouter(appRouteObjects());
