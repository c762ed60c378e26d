import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const PayrollPage = lazyScreen(() => import('./PayrollPage.tsx').then((m) => m.PayrollPage));

/** 薪资核算 (docs/product/salary.md, "Payroll runs"), HR only, with the HRM/HRO sign. */
export const salaryPayrollFeature = defineFeature({
  name: 'salary-payroll',
  screens: { '/salary/wage/list/:sign?': <PayrollPage /> },
});
