import { adminRoutes } from './admin-routes.tsx';
import { chatRoutes } from './chat-routes.tsx';
import { landingRoutes } from './landing-routes.tsx';
import { publicRoutes } from './public-routes.tsx';
import { flatten, staticPart } from './route-builders.tsx';
import type { AppRoute } from './route-types.ts';
import { userModules } from './user-routes.tsx';

/**
 * THE route table: every screen of the app, declared once (see AppRoute). Public screens are in
 * public-routes.tsx (the landing page in landing-routes.tsx), the main-shell modules in user-routes.tsx, the chat workspace in chat-routes.tsx,
 * the back office in admin-routes.tsx.
 */
export const routeTable: AppRoute[] = [
  ...landingRoutes,
  ...publicRoutes,
  ...userModules,
  ...chatRoutes,
  ...adminRoutes,
];

export const allRoutes: AppRoute[] = flatten(routeTable);

/** Where a menu group's own path leads: its first visible page, parameters left out. */
export function firstPagePath(route: AppRoute): string {
  const first = route.children?.find((child) => child.menuKey) ?? route.children?.[0];
  return first ? firstPagePath(first) : staticPart(route.path);
}
