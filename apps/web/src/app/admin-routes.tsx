import { DICT_TYPES } from '@renli/contracts';
import { buildTree, group, page } from './route-builders.tsx';
import type { AppRoute } from './route-types.ts';

/**
 * The platform back office (docs/architecture.md). Its paths are top-level, as in the original product;
 * the screens come from the features that claim them (app/features.ts).
 */
export const adminRoutes: AppRoute[] = buildTree(
  [
    group('Members', [
      page('Company'),
      page('Person'),
      page('Staff'),
      page('HCompany'),
      page('HStaff'),
      page('AllStaff/:employeeType?'),
    ]),
    page('Approval/:type?'),
    page('Order'),
    page('OrderDetail', { hidden: true }),
    page('Platform'),
    group(
      'Parameter',
      DICT_TYPES.map((type) => page(type)),
    ),
    page('Cache'),
    page('Poster'),
    page('Set'),
  ],
  { base: '', keyBase: 'menu', namespace: 'admin', access: 'admin' },
);
