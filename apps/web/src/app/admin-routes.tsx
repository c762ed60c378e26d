import { DICT_TYPES } from '@renli/contracts';
import {
  AdminAccountsPage,
  AdminCompaniesPage,
  AdminPersonsPage,
  AdminStaffPage,
  ApprovalPage,
  CachePage,
  DictPage,
  PlatformPage,
  PosterPage,
} from './lazy-screens.tsx';
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
    page('Platform', { element: <PlatformPage /> }),
    // Keyed per type: moving between dictionary pages starts each from its own filters.
    group(
      'Parameter',
      DICT_TYPES.map((type) => page(type, { element: <DictPage key={type} type={type} /> })),
    ),
    page('Cache', { element: <CachePage /> }),
    page('Poster', { element: <PosterPage /> }),
    page('Set', { element: <AdminAccountsPage /> }),
  ],
  { base: '', keyBase: 'menu', namespace: 'admin', access: 'admin' },
);
