import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const LoginPage = lazyScreen(() => import('./pages/LoginPage.tsx').then((m) => m.LoginPage));
const RegisterPage = lazyScreen(() => import('./pages/RegisterPage.tsx').then((m) => m.RegisterPage));
const ResetPasswordPage = lazyScreen(() =>
  import('./pages/ResetPasswordPage.tsx').then((m) => m.ResetPasswordPage),
);
const LegalPage = lazyScreen(() => import('./pages/LegalPage.tsx').then((m) => m.LegalPage));
const AdminLoginPage = lazyScreen(() => import('./pages/AdminLoginPage.tsx').then((m) => m.AdminLoginPage));

export const authFeature = defineFeature({
  name: 'auth',
  screens: {
    '/login': <LoginPage />,
    // The original product linked to both spellings.
    '/logon': <LoginPage />,
    '/register': <RegisterPage />,
    '/reset-password': <ResetPasswordPage />,
    '/aLogin': <AdminLoginPage />,
    // 用户协议 and 隐私政策, linked from the registration's consent box (docs/product/legal.md).
    '/agreement': <LegalPage doc="agreement" />,
    '/privacy': <LegalPage doc="privacy" />,
  },
});
