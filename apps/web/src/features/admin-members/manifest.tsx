import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const CompaniesPage = lazyScreen(() => import('./pages/CompaniesPage.tsx').then((m) => m.CompaniesPage));
const PersonsPage = lazyScreen(() => import('./pages/PersonsPage.tsx').then((m) => m.PersonsPage));
const StaffPage = lazyScreen(() => import('./pages/StaffPage.tsx').then((m) => m.StaffPage));
const ApprovalPage = lazyScreen(() => import('./pages/ApprovalPage.tsx').then((m) => m.ApprovalPage));

export const adminMembersFeature = defineFeature({
  name: 'admin-members',
  screens: {
    '/Members/Company': <CompaniesPage />,
    '/Members/Person': <PersonsPage />,
    '/Members/Staff': <StaffPage />,
    '/Members/HCompany': <CompaniesPage sysType={1} />,
    '/Members/HStaff': <StaffPage employeeType={2} />,
    '/Members/AllStaff/:employeeType?': <StaffPage />,
    '/Approval/:type?': <ApprovalPage />,
  },
});
