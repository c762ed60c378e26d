import { AdminCompaniesPage, AdminPersonsPage, AdminStaffPage, ApprovalPage } from './lazy-screens.tsx';
import { buildTree, group, page } from './route-builders.tsx';
import type { AppRoute } from './route-types.ts';

/** The platform back office of spec section 2. Its paths are top-level, as in the original product. */
export const adminRoutes: AppRoute[] = buildTree(
  [
    group('Members', [
      page('Company', { element: <AdminCompaniesPage /> }),
      page('Person', { element: <AdminPersonsPage /> }),
      page('Staff', { element: <AdminStaffPage /> }),
      page('HCompany', { element: <AdminCompaniesPage sysType={1} /> }),
      page('HStaff', { element: <AdminStaffPage employeeType={2} /> }),
      page('AllStaff/:employeeType?', { element: <AdminStaffPage /> }),
    ]),
    page('Approval/:type?', { element: <ApprovalPage /> }),
    page('Order'),
    page('OrderDetail', { hidden: true }),
    page('Platform'),
    group('Parameter', [
      'Commonly',
      'ColumnMore',
      'TreeTable',
      'Traffic',
      'TradingArea',
      'SocialSecurity',
      'ProvidentFund',
      'ChannelList',
    ]),
    page('Cache'),
    page('Poster'),
    page('Set'),
  ],
  { base: '', keyBase: 'menu', namespace: 'admin', access: 'admin' },
);
