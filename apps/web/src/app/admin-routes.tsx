import { buildTree, group, page } from './route-builders.tsx';
import type { AppRoute } from './route-types.ts';

/** The platform back office of spec section 2. Its paths are top-level, as in the original product. */
export const adminRoutes: AppRoute[] = buildTree(
  [
    group('Members', ['Company', 'Person', 'Staff', 'HCompany', 'HStaff', 'AllStaff/:employeeType?']),
    page('Approval/:type?'),
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
