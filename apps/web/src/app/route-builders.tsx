import type { Audience } from '../lib/access.ts';
import type { FeatureScreen } from '../lib/feature.ts';
import { featureScreens } from './features.ts';
import { ComingSoon } from './lazy-screens.tsx';
import type { Access, AppRoute } from './route-types.ts';

/**
 * A compact way to write the big, regular part of the route table: a segment with optional children.
 * Paths, menu keys and title keys follow from the position in the tree, so a module's menu, its URLs
 * and its locale keys cannot drift apart.
 */
export interface RouteSpec {
  /** Path below the parent; may carry parameters ('tax/:sign?'). */
  segment: string;
  children?: RouteSpec[];
  /** Reachable by URL only (detail pages): not in the menu. */
  hidden?: boolean;
  /** Overrides the derived title key, for detail pages whose derived key would clash. */
  titleKey?: string;
  /** The segment is an absolute path outside the parent (legacy URLs such as /live/detail). */
  absolute?: boolean;
  /** A screen the app itself draws (the workbench); every other page comes from a feature. */
  screen?: FeatureScreen;
  /** Whom the page is for, when not the readers of the module's column (app/route-access.ts). */
  audience?: Audience;
}

export const page = (segment: string, options: Omit<RouteSpec, 'segment' | 'children'> = {}): RouteSpec => ({
  segment,
  ...options,
});

export const group = (segment: string, children: (RouteSpec | string)[]): RouteSpec => ({
  segment,
  children: children.map((child) => (typeof child === 'string' ? page(child) : child)),
});

/** docs/architecture.md gives many pages an optional `:sign` parameter (which business a page serves). */
export const signed = (segment: string) => `${segment}/:sign?`;

/** The path without parameter segments: what menus link to and what keys are derived from. */
export const staticPart = (path: string) =>
  path
    .split('/')
    .filter((part) => !part.startsWith(':'))
    .join('/');

export interface TreeContext {
  /** Path of the parent ('' for top-level admin paths). */
  base: string;
  /** Title key of the parent, without namespace ('oa', 'menu'). */
  keyBase: string;
  namespace: string;
  access: Access;
  module?: string;
  moduleNumber?: AppRoute['moduleNumber'];
}

export function buildTree(specs: RouteSpec[], context: TreeContext): AppRoute[] {
  return specs.map((spec) => {
    const path = spec.absolute ? spec.segment : `${context.base}/${spec.segment}`;
    const keyBase = `${context.keyBase}.${staticPart(spec.segment).replace(/^\//, '').replaceAll('/', '.')}`;
    const shared = {
      path,
      access: context.access,
      module: context.module,
      moduleNumber: context.moduleNumber,
      menuKey: spec.hidden ? undefined : staticPart(path),
      ...(spec.audience ? { audience: spec.audience } : {}),
    };
    if (spec.children) {
      return {
        ...shared,
        titleKey: spec.titleKey ?? `${context.namespace}:${keyBase}.title`,
        children: buildTree(spec.children, { ...context, base: path, keyBase }),
      };
    }
    const titleKey = spec.titleKey ?? `${context.namespace}:${keyBase}`;
    return { ...shared, titleKey, ...(spec.screen ?? screenAt(path, titleKey)) };
  });
}

/** What renders at a catalog path: the screen a feature claims for it, or "coming soon" until one does. */
export function screenAt(
  path: string,
  titleKey: string,
): Pick<AppRoute, 'element' | 'openToAllStaff' | 'placeholder' | 'menuBadge'> {
  const screen = featureScreens.get(path);
  return screen
    ? { element: screen.element, openToAllStaff: screen.openToAllStaff, menuBadge: screen.menuBadge }
    : { element: <ComingSoon titleKey={titleKey} />, placeholder: true };
}

/** Depth-first list of a route tree, parents before children. */
export function flatten(routes: AppRoute[]): AppRoute[] {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}
