import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const OfficialPage = lazyScreen(() => import('./OfficialPage.tsx').then((m) => m.OfficialPage));
const TransferPage = lazyScreen(() => import('./TransferPage.tsx').then((m) => m.TransferPage));
const DimissionPage = lazyScreen(() => import('./DimissionPage.tsx').then((m) => m.DimissionPage));

/** 转正, 调动 and 离职 (docs/product/staff.md, "转正, 调动 and 离职"). */
export const staffChangesFeature = defineFeature({
  name: 'staff-changes',
  screens: {
    '/staff/staffmanage/assi-to/:sign?': <OfficialPage />,
    '/staff/staffmanage/assi-change/:sign?': <TransferPage />,
    '/staff/staffmanage/assi-out/:sign?': <DimissionPage />,
  },
});
