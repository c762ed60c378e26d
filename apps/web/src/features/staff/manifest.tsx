import { readsColumn } from '../../lib/access.ts';
import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const AddressBookPage = lazyScreen(() => import('./AddressBookPage.tsx').then((m) => m.AddressBookPage));
const StaffAccountsPage = lazyScreen(() =>
  import('./StaffAccountsPage.tsx').then((m) => m.StaffAccountsPage),
);
const MyStaffPage = lazyScreen(() => import('./MyStaffPage.tsx').then((m) => m.MyStaffPage));
const StaffCountsWidget = lazyScreen(() =>
  import('./widgets/StaffCountsWidget.tsx').then((m) => m.StaffCountsWidget),
);

/** The staff domain (docs/decisions.md 43): the address book, staff accounts and one's own record. */
export const staffFeature = defineFeature({
  name: 'staff',
  screens: {
    // Colleagues find each other here, so no column permission closes it.
    '/staff/addressBook': { element: <AddressBookPage />, openToAllStaff: true },
    '/other/setting/staff': <StaffAccountsPage />,
    '/staff/staffmanage/assi-my/:sign?': { element: <MyStaffPage />, openToAllStaff: true },
  },
  widgets: [
    {
      key: 'staff.counts',
      modules: ['manage', 'staff'],
      order: 30,
      size: 'half',
      component: StaffCountsWidget,
      // The head count is the staff module's (GET /compStaffMember/selectCounts is a staff-column read).
      visible: readsColumn('staff'),
    },
  ],
});
