import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const SchemesPage = lazyScreen(() => import('./schemes/SchemesPage.tsx').then((m) => m.SchemesPage));
const EnrolmentsPage = lazyScreen(() =>
  import('./enrolments/EnrolmentsPage.tsx').then((m) => m.EnrolmentsPage),
);
const MonthPage = lazyScreen(() => import('./month/MonthPage.tsx').then((m) => m.MonthPage));

/**
 * 社保与公积金 (docs/product/salary.md, "Social insurance and housing fund"): schemes, enrolments and
 * monthly lists, each one screen for both kinds.
 */
export const salaryInsuranceFeature = defineFeature({
  name: 'salary-insurance',
  screens: {
    '/salary/social/sss/:sign?': <SchemesPage kind="social" />,
    '/salary/social/ssa/:sign?': <EnrolmentsPage kind="social" />,
    '/salary/social/ssr/:sign?': <MonthPage kind="social" />,
    '/salary/housingfund/pfs/:sign?': <SchemesPage kind="fund" />,
    '/salary/housingfund/pfl/:sign?': <EnrolmentsPage kind="fund" />,
    '/salary/housingfund/pfr/:sign?': <MonthPage kind="fund" />,
  },
});
