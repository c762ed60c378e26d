import type { Audience } from '../lib/access.ts';
import type { ModuleNumber } from '../lib/current-module.ts';

/** Who may open a route: anyone, a logged-in product user, or a platform administrator. */
export type Access = 'public' | 'user' | 'admin';

/**
 * One screen of the app. Routes are declared once, as data, in `routes.tsx`; the router, the menus,
 * breadcrumbs, document titles and access guards are all derived from these objects.
 */
export interface AppRoute {
  /** Absolute path in React Router syntax (`:param`, `:param?`). */
  path: string;
  /** i18n key (`namespace:key`) of the screen's name. */
  titleKey: string;
  access: Access;
  /** Key in the module or admin menu; absent for screens reached by link only (detail pages). */
  menuKey?: string;
  /** Main-shell module the screen belongs to ('oa', 'recruit', ...). */
  module?: string;
  /** Module number (12 recruitment, 13 RPO; docs/architecture.md). */
  moduleNumber?: ModuleNumber;
  /** Open to every staff member whatever their column permissions (the address book). */
  openToAllStaff?: boolean;
  /** The feature's count after the menu entry (`FeatureScreen.menuBadge`). */
  menuBadge?: React.ComponentType;
  /**
   * Whom the screen is for, when not the readers of its module's column (app/route-access.ts): menus
   * leave it out for anyone else and its URL shows them the 403 page.
   */
  audience?: Audience;
  /**
   * Public screens: 'site' wraps them in the marketing header and footer, 'bare' draws its own page,
   * 'landing' is the root's own (app/landing-routes.tsx). User screens: 'workspace' fills the window
   * without the main shell (the chat workspace).
   */
  layout?: 'site' | 'bare' | 'landing' | 'workspace';
  /** A page that leads into the main shell (login, registration): the shell downloads while it is shown. */
  preloadsShell?: boolean;
  /** What renders. Menu groups have none: their path redirects to the first child. */
  element?: React.ReactNode;
  /** No feature draws this screen yet: `element` is the coming-soon placeholder. */
  placeholder?: boolean;
  /** Menu nesting. Child paths are absolute too. */
  children?: AppRoute[];
}
