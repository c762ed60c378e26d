import { COLUMN_KEYS, type ColumnKey } from '@renli/contracts';
import { type Actor, type Audience, everyone, inCompany, isPerson, readsColumn } from '../lib/access.ts';
import { USER_HOME } from '../lib/paths.ts';
import type { AppRoute } from './route-types.ts';

/**
 * Menus, the module bar and routes from the actor's identity and rights (docs/product/permissions.md).
 * The server gates every call; this only keeps people away from screens that would answer 403.
 */

/**
 * Why a screen is refused: the company closed its column, the caller lacks a grant or a role, or a
 * person opens a company screen.
 */
export type Denial = 'closed' | 'denied' | 'person';

const isColumn = (key: string | undefined): key is ColumnKey => COLUMN_KEYS.includes(key as ColumnKey);

/** A menu group without a page of its own: it is for whoever may use one of its pages. */
const isGroup = (route: AppRoute) => !route.element && Boolean(route.children?.length);

/**
 * Whom a screen is for: its declared audience; else every member of a company for a screen open to
 * all staff (the address book); else the readers of its module's column; else everyone.
 */
function audienceOf(route: AppRoute): Audience {
  if (route.audience) return route.audience;
  if (route.openToAllStaff) return inCompany;
  return isColumn(route.module) ? readsColumn(route.module) : everyone;
}

function admits(actor: Actor, route: AppRoute): boolean {
  if (route.audience && !route.audience(actor)) return false;
  if (isGroup(route)) return route.children!.some((child) => admits(actor, child));
  return audienceOf(route)(actor);
}

/** Why `route` is refused to `actor`; null when it is not (or while the actor is unknown). */
export function routeDenial(actor: Actor | undefined, route: AppRoute | undefined): Denial | null {
  if (!actor || !route || route.access !== 'user' || admits(actor, route)) return null;
  if (!isColumn(route.module)) return 'denied';
  if (isPerson(actor)) return 'person';
  return actor.closedColumns.includes(route.module) ? 'closed' : 'denied';
}

/** The part of a route tree the actor may use: refused pages and groups left with nothing are gone. */
export function allowedRoutes(routes: readonly AppRoute[], actor: Actor | undefined): AppRoute[] {
  if (!actor) return [...routes];
  return routes.flatMap((route) => {
    if (!admits(actor, route)) return [];
    if (!route.children) return [route];
    return [{ ...route, children: allowedRoutes(route.children, actor) }];
  });
}

/** Where the actor lands: a person on their own home, everyone in a company on the console. */
export const PERSON_HOME = '/me';
export const homeFor = (actor: Actor | undefined) => (actor && isPerson(actor) ? PERSON_HOME : USER_HOME);
