import { Navigate, type RouteObject } from 'react-router';
import { AdminShell, MainShell, NotFound, SiteLayout } from '../lazy-screens.tsx';
import { RequireAuth } from '../RequireAuth.tsx';
import type { AppRoute } from '../route-types.ts';
import { allRoutes, firstPagePath } from '../routes.ts';

/** A menu group has no page of its own: its URL shows its first page. */
const toRouteObject = (route: AppRoute): RouteObject => ({
  path: route.path,
  element: route.element ?? <Navigate to={firstPagePath(route)} replace />,
});

const where = (test: (route: AppRoute) => boolean) => allRoutes.filter(test).map(toRouteObject);

/**
 * React Router objects of the platform, derived from the route table: each access level gets its
 * layout and guard, and everything else is the 404 page. The chat workspace and the landing page are
 * routed at the root.
 */
export const platformRouteObjects: RouteObject[] = [
  ...where((r) => r.access === 'public' && r.layout === 'bare'),
  { element: <SiteLayout />, children: where((r) => r.access === 'public' && r.layout === 'site') },
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
      <RequireAuth kind="admin">
        <AdminShell />
      </RequireAuth>
    ),
    children: where((r) => r.access === 'admin'),
  },
  { path: '*', element: <NotFound /> },
];
