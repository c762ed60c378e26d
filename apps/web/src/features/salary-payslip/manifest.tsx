import { Navigate } from 'react-router';
import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const PayslipPage = lazyScreen(() => import('./staff/PayslipPage.tsx').then((m) => m.PayslipPage));
const PayslipBillPage = lazyScreen(() => import('./hr/PayslipBillPage.tsx').then((m) => m.PayslipBillPage));

/** 工资条: the staff member's public `#/payslip` and HR's 工资条发放 (docs/product/salary.md, "Payslips"). */
export const salaryPayslipFeature = defineFeature({
  name: 'salary-payslip',
  screens: {
    '/payslip': <PayslipPage />,
    // A person's space lists 我的工资条: the one payslip page, with its identity check, serves it.
    '/me/payslips': <Navigate to="/payslip" replace />,
    '/salary/wage/bill/:sign?': <PayslipBillPage />,
    '/salary/bill/:sign?': <PayslipBillPage />,
  },
});
