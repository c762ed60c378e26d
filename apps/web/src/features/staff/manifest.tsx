import { lazy } from 'react';
import type { PickerProps } from '../../components/resource/pickers.ts';
import { readsColumn } from '../../lib/access.ts';
import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const AddressBookPage = lazyScreen(() => import('./AddressBookPage.tsx').then((m) => m.AddressBookPage));
const StaffAccountsPage = lazyScreen(() =>
  import('./StaffAccountsPage.tsx').then((m) => m.StaffAccountsPage),
);
const StaffPicker = lazy(() =>
  import('./pickers.tsx').then((m) => ({ default: m.StaffPicker as React.ComponentType<PickerProps> })),
);
const StaffCountsWidget = lazyScreen(() =>
  import('./widgets/StaffCountsWidget.tsx').then((m) => m.StaffCountsWidget),
);

/**
 * The staff domain (docs/decisions.md 43): the address book and staff accounts, and the picker of a
 * staff member that other features' forms use.
 */
export const staffFeature = defineFeature({
  name: 'staff',
  screens: {
    // Colleagues find each other here, so no column permission closes it.
    '/staff/addressBook': { element: <AddressBookPage />, openToAllStaff: true },
    '/other/setting/staff': <StaffAccountsPage />,
  },
  pickers: { staff: StaffPicker },
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
