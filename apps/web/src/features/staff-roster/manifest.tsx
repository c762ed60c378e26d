import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const RosterPage = lazyScreen(() => import('./RosterPage.tsx').then((m) => m.RosterPage));

/**
 * 花名册 (docs/product/staff.md, "Roster (花名册) and statistics"): the roster as of any day and its
 * statistics, under 员工管理 with the HRM/HRO sign.
 */
export const staffRosterFeature = defineFeature({
  name: 'staff-roster',
  screens: { '/staff/staffmanage/roster/:sign?': <RosterPage /> },
});
