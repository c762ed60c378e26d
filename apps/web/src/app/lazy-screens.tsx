import { lazyScreen } from './root-screens.tsx';

/** The platform's screens and shells, each its own chunk (see root-screens.tsx). */
export const NotFound = lazyScreen(() => import('../components/NotFound.tsx').then((m) => m.NotFound));
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
export const OrgSettingsPage = lazyScreen(() =>
  import('../features/org/OrgSettingsPage.tsx').then((m) => m.OrgSettingsPage),
);
export const AddressBookPage = lazyScreen(() =>
  import('../features/staff/AddressBookPage.tsx').then((m) => m.AddressBookPage),
);
export const MainShell = lazyScreen(() => import('./shell/MainShell.tsx').then((m) => m.MainShell));
export const AdminShell = lazyScreen(() => import('./admin/AdminShell.tsx').then((m) => m.AdminShell));
export const SiteLayout = lazyScreen(() => import('./site/SiteLayout.tsx').then((m) => m.SiteLayout));
