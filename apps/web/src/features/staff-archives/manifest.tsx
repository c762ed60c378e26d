import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const StaffArchivesPage = lazyScreen(() =>
  import('./StaffArchivesPage.tsx').then((m) => m.StaffArchivesPage),
);
const MyArchivePage = lazyScreen(() => import('./MyArchivePage.tsx').then((m) => m.MyArchivePage));

/** Staff archives (员工档案) and one's own record (docs/product/staff.md, "Archives (员工档案) and my record"). */
export const staffArchivesFeature = defineFeature({
  name: 'staff-archives',
  screens: {
    '/staff/staffarchives': <StaffArchivesPage />,
    // Every staff member reads their own record, whatever their column permissions.
    '/staff/staffmanage/assi-my/:sign?': { element: <MyArchivePage />, openToAllStaff: true },
  },
});
