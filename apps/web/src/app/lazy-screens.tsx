import { loadLocales } from '../lib/i18n.ts';
import { lazyScreen } from '../lib/lazy-screen.ts';

/**
 * The platform's shells, workbenches and fallback screens, each its own chunk; features declare their
 * own screens.
 */
export const NotFound = lazyScreen(() => import('../components/NotFound.tsx').then((m) => m.NotFound));
export const ComingSoon = lazyScreen(() => import('../components/ComingSoon.tsx').then((m) => m.ComingSoon));
/** The shells show text of every namespace (menus, workbench widgets, the chat entry). */
export const MainShell = lazyScreen(() =>
  Promise.all([import('./shell/MainShell.tsx'), loadLocales('all')]).then(([m]) => m.MainShell),
);
export const AdminShell = lazyScreen(() =>
  Promise.all([import('./admin/AdminShell.tsx'), loadLocales('all')]).then(([m]) => m.AdminShell),
);
export const SiteLayout = lazyScreen(() => import('./site/SiteLayout.tsx').then((m) => m.SiteLayout));
export const ConsolePage = lazyScreen(() => import('./workbench/ConsolePage.tsx').then((m) => m.ConsolePage));
export const ModuleWorkbench = lazyScreen(() =>
  import('./workbench/ModuleWorkbench.tsx').then((m) => m.ModuleWorkbench),
);
export const PersonalHome = lazyScreen(() =>
  import('./workbench/PersonalHome.tsx').then((m) => m.PersonalHome),
);

/**
 * What a login leads to: the main shell with its text and the workbenches a user lands on
 * (app/workbench/), downloaded while a login page is shown (AppRoute.preloadsShell).
 */
export const preloadUserShell = () =>
  Promise.all([MainShell, ConsolePage, ModuleWorkbench, PersonalHome].map((screen) => screen.preload()));
