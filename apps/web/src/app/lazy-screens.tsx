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
export const StaffAccountsPage = lazyScreen(() =>
  import('../features/staff-accounts/StaffAccountsPage.tsx').then((m) => m.StaffAccountsPage),
);
export const MyStaffPage = lazyScreen(() =>
  import('../features/staff-accounts/MyStaffPage.tsx').then((m) => m.MyStaffPage),
);
export const AddressBookPage = lazyScreen(() =>
  import('../features/staff/AddressBookPage.tsx').then((m) => m.AddressBookPage),
);
export const NotificationListPage = lazyScreen(() =>
  import('../features/notifications/pages/NotificationListPage.tsx').then((m) => m.NotificationListPage),
);
export const NotificationDetailPage = lazyScreen(() =>
  import('../features/notifications/pages/NotificationDetailPage.tsx').then((m) => m.NotificationDetailPage),
);
export const MemberTab = lazyScreen(() =>
  import('../features/settings/MemberTab.tsx').then((m) => m.MemberTab),
);
export const AccountTab = lazyScreen(() =>
  import('../features/settings/AccountTab.tsx').then((m) => m.AccountTab),
);
export const SafeTab = lazyScreen(() => import('../features/settings/SafeTab.tsx').then((m) => m.SafeTab));
export const AssetTab = lazyScreen(() => import('../features/billing/AssetTab.tsx').then((m) => m.AssetTab));
export const OrderTab = lazyScreen(() => import('../features/billing/OrderTab.tsx').then((m) => m.OrderTab));
export const InvoiceTab = lazyScreen(() =>
  import('../features/billing/InvoiceTab.tsx').then((m) => m.InvoiceTab),
);
export const CompanySettingsPage = lazyScreen(() =>
  import('../features/company/pages/CompanySettingsPage.tsx').then((m) => m.CompanySettingsPage),
);
export const TryPage = lazyScreen(() =>
  import('../features/company/pages/TryPage.tsx').then((m) => m.TryPage),
);
export const AdminCompaniesPage = lazyScreen(() =>
  import('../features/admin-members/pages/CompaniesPage.tsx').then((m) => m.CompaniesPage),
);
export const AdminPersonsPage = lazyScreen(() =>
  import('../features/admin-members/pages/PersonsPage.tsx').then((m) => m.PersonsPage),
);
export const AdminStaffPage = lazyScreen(() =>
  import('../features/admin-members/pages/StaffPage.tsx').then((m) => m.StaffPage),
);
export const ApprovalPage = lazyScreen(() =>
  import('../features/admin-members/pages/ApprovalPage.tsx').then((m) => m.ApprovalPage),
);
export const DictPage = lazyScreen(() => import('../features/dicts/DictPage.tsx').then((m) => m.DictPage));
export const PlatformPage = lazyScreen(() =>
  import('../features/platform/PlatformPage.tsx').then((m) => m.PlatformPage),
);
export const CachePage = lazyScreen(() =>
  import('../features/platform/CachePage.tsx').then((m) => m.CachePage),
);
export const PosterPage = lazyScreen(() =>
  import('../features/platform/PosterPage.tsx').then((m) => m.PosterPage),
);
export const AdminAccountsPage = lazyScreen(() =>
  import('../features/platform/AdminAccountsPage.tsx').then((m) => m.AdminAccountsPage),
);
export const CompanyPermissionsPage = lazyScreen(() =>
  import('../features/permissions/pages/CompanyPermissionsPage.tsx').then((m) => m.CompanyPermissionsPage),
);
export const MainShell = lazyScreen(() => import('./shell/MainShell.tsx').then((m) => m.MainShell));
export const AdminShell = lazyScreen(() => import('./admin/AdminShell.tsx').then((m) => m.AdminShell));
export const SiteLayout = lazyScreen(() => import('./site/SiteLayout.tsx').then((m) => m.SiteLayout));
