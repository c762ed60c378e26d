import { type ComponentType, lazy } from 'react';

/**
 * Every screen and shell is its own chunk: a visitor downloads the code (and the antd components) of
 * what they open, so the chat workspace or the login page does not carry the whole back office. The
 * Suspense boundaries are in RootLayout and in each shell around its page.
 */
function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

export const ComingSoon = lazyScreen(() => import('../components/ComingSoon.tsx').then((m) => m.ComingSoon));
export const LoginPage = lazyScreen(() =>
  import('../features/auth/pages/LoginPage.tsx').then((m) => m.LoginPage),
);
export const RegisterPage = lazyScreen(() =>
  import('../features/auth/pages/RegisterPage.tsx').then((m) => m.RegisterPage),
);
export const ResetPasswordPage = lazyScreen(() =>
  import('../features/auth/pages/ResetPasswordPage.tsx').then((m) => m.ResetPasswordPage),
);
export const AdminLoginPage = lazyScreen(() =>
  import('../features/auth/pages/AdminLoginPage.tsx').then((m) => m.AdminLoginPage),
);
export const HomePage = lazyScreen(() =>
  import('../features/home/pages/HomePage.tsx').then((m) => m.HomePage),
);
export const MainShell = lazyScreen(() => import('./shell/MainShell.tsx').then((m) => m.MainShell));
export const AdminShell = lazyScreen(() => import('./admin/AdminShell.tsx').then((m) => m.AdminShell));
export const SiteLayout = lazyScreen(() => import('./site/SiteLayout.tsx').then((m) => m.SiteLayout));
export const ChatWorkspace = lazyScreen(() =>
  import('../chat/ChatWorkspace.tsx').then((m) => m.ChatWorkspace),
);
