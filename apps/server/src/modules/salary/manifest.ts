import { defineModule } from '../../core/module.ts';
import { salaryMessages } from './messages.ts';
import { payrollMessages } from './payroll/messages.ts';
import { payrollResources } from './payroll/resources.ts';
import { payslipMessages } from './payslip/messages.ts';
import { payslipResources } from './payslip/resources.ts';
import { salaryRoutes } from './routes.ts';
import { socialMessages } from './social/messages.ts';
import { socialResources } from './social/resources.ts';
import { taxMessages } from './tax/messages.ts';
import { taxResources } from './tax/resources.ts';
import { wageMessages } from './wage/messages.ts';
import { wageResources } from './wage/resources.ts';

/** Salary (薪酬): social insurance and housing fund, income tax, wage items, payroll runs, payslips (docs/product/salary.md). */
export const salaryManifest = defineModule({
  name: 'salary',
  column: 'salary',
  routes: salaryRoutes,
  resources: [
    ...socialResources,
    ...taxResources,
    ...wageResources,
    ...payrollResources,
    ...payslipResources,
  ],
  messages: [salaryMessages, socialMessages, taxMessages, wageMessages, payrollMessages, payslipMessages],
});
