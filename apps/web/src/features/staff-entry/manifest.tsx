import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const EntryPage = lazyScreen(() => import('./EntryPage.tsx').then((m) => m.EntryPage));
const StaffInfoPage = lazyScreen(() => import('./public/StaffInfoPage.tsx').then((m) => m.StaffInfoPage));

/** Entry (入职): HR's tab and the hire's public registration form (docs/product/staff.md, "Entry (入职)"). */
export const staffEntryFeature = defineFeature({
  name: 'staff-entry',
  screens: {
    '/staff/staffmanage/assi-in/:sign?': <EntryPage />,
    '/staff-info': <StaffInfoPage />,
  },
});
