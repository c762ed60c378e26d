import { lazyScreen } from '../lib/lazy-screen.ts';

/**
 * The platform's shells, workbenches and fallback screens, each its own chunk; features declare their
 * own screens.
 */
export const NotFound = lazyScreen(() => import('../components/NotFound.tsx').then((m) => m.NotFound));
export const ComingSoon = lazyScreen(() => import('../components/ComingSoon.tsx').then((m) => m.ComingSoon));
export const MainShell = lazyScreen(() => import('./shell/MainShell.tsx').then((m) => m.MainShell));
export const AdminShell = lazyScreen(() => import('./admin/AdminShell.tsx').then((m) => m.AdminShell));
export const SiteLayout = lazyScreen(() => import('./site/SiteLayout.tsx').then((m) => m.SiteLayout));
export const ConsolePage = lazyScreen(() => import('./workbench/ConsolePage.tsx').then((m) => m.ConsolePage));
export const ModuleWorkbench = lazyScreen(() =>
  import('./workbench/ModuleWorkbench.tsx').then((m) => m.ModuleWorkbench),
);
export const PersonalHome = lazyScreen(() =>
  import('./workbench/PersonalHome.tsx').then((m) => m.PersonalHome),
);
