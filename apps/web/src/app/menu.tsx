import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { Suspense } from 'react';
import { Link } from 'react-router';
import type { AppRoute } from './route-types.ts';

type MenuItem = NonNullable<MenuProps['items']>[number];

const visible = (routes: AppRoute[] = []) => routes.filter((route) => route.menuKey);

/**
 * Antd menu items for a route tree: pages become links, groups submenus. A group with a single
 * visible page shows as that page under the group's name; a submenu of one entry is only a detour.
 */
export function buildMenuItems(routes: AppRoute[], t: TFunction): MenuItem[] {
  return visible(routes).map((route): MenuItem => {
    const children = visible(route.children);
    if (children.length === 1 && children[0]!.element) {
      const only = children[0]!;
      return { key: only.menuKey!, label: pageLink(only, t(route.titleKey)) };
    }
    if (children.length > 0) {
      return { key: route.menuKey!, label: t(route.titleKey), children: buildMenuItems(route.children!, t) };
    }
    return { key: route.menuKey!, label: pageLink(route, t(route.titleKey)) };
  });
}

/** A page's menu link, with the feature's count after its name when it declares one. */
function pageLink(route: AppRoute, title: string) {
  const Badge = route.menuBadge;
  return (
    <Link to={route.menuKey!}>
      {title}
      {Badge && (
        <Suspense fallback={null}>
          <Badge />
        </Suspense>
      )}
    </Link>
  );
}

const isWithin = (pathname: string, prefix: string) =>
  pathname.toLowerCase() === prefix.toLowerCase() ||
  pathname.toLowerCase().startsWith(`${prefix.toLowerCase()}/`);

/** Menu keys of the tree that contain `pathname`, outermost first (groups, then the page). */
export function menuTrail(routes: AppRoute[], pathname: string): AppRoute[] {
  for (const route of visible(routes)) {
    if (!isWithin(pathname, route.menuKey!)) continue;
    return [route, ...menuTrail(route.children ?? [], pathname)];
  }
  return [];
}

/** Selected item and submenus to open for the current path (detail pages select their parent page). */
export function menuState(routes: AppRoute[], pathname: string): { selected: string[]; open: string[] } {
  const trail = menuTrail(routes, pathname);
  const last = trail.at(-1);
  if (!last) return { selected: [], open: [] };
  const collapsedGroup = visible(last.children).length === 1 ? visible(last.children)[0]!.menuKey! : null;
  return {
    selected: [collapsedGroup ?? last.menuKey!],
    open: trail.slice(0, -1).map((route) => route.menuKey!),
  };
}

/** The route and its ancestors inside `tree`, outermost first; empty when it is not in the tree. */
export function routeTrail(tree: AppRoute[], target: AppRoute): AppRoute[] {
  for (const route of tree) {
    if (route === target) return [route];
    const below = routeTrail(route.children ?? [], target);
    if (below.length > 0) return [route, ...below];
  }
  return [];
}
