import type { AppModule } from '../../core/deps.ts';
import { payrollRoutes } from './payroll/routes.ts';
import { payslipRoutes } from './payslip/routes.ts';
import { socialRoutes } from './social/routes.ts';
import { taxRoutes } from './tax/routes.ts';
import { wageRoutes } from './wage/routes.ts';

/** Salary's hand-written endpoints, one file per part (docs/product/salary.md). */
export const salaryRoutes: AppModule = async (app, deps) => {
  await socialRoutes(app, deps);
  await taxRoutes(app, deps);
  await wageRoutes(app, deps);
  await payrollRoutes(app, deps);
  await payslipRoutes(app, deps);
};
